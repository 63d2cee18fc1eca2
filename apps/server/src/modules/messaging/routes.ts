/**
 * The development outbox, served only while it is on (never in a real production deployment):
 * a mailbox page for people and a JSON list for browser tests. Hidden from the API docs.
 */
import { DevMailboxParams, DevOutboxQuery, messagingEndpoints } from "@reelhouse/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderMailboxPage, renderMessagePage } from "./mailbox-page.ts";

const { listDevOutbox } = messagingEndpoints;

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messaging } = app;
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
};
