/**
 * The sandbox processor behind the sandbox provider's hosted card form (ADR 073): no real money.
 * It decides a charge by test card and tells the server the outcome the way a card processor
 * does, by a signed webhook, delivered apart from the charge request. Like a real processor it
 * keeps each webhook (`sandbox_webhooks`) until the server acknowledges it: stored before the first
 * attempt, then retried with growing delays by whichever instance's processor claims it, so a
 * server killed between a charge and its webhook gets the webhook after it restarts.
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
import { createHmac, randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import type { PaymentMethodKind, ProviderEvent, ProviderEventType } from "./providers.ts";
import * as repo from "./repo.ts";
import { PAYMENT_TTL_MS, type Payments } from "./service.ts";

export const SANDBOX_CHALLENGE_CODE = "1234";
const DECLINING_CARDS: Readonly<Record<string, string>> = {
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
};
const CHALLENGE_CARD = "4000000000003220";
/** Attempts before a webhook is given up (logged): about three days of retries, as card processors do. */
const DELIVERY_ATTEMPTS = 84;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 3_600_000;
/** How long an attempt holds its webhook: others skip it meanwhile, and retry it after a crash. */
const LEASE_MS = 60_000;
const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 20;

export interface SandboxCharge {
  paymentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  challengeCode?: string;
}

export interface SandboxProcessorDeps {
  db: Db;
  secret: string;
  clock: Clock;
  payments: Pick<Payments, "getPayment" | "methods">;
  /** Posts a webhook to the server; answers the HTTP status. */
  post(body: string, signature: string): Promise<number>;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
}

export function createSandboxProcessor({ db, secret, clock, payments, post, log }: SandboxProcessorDeps) {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = true;
  let running: Promise<unknown> = Promise.resolve();

  /** One attempt at a stored webhook; records its outcome, and when to try again after a failure. */
  async function attempt(
    webhook: Pick<repo.SandboxWebhookRow, "eventId" | "paymentId" | "body" | "attempts">,
  ) {
    const { eventId, paymentId, body } = webhook;
    const status = await post(body, signSandboxWebhook(secret, body, clock.now())).catch(() => 0);
    const now = clock.now();
    if (status >= 200 && status < 300) {
      await repo.recordSandboxWebhookAttempt(db, eventId, { deliveredAt: now });
      return;
    }
    const attempts = webhook.attempts + 1;
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
    await repo.recordSandboxWebhookAttempt(db, eventId, { nextAttemptAt });
    if (attempts >= DELIVERY_ATTEMPTS) {
      log.error({ paymentId, eventId, status, attempts }, "sandbox webhook given up");
    } else {
      log.warn({ paymentId, eventId, status, attempts, nextAttemptAt }, "sandbox webhook not accepted");
    }
  }

  /** Sends every stored webhook due now, batch after batch; answers how many it attempted. */
  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = clock.now();
      const due = await repo.claimDueSandboxWebhooks(db, {
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        maxAttempts: DELIVERY_ATTEMPTS,
        limit: BATCH_SIZE,
      });
      for (const webhook of due) await attempt(webhook);
      attempted += due.length;
      if (due.length < BATCH_SIZE) return attempted;
    }
  }

  /** One round of `deliverDue` at a time in this process: the timer's and callers' queue up. */
  function enqueue(): Promise<number> {
    const next = running.catch(() => {}).then(deliverDue);
    running = next;
    return next;
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      enqueue()
        .catch((error: unknown) => log.warn({ err: error }, "sandbox webhook delivery round failed"))
        .finally(schedule);
    }, POLL_INTERVAL_MS);
  }

  /**
   * Stores the webhook, then makes its first attempt at once, holding it for `LEASE_MS` so the
   * retry rounds leave it alone meanwhile. The promise settles after that first attempt.
   */
  async function deliver(event: ProviderEvent): Promise<void> {
    const now = clock.now();
    const webhook = {
      eventId: event.eventId,
      paymentId: event.paymentId,
      body: JSON.stringify(event),
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      createdAt: now,
    };
    await repo.insertSandboxWebhook(db, webhook);
    await attempt(webhook);
  }

  function notify(
    paymentId: string,
    type: ProviderEventType,
    details: Pick<ProviderEvent, "failureCode" | "cardFingerprint"> = {},
  ) {
    const event: ProviderEvent = {
      eventId: `evt_${randomUUID()}`,
      type,
      paymentId,
      providerPaymentId: `sbx_${paymentId}`,
      ...details,
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
    /** Starts retrying stored webhooks that are due, every second until `stop`. */
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },

    /** Stops the retries, after the round in hand. */
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },

    /** Sends the stored webhooks due now (the retry rounds do it every second); answers how many. */
    deliverDue: enqueue,

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
          : notify(payment.id, "payment.failed", { failureCode: "transfer_declined" }),
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
          ? notify(payment.id, "payment.failed", { failureCode: declined })
          : notify(payment.id, "payment.completed", {
              cardFingerprint: cardFingerprint(secret, charge.cardNumber),
            }),
      };
    },
  };
}

export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>;

/**
 * The card's token, as a processor's: keyed with the sandbox's secret, so it cannot be turned back
 * into the number by trying every number.
 */
function cardFingerprint(secret: string, cardNumber: string): string {
  return createHmac("sha256", secret).update(`card:${cardNumber}`).digest("base64url").slice(0, 22);
}

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
