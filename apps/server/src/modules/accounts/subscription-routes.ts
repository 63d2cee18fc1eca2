/**
 * The subscription tab's calls, the one-click unsubscribe URL of marketing emails (RFC 8058) and
 * the calls of the site's unsubscribe page. The URL works without a session: its token names the
 * player and the channel and is signed. A mail client POSTs to it (`List-Unsubscribe=One-Click`),
 * cross-site and without cookies, so the CSRF check is skipped. A person opening it in a browser
 * (GET) is sent to the site's unsubscribe page with the token; GET itself never unsubscribes, since
 * link scanners open every link in a mail: the page does, from the browser, once its script runs.
 */
import { accountsEndpoints, type Locale, type MarketingChannel } from "@reelhouse/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { escapeHtml } from "../../lib/html.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { message, refuse } from "./messages.ts";
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

  const invalidLink = (locale: Locale) =>
    refuse("BAD_REQUEST", locale, "unsubscribeInvalid", { reason: "UNSUBSCRIBE_LINK_INVALID" });

  route(app, accountsEndpoints.readUnsubscribeLink, async (request) => {
    const state = await accounts.unsubscribeLinkState(request.query.token);
    if (!state) throw invalidLink(requestLocale(request));
    return state;
  });

  route(app, accountsEndpoints.updateUnsubscribeLink, async (request) => {
    const state = await accounts.setSubscribedByLink(request.body.token, request.body.isSubscribed);
    if (!state) throw invalidLink(requestLocale(request));
    return state;
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    UNSUBSCRIBE_PATH,
    { schema: { hide: true, querystring: UnsubscribeQuery } },
    async (request, reply) =>
      reply.redirect(await accounts.unsubscribePagePath(request.query.token, requestLocale(request)), 303),
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

/**
 * What a mail client's one-click POST (or a browser without script on the site's page) gets back:
 * what happened, in a page of its own. No script, no styles.
 */
function sendPage(reply: FastifyReply, locale: Locale, text: string) {
  const title = escapeHtml(message(locale, "unsubscribeTitle"));
  return reply
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    );
}
