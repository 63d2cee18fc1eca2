/**
 * The development outbox, served only while it is on (never in a real production deployment):
 * a mailbox page for people and a JSON list for browser tests. Hidden from the API docs.
 */
import { DevMailboxParams, DevOutboxQuery, DevOutboxResponse } from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderMailboxPage, renderMessagePage } from "./mailbox-page.ts";
import type { Messaging } from "./service.ts";

export const devOutboxRoutes: FastifyPluginAsyncZod<{ messaging: Messaging }> = async (
  app,
  { messaging },
) => {
  app.addHook("onSend", async (_request, reply) => {
    // Reset links and codes: no cache may keep them.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/rest/dev/outbox/",
    { schema: { hide: true, querystring: DevOutboxQuery, response: { 200: DevOutboxResponse } } },
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
};
