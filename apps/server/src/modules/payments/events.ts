/**
 * What payments write to the outbox, in the transaction that moves a payment on: `payment.completed`
 * (the package credited), `payment.failed` and `payment.refunded` (the package taken back). The
 * player's tabs hear each (`payment.*`, and `deposit.completed` for a completion); notifications
 * word them.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

const minor = z.number().int();

const PaymentPayload = z.object({
  paymentId: z.string(),
  packageId: z.string(),
  /** The offer the package was sold as (`extra_wheel` gives a daily wheel spin); absent on older events. */
  offerType: z.string().optional(),
  priceMinor: minor,
  /** The package, minor units. */
  coins: minor,
  entries: minor,
  /** A refund only: what the player had already spent and could not be taken back. */
  shortfall: z.object({ coins: minor, entries: minor }).optional(),
});

export const PAYMENT_STEPS = ["completed", "failed", "refunded"] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export const PAYMENT_EVENTS = {
  completed: defineEvent("payment.completed", PaymentPayload),
  failed: defineEvent("payment.failed", PaymentPayload),
  refunded: defineEvent("payment.refunded", PaymentPayload),
};
export type PaymentEvent = EventPayload<(typeof PAYMENT_EVENTS)[PaymentStep]>;

type PaymentOccurrence = EventOccurrence<PaymentEvent>;
const paymentData = ({ payload: { paymentId, packageId } }: PaymentOccurrence) => ({ paymentId, packageId });

/** What the player's tabs hear of each step. */
export const PAYMENT_MESSAGES: Record<PaymentStep, (occurrence: PaymentOccurrence) => RealtimeMessage[]> = {
  completed: (occurrence) => [
    { type: "payment", action: "complete", data: paymentData(occurrence) },
    { type: "deposit", action: "completed", data: paymentData(occurrence) },
  ],
  failed: (occurrence) => [{ type: "payment", action: "failed-complete", data: paymentData(occurrence) }],
  refunded: (occurrence) => [{ type: "payment", action: "refunded", data: paymentData(occurrence) }],
};
