/**
 * The notification centre (spec §2): the service on `app.notifications`, a subscriber of the
 * payments' and the wallet's events, and its routes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PAYMENT_EVENTS, PAYMENT_STEPS } from "../payments/events.ts";
import { WalletTransaction } from "../wallet/events.ts";
import { notificationsRoutes } from "./routes.ts";
import {
  createNotifications,
  creditNotification,
  type Notifications,
  paymentNotification,
} from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const notifications = createNotifications({ db: app.db, clock: app.clock });
  app.decorate("notifications", notifications);
  for (const step of PAYMENT_STEPS) {
    app.events.on(PAYMENT_EVENTS[step], (tx, occurrence) =>
      notifications.record(tx, paymentNotification(step, occurrence)),
    );
  }
  app.events.on(WalletTransaction, (tx, occurrence) =>
    notifications.record(tx, creditNotification(occurrence)),
  );
  await app.register(notificationsRoutes);
}

export default fp(notificationsPlugin, {
  name: "notifications",
  dependencies: ["core", "auth", "events"],
});
