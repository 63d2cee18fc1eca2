/**
 * What the daily wheel hears of others: each completed purchase gives one booster wheel spin, in
 * the payment's own transaction (the relay's), keyed by the payment so a completion heard twice
 * gives one spin.
 */
import type { FastifyInstance } from "fastify";
import { PAYMENT_EVENTS } from "../payments/events.ts";

export function boosterPerPurchase(app: FastifyInstance): void {
  app.events.on(PAYMENT_EVENTS.completed, async (tx, { playerId, payload }) => {
    if (playerId === null) return;
    await app.dailyWheel
      .within(tx)
      .grantSpin({ playerId, kind: "booster", source: `payment:${payload.paymentId}` });
  });
}
