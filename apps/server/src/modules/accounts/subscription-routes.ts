/**
 * The subscription tab's calls, and the one-click unsubscribe URL of marketing emails (RFC 8058).
 * The URL works without a session: its token names the player and the channel and is signed.
 * A mail client POSTs to it (`List-Unsubscribe=One-Click`), cross-site and without cookies, so the
 * CSRF check is skipped; a person opening it gets a small page whose button makes that POST. GET
 * never unsubscribes: link scanners open every link in a mail.
 */
import { accountsEndpoints, type Locale, type MarketingChannel } from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { escapeHtml } from "../../lib/html.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { message } from "./messages.ts";
import { UNSUBSCRIBE_PATH } from "./subscription.ts";

const player = { auth: "player" } as const;
const UnsubscribeQuery = z.object({ token: z.string().max(512) });

export async function subscriptionRoutes(app: FastifyInstance) {
  const { accounts } = app;

  route(app, accountsEndpoints.getSubscription, (request) => accounts.subscription(request.playerId), player);

  route(
    app,
    accountsEndpoints.updateSubscription,
    (request) => accounts.updateSubscription(request.playerId, request.body),
    player,
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: UnsubscribeQuery } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const named = await accounts.readUnsubscribeToken(request.query.token);
      if (!named) return sendPage(reply.code(400), locale, message(locale, "unsubscribeInvalid"));
      return sendPage(reply, locale, message(locale, `unsubscribeAsk_${named.channel}`), request.query.token);
    },
  );

  typed.post(
    UNSUBSCRIBE_PATH,
    {
      config: { csrf: "skip" },
      schema: {
        hide: true,
        querystring: UnsubscribeQuery,
        body: z.object({ "List-Unsubscribe": z.string().max(64).optional() }).optional(),
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const channel: MarketingChannel | null = await accounts.unsubscribe(request.query.token);
      if (!channel) return sendPage(reply.code(400), locale, message(locale, "unsubscribeInvalid"));
      return sendPage(reply, locale, message(locale, `unsubscribed_${channel}`));
    },
  );
}

/** The small page a person sees: what happened or what the button will do. No script, no styles. */
function sendPage(reply: FastifyReply, locale: Locale, text: string, confirmToken?: string) {
  const title = escapeHtml(message(locale, "unsubscribeTitle"));
  const form = confirmToken
    ? `<form method="post" action="?token=${escapeHtml(encodeURIComponent(confirmToken))}">` +
      `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">${escapeHtml(message(locale, "unsubscribeButton"))}</button></form>`
    : "";
  return reply
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(text)}</p>${form}</main></body></html>`,
    );
}
