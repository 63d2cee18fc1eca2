/**
 * Outgoing email and SMS: one service for the whole app on `app.messaging` (modules that send
 * declare `dependencies: ["messaging"]`), closed with the app; the brands' logos that emails show;
 * and the development outbox's pages while the outbox is on.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { emailLogoRoutes } from "./logo-routes.ts";
import { devOutboxRoutes } from "./routes.ts";
import { createMessaging, type Messaging } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

async function messagingPlugin(app: FastifyInstance): Promise<void> {
  const messaging = createMessaging({
    db: app.db,
    clock: app.clock,
    config: app.config.messaging,
    log: app.log.child({ module: "messaging" }),
  });
  app.decorate("messaging", messaging);
  app.addHook("onClose", () => messaging.close());
  await app.register(emailLogoRoutes);
  if (messaging.isOutboxEnabled) await app.register(devOutboxRoutes);
}

export default fp(messagingPlugin, { name: "messaging", dependencies: ["core"] });
