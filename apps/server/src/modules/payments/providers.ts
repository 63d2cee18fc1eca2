/**
 * What the payments module needs from a payment provider (ADR 073): start a checkout for a
 * payment, and read a webhook only once its signature proves the provider sent it.
 */
import type { PAYMENT_METHOD_KINDS } from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";

export type ProviderName = "sandbox" | "stripe";
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export type ProviderEventType =
  | "payment.pending"
  | "payment.completed"
  | "payment.failed"
  | "payment.refunded";

/** One notification from the provider, after its signature was checked. */
export interface ProviderEvent {
  /** The provider's id of this notification: a redelivery carries the same one. */
  eventId: string;
  type: ProviderEventType;
  /** Our payment id, as the provider was given it at checkout. */
  paymentId: string;
  providerPaymentId: string;
  /** Why a payment failed (`card_declined`), when it did. */
  failureCode?: string;
  /**
   * The provider's stable token for the card that paid (the same card, the same token; never the
   * number), where it gives one: the referral rules compare players' cards by it.
   */
  cardFingerprint?: string;
}

/** What a provider needs to take the player to its payment page. */
export interface CheckoutRequest {
  paymentId: string;
  playerId: string;
  /** The package's name, shown on the provider's page. */
  title: string;
  /** US cents. */
  priceMinor: number;
  /** Absolute URLs of the site's cash pages the provider sends the player back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  /** The page where the player pays. */
  url: string;
  /** The provider's id of the payment, when it names one before the first webhook. */
  providerPaymentId?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The ways to pay it offers, in the order the cashier tries them (method id = position + 1). */
  readonly methods: readonly PaymentMethodKind[];
  /** Opens the provider's payment page for a new payment. */
  checkout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Reads a webhook; throws when the signature is missing, wrong or too old. Answers null for a
   * genuine notification about something payments does not act on, which is acknowledged.
   */
  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
}

/**
 * A webhook whose signature matched but whose body is no event the provider sends: 400, and
 * nothing changes (a provider retrying it would get the same answer, so it is not a fault here).
 */
export function webhookUnreadable(): AppError {
  return new AppError("BAD_REQUEST", { key: "webhookUnreadable" }, { reason: "WEBHOOK_UNREADABLE" });
}

/** A signed webhook's body read as JSON; one that is not JSON is unreadable. */
export function parseWebhookJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    throw webhookUnreadable();
  }
}
