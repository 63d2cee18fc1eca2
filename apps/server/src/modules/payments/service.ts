/**
 * Payments (spec §4 payment actions, §8 decline; ADR 073): a purchase of a coin package becomes a
 * payment, created once per `Idempotency-Key`; the provider's signed webhooks move it through
 * created → pending → completed or failed, in whatever order and however often they arrive, and
 * the package's coins and entries are credited exactly once, in the transaction that completes it.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { writeOutboxEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import type { Wallet } from "../wallet/service.ts";
import type { PaymentProvider, ProviderEvent, ProviderEventType } from "./providers.ts";
import * as repo from "./repo.ts";

export type PaymentStatus = "created" | "pending" | "completed" | "failed";

/** What the player is buying, priced by the cashier. */
export interface PurchaseQuote {
  packageId: string;
  /** US cents. */
  priceMinor: number;
  /** Minor units. */
  coins: number;
  entries: number;
}

export interface PaymentView extends PurchaseQuote {
  id: string;
  status: PaymentStatus;
  failureCode: string | null;
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<Wallet, "within">;
  provider: PaymentProvider;
}

/**
 * Where a payment goes on an event. A completion wins over everything before it, a late failure
 * or pending notice never undoes it, and a payment that failed may still complete (a retried
 * capture).
 */
export function nextStatus(current: PaymentStatus, event: ProviderEventType): PaymentStatus {
  if (current === "completed") return current;
  if (event === "payment.completed") return "completed";
  if (event === "payment.failed") return current === "failed" ? current : "failed";
  return current === "created" ? "pending" : current;
}

export function createPayments({ db, clock, wallet, provider }: PaymentsDeps) {
  return {
    /** A new payment for the quote, or the one this key already made; the key with another quote is refused. */
    async createPayment(
      playerId: string,
      quote: PurchaseQuote,
      idempotencyKey: string,
    ): Promise<PaymentView> {
      const now = clock.now();
      const { row } = await repo.insertPaymentOnce(db, {
        id: randomUUID(),
        playerId,
        idempotencyKey,
        requestDigest: digestOf(quote),
        ...quote,
        provider: provider.name,
        status: "created",
        createdAt: now,
        updatedAt: now,
      });
      if (row.requestDigest !== digestOf(quote)) {
        throw new AppError("CONFLICT", { key: "paymentKeyReused" }, { reason: "IDEMPOTENCY_KEY_REUSED" });
      }
      return toView(row);
    },

    /** Reads and applies a provider webhook (its signature checked first). */
    async receiveWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      return applyEvent(provider.readWebhook(rawBody, headers));
    },

    async getPayment(playerId: string, paymentId: string): Promise<PaymentView> {
      const row = await repo.findPayment(db, paymentId);
      if (!row || row.playerId !== playerId) throw paymentNotFound();
      return toView(row);
    },
  };

  async function applyEvent(event: ProviderEvent): Promise<PaymentView> {
    return withTransaction(db, async (tx) => {
      const now = clock.now();
      const payment = await repo.lockPayment(tx, event.paymentId, provider.name);
      if (!payment) throw paymentNotFound();
      const isFirstDelivery = await repo.recordEventOnce(tx, {
        provider: provider.name,
        eventId: event.eventId,
        paymentId: payment.id,
        type: event.type,
        receivedAt: now,
      });
      const status = nextStatus(payment.status as PaymentStatus, event.type);
      if (!isFirstDelivery || status === payment.status) return toView(payment);

      const changes = {
        status,
        providerPaymentId: payment.providerPaymentId ?? event.providerPaymentId,
        failureCode: status === "failed" ? (event.failureCode ?? "declined") : null,
        updatedAt: now,
        ...(status === "completed" ? { completedAt: now } : {}),
      };
      await repo.updatePayment(tx, payment.id, changes);
      if (status === "completed") {
        // Keyed by the payment: however the completions race, the package is credited once.
        await wallet
          .within(tx)
          .purchaseCredit(payment.playerId, { coins: payment.coins, entries: payment.entries }, payment.id);
      }
      if (status === "completed" || status === "failed") {
        await writeOutboxEvent(
          tx,
          {
            topic: `payment.${status}`,
            playerId: payment.playerId,
            payload: { paymentId: payment.id, packageId: payment.packageId, priceMinor: payment.priceMinor },
          },
          now,
        );
      }
      return toView({ ...payment, ...changes });
    });
  }
}

export type Payments = ReturnType<typeof createPayments>;

function toView(row: repo.PaymentRow): PaymentView {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    failureCode: row.failureCode,
    packageId: row.packageId,
    priceMinor: row.priceMinor,
    coins: row.coins,
    entries: row.entries,
  };
}

function digestOf(quote: PurchaseQuote): string {
  const { packageId, priceMinor, coins, entries } = quote;
  return createHash("sha256")
    .update(JSON.stringify([packageId, priceMinor, coins, entries]))
    .digest("base64url");
}

function paymentNotFound(): AppError {
  return new AppError("NOT_FOUND", { key: "paymentNotFound" }, { reason: "PAYMENT_NOT_FOUND" });
}
