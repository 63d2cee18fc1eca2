/**
 * The notification centre (spec §2): the service on `app.notifications`, fed by the realtime
 * relay's outbox batches, and its routes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notificationsRoutes } from "./routes.ts";
import { createNotifications, type Notifications } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const notifications = createNotifications({ db: app.db, clock: app.clock });
  app.decorate("notifications", notifications);
  app.realtime.onOutboxEvents(notifications.recordEvents);
  await app.register(notificationsRoutes);
}

export default fp(notificationsPlugin, {
  name: "notifications",
  dependencies: ["core", "auth", "realtime"],
});
