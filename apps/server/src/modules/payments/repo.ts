/** The payments module's SQL. Every function takes the handle it is given. */

import { type UsdCents, usdCents } from "@reelhouse/contract";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentEvents, payments, sandboxWebhooks } from "../../db/schema/index.ts";
import type { PaymentView } from "./service.ts";

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByKey(
  db: Db,
  playerId: string,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error("payment insert returned nothing");
  return inserted;
}

/** Stores where the player pays; the first checkout stored wins, and the row is answered. */
/**
 * Records the checkout and the purchase's answer with it, unless another request for the payment
 * recorded one first; the payment as it then stands.
 */
export async function recordCheckout(
  db: Db,
  id: string,
  checkout: { checkoutUrl: string; providerPaymentId: string | undefined; answer: PaymentView },
): Promise<PaymentRow> {
  const { checkoutUrl, providerPaymentId, answer } = checkout;
  await db
    .update(payments)
    .set({ checkoutUrl, answer, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(and(eq(payments.id, id), isNull(payments.checkoutUrl)));
  const row = await findPayment(db, id);
  if (!row) throw new Error("payment vanished after checkout");
  return row;
}

/** The tokens of the cards that paid the player's completed payments, each once. */
export async function cardFingerprintsOf(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ fingerprint: payments.cardFingerprint })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.status, "completed"),
        isNotNull(payments.cardFingerprint),
      ),
    );
  return rows.flatMap((row) => (row.fingerprint ? [row.fingerprint] : []));
}

export async function countCompleted(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, "completed")));
  return Number(row?.count ?? 0);
}

/** Whether the player has a payment for `offerType` created since `payableSince` and still open. */
export async function hasOpenOffer(
  db: Db,
  playerId: string,
  offerType: string,
  payableSince: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.offerType, offerType),
        inArray(payments.status, ["created", "pending"]),
        gte(payments.createdAt, payableSince),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Cents of the player's payments completed since `since`, and, unless `payableSince` is null, of
 * those created since then and still open.
 */
export async function sumSpent(
  db: Db,
  playerId: string,
  since: Date,
  payableSince: Date | null,
): Promise<UsdCents> {
  const completed = and(eq(payments.status, "completed"), gte(payments.completedAt, since));
  const open =
    payableSince &&
    and(
      inArray(payments.status, ["created", "pending"]),
      gte(payments.createdAt, since),
      gte(payments.createdAt, payableSince),
    );
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.priceMinor}), 0)` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), open ? or(completed, open) : completed));
  return usdCents(Number(row?.total ?? 0));
}

export async function lockPayment(db: Db, id: string, provider: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.provider, provider)))
    .for("update");
  return row;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Records a provider notification; false when it was recorded before (a redelivery). */
export async function recordEventOnce(db: Db, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const recorded = await db.insert(paymentEvents).values(row).onConflictDoNothing().returning();
  return recorded.length === 1;
}

export async function updatePayment(
  db: Db,
  id: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** Whether the payment has had a notification of this type (a refund that came before its completion). */
export async function hasEvent(db: Db, paymentId: string, type: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.type, type)))
    .limit(1);
  return row !== undefined;
}

export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;

export async function insertSandboxWebhook(db: Db, row: typeof sandboxWebhooks.$inferInsert): Promise<void> {
  await db.insert(sandboxWebhooks).values(row);
}

/**
 * Up to `limit` undelivered webhooks due by `now` with fewer than `maxAttempts` attempts, each
 * leased to the caller until `leaseUntil` (its next attempt time moved there), so another
 * instance's claim skips them while they are being sent, and a crash mid-send only delays them.
 */
export async function claimDueSandboxWebhooks(
  db: Db,
  {
    now,
    leaseUntil,
    maxAttempts,
    limit,
  }: { now: Date; leaseUntil: Date; maxAttempts: number; limit: number },
): Promise<SandboxWebhookRow[]> {
  const due = db
    .select({ eventId: sandboxWebhooks.eventId })
    .from(sandboxWebhooks)
    .where(
      and(
        isNull(sandboxWebhooks.deliveredAt),
        lte(sandboxWebhooks.nextAttemptAt, now),
        lt(sandboxWebhooks.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(sandboxWebhooks.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(sandboxWebhooks)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(sandboxWebhooks.eventId, due))
    .returning();
}

export async function recordSandboxWebhookAttempt(
  db: Db,
  eventId: string,
  outcome: { deliveredAt: Date } | { nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(sandboxWebhooks)
    .set({ attempts: sql`${sandboxWebhooks.attempts} + 1`, ...outcome })
    .where(eq(sandboxWebhooks.eventId, eventId));
}
