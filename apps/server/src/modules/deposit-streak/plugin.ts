/**
 * Deposit streak: the service on `app.depositStreak`, its routes, its promotion (settings schema
 * and the demo's groups), its two features in the site's feature info (the streak and the group),
 * its promotions-page card, its app-init flag, and the purchases it counts: each completed payment
 * (and each refund) heard from the payments module, in the relay's transaction, becoming the
 * player's `depositStreak` realtime message.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PAYMENT_EVENTS } from "../payments/events.ts";
import { visitorOf } from "../promotions/service.ts";
import {
  countedMessages,
  DepositStreakPurchaseCounted,
  DepositStreakPurchaseRefunded,
  refundedMessages,
} from "./events.ts";
import { depositStreakRoutes } from "./routes.ts";
import { createDepositStreak, type DepositStreak } from "./service.ts";
import { depositStreakPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    depositStreak: DepositStreak;
  }
}

async function depositStreakPlugin(app: FastifyInstance): Promise<void> {
  const depositStreak = createDepositStreak({ db: app.db, clock: app.clock, promotions: app.promotions });
  app.decorate("depositStreak", depositStreak);
  app.promotions.define(depositStreakPromotion);
  app.promotions.registerFeature({
    key: "deposit-streak-info",
    info: (visitor) =>
      visitor.playerId
        ? depositStreak.info({ ...visitor, playerId: visitor.playerId })
        : Promise.resolve(null),
    card: depositStreak.card,
  });
  app.promotions.registerFeature({
    key: "deposit-streak-group-info",
    info: (visitor) =>
      visitor.playerId
        ? depositStreak.groupInfo({ ...visitor, playerId: visitor.playerId })
        : Promise.resolve(null),
    // The group is shown in the streak's own card and dialog.
    card: async () => null,
  });

  app.events.on(PAYMENT_EVENTS.completed, async (tx, { playerId, payload, createdAt }) => {
    if (playerId === null) return;
    await depositStreak.countPurchase(tx, { playerId, paymentId: payload.paymentId, at: createdAt });
  });
  app.events.on(PAYMENT_EVENTS.refunded, async (tx, { playerId, payload, createdAt }) => {
    if (playerId === null) return;
    await depositStreak.takeBackPurchase(tx, { playerId, paymentId: payload.paymentId, at: createdAt });
  });
  app.events.toRealtime(DepositStreakPurchaseCounted, countedMessages);
  app.events.toRealtime(DepositStreakPurchaseRefunded, refundedMessages);

  app.appInit.addSlice(async ({ request, playerId }) => {
    if (!playerId) return {};
    const info = await depositStreak.info({ ...visitorOf(app, request), playerId });
    return { depositStreak: { isActive: info !== null } };
  });
  await app.register(depositStreakRoutes);
}

export default fp(depositStreakPlugin, {
  name: "deposit-streak",
  dependencies: ["core", "auth", "events", "app-init", "promotions"],
});
