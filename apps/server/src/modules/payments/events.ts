/**
 * What payments write to the outbox, in the transaction that moves a payment on: `payment.completed`
 * (the package credited), `payment.failed` and `payment.refunded` (the package taken back).
 */
export const PAYMENT_TOPICS = {
  completed: "payment.completed",
  failed: "payment.failed",
  refunded: "payment.refunded",
} as const;

export type PaymentTopic = (typeof PAYMENT_TOPICS)[keyof typeof PAYMENT_TOPICS];

export interface PaymentEvent {
  paymentId: string;
  packageId: string;
  priceMinor: number;
  /** The package, minor units. */
  coins: number;
  entries: number;
  /** A refund only: what the player had already spent and could not be taken back. */
  shortfall?: { coins: number; entries: number };
}
