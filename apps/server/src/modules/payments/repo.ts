/** The payments module's SQL. Every function takes the handle it is given. */
import { type UsdCents, usdCents } from "@reelhouse/contract";
import { and, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentEvents, payments } from "../../db/schema/index.ts";

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
export async function recordCheckout(
  db: Db,
  id: string,
  checkoutUrl: string,
  providerPaymentId: string | undefined,
): Promise<PaymentRow> {
  await db
    .update(payments)
    .set({ checkoutUrl, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(and(eq(payments.id, id), isNull(payments.checkoutUrl)));
  const row = await findPayment(db, id);
  if (!row) throw new Error("payment vanished after checkout");
  return row;
}

export async function countCompleted(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, "completed")));
  return Number(row?.count ?? 0);
}

/** Cents of the player's payments completed since `since`, or created since `payableSince` and still open. */
export async function sumSpent(db: Db, playerId: string, since: Date, payableSince: Date): Promise<UsdCents> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.priceMinor}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        or(
          and(eq(payments.status, "completed"), gte(payments.completedAt, since)),
          and(
            inArray(payments.status, ["created", "pending"]),
            gte(payments.createdAt, since),
            gte(payments.createdAt, payableSince),
          ),
        ),
      ),
    );
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
