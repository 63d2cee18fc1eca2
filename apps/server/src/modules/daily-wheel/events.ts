/**
 * What the daily wheel hears of others: a completed purchase gives one wheel spin, in the
 * payment's own transaction (the relay's), keyed by the payment so a completion heard twice gives
 * one spin. The cashier's extra wheel offer gives an extra spin; any other package a booster spin.
 */
import type { FastifyInstance } from "fastify";
import { EXTRA_WHEEL_OFFER } from "../cashier/service.ts";
import { PAYMENT_EVENTS } from "../payments/events.ts";

export function spinPerPurchase(app: FastifyInstance): void {
  app.events.on(PAYMENT_EVENTS.completed, async (tx, { playerId, payload }) => {
    if (playerId === null) return;
    await app.dailyWheel.within(tx).grantSpin({
      playerId,
      kind: payload.offerType === EXTRA_WHEEL_OFFER ? "extra" : "booster",
      source: `payment:${payload.paymentId}`,
    });
  });
}
