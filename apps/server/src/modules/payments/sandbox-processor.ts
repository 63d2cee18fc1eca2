/**
 * The sandbox processor behind the sandbox provider's hosted card form (ADR 073): no real money.
 * It decides a charge by test card and tells the server the outcome the way a card processor
 * does, by a signed webhook, delivered apart from the charge request and retried until answered.
 *
 * Test cards (any future expiry, any CVC):
 * - 4242 4242 4242 4242: paid.
 * - 4000 0000 0000 0002: declined (`card_declined`).
 * - 4000 0000 0000 9995: declined (`insufficient_funds`).
 * - 4000 0000 0000 3220: asks for a challenge code first; `1234` pays, anything else fails
 *   (`authentication_failed`).
 * Any other number that passes the Luhn check is paid.
 *
 * A bank transfer (the second method) goes to a test bank page where the player approves it
 * (paid) or declines it (`transfer_declined`).
 */
import { randomUUID } from "node:crypto";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentMethodKind, ProviderEvent, ProviderEventType } from "./providers.ts";
import { signSandboxWebhook } from "./sandbox-provider.ts";
import { PAYMENT_TTL_MS, type Payments } from "./service.ts";

export const SANDBOX_CHALLENGE_CODE = "1234";
const DECLINING_CARDS: Readonly<Record<string, string>> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
};
const CHALLENGE_CARD = "4000000000003220";
const DELIVERY_ATTEMPTS = 5;
const FIRST_RETRY_MS = 200;

export interface SandboxCharge {
  paymentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  challengeCode?: string;
}

export interface SandboxProcessorDeps {
  secret: string;
  clock: Clock;
  payments: Pick<Payments, "getPayment" | "methods">;
  /** Posts a webhook to the server; answers the HTTP status. */
  post(body: string, signature: string): Promise<number>;
  log: { warn(details: object, message: string): void };
}

export function createSandboxProcessor({ secret, clock, payments, post, log }: SandboxProcessorDeps) {
  async function deliver(event: ProviderEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      const status = await post(body, signSandboxWebhook(secret, body, clock.now())).catch(() => 0);
      if (status >= 200 && status < 300) return;
      log.warn({ paymentId: event.paymentId, status, attempt }, "sandbox webhook not accepted");
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    }
  }

  function notify(paymentId: string, type: ProviderEventType, failureCode?: string) {
    const event: ProviderEvent = {
      eventId: `evt_${randomUUID()}`,
      type,
      paymentId,
      providerPaymentId: `sbx_${paymentId}`,
      ...(failureCode ? { failureCode } : {}),
    };
    // Like a processor, the outcome travels apart from the charge request; the page polls the payment.
    return deliver(event);
  }

  /** The player's payment, while it can still be paid by this method. */
  async function payableBy(playerId: string, paymentId: string, method: PaymentMethodKind) {
    const payment = await payments.getPayment(playerId, paymentId);
    if (payment.status === "completed" || payment.status === "failed") {
      throw new AppError("CONFLICT", { key: "paymentSettled" }, { reason: "PAYMENT_SETTLED" });
    }
    if (clock.now().getTime() - Date.parse(payment.createdAt) > PAYMENT_TTL_MS) {
      throw new AppError("CONFLICT", { key: "paymentExpired" }, { reason: "PAYMENT_EXPIRED" });
    }
    if (payments.methods()[payment.methodId - 1] !== method) {
      throw new AppError("CONFLICT", { key: "paymentOtherMethod" }, { reason: "PAYMENT_OTHER_METHOD" });
    }
    return payment;
  }

  return {
    /**
     * Refunds a completed payment in full, as an operator would from the processor's dashboard:
     * the processor reports it by a signed webhook. No player route leads here.
     */
    refund(paymentId: string): Promise<void> {
      return notify(paymentId, "payment.refunded");
    },

    /** Approves (pays) or declines a test bank transfer. */
    async bankTransfer(
      playerId: string,
      { paymentId, approve }: { paymentId: string; approve: boolean },
    ): Promise<{ outcome: "processing"; delivery: Promise<void> }> {
      const payment = await payableBy(playerId, paymentId, "bank_transfer");
      return {
        outcome: "processing",
        delivery: approve
          ? notify(payment.id, "payment.completed")
          : notify(payment.id, "payment.failed", "transfer_declined"),
      };
    },

    /** Charges a test card; answers `challenge` when the card wants its code, else `processing`. */
    async charge(
      playerId: string,
      charge: SandboxCharge,
    ): Promise<{ outcome: "processing" | "challenge"; delivery: Promise<void> }> {
      const payment = await payableBy(playerId, charge.paymentId, "card");
      if (!passesLuhn(charge.cardNumber)) {
        throw new AppError(
          "VALIDATION_FAILED",
          { key: "fieldsInvalid" },
          {
            fields: [{ path: "body.cardNumber", message: "fieldErrors.cardNumber" }],
          },
        );
      }
      if (isExpired(charge.expiry, clock.now())) {
        throw new AppError(
          "VALIDATION_FAILED",
          { key: "fieldsInvalid" },
          {
            fields: [{ path: "body.expiry", message: "fieldErrors.cardExpiry" }],
          },
        );
      }
      if (charge.cardNumber === CHALLENGE_CARD && charge.challengeCode === undefined) {
        return { outcome: "challenge", delivery: notify(payment.id, "payment.pending") };
      }
      const declined =
        DECLINING_CARDS[charge.cardNumber] ??
        (charge.cardNumber === CHALLENGE_CARD && charge.challengeCode !== SANDBOX_CHALLENGE_CODE
          ? "authentication_failed"
          : undefined);
      return {
        outcome: "processing",
        delivery: declined
          ? notify(payment.id, "payment.failed", declined)
          : notify(payment.id, "payment.completed"),
      };
    },
  };
}

export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map(Number);
  return new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1)) <= now;
}
