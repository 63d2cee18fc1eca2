/**
 * The development outbox, served only while it is on (never in a real production deployment):
 * a mailbox page for people and a JSON list for browser tests. Hidden from the API docs. It holds
 * every reset link and code, so it answers only requests from this machine (the connection's own
 * address, which no header can fake); anyone else finds nothing there.
 */
import { DevMailboxParams, DevOutboxQuery, messagingEndpoints } from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { renderMailboxPage, renderMessagePage } from "./mailbox-page.ts";

const { listDevOutbox } = messagingEndpoints;

/**
 * An email's HTML as a mail client treats it: inline styles and remote images (the brand's logo
 * comes from the site's origin, which need not be the mailbox's), no script, no plugins, no forms,
 * sandboxed even when opened on its own.
 */
const EMAIL_CSP =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; " +
  "sandbox allow-popups allow-popups-to-escape-sandbox; frame-ancestors 'self'";

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messaging } = app;
  app.addHook("onRequest", async (request) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      throw new AppError("NOT_FOUND", {
        key: "noRoute",
        values: { method: request.method, path: request.url },
      });
    }
  });
  app.addHook("onSend", async (_request, reply) => {
    // Reset links and codes: no cache may keep them.
    reply.header("cache-control", "no-store");
  });

  app.get(
    listDevOutbox.path,
    { schema: { hide: true, querystring: listDevOutbox.query, response: { 200: listDevOutbox.response } } },
    async (request) => ({ success: true as const, data: await messaging.listOutbox(request.query) }),
  );

  app.get("/dev/mailbox", { schema: { hide: true, querystring: DevOutboxQuery } }, async (request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .send(
        renderMailboxPage(await messaging.listOutbox(request.query), request.query, reply.cspNonce?.style),
      ),
  );

  app.get("/dev/mailbox/:id", { schema: { hide: true, params: DevMailboxParams } }, async (request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .send(renderMessagePage(await messaging.getOutboxMessage(request.params.id), reply.cspNonce?.style)),
  );

  app.get(
    "/dev/mailbox/:id/html",
    { schema: { hide: true, params: DevMailboxParams } },
    async (request, reply) => {
      const { html } = await messaging.getOutboxMessage(request.params.id);
      if (!html) {
        throw new AppError("NOT_FOUND", {
          key: "noRoute",
          values: { method: request.method, path: request.url },
        });
      }
      return reply.type("text/html; charset=utf-8").header("content-security-policy", EMAIL_CSP).send(html);
    },
  );
};

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
