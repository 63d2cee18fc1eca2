/** The payments module's SQL. Every function takes the handle it is given. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentEvents, payments } from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** Inserts the payment unless the player already used this key; answers the row either way. */
export async function insertPaymentOnce(
  db: Db,
  row: typeof payments.$inferInsert,
): Promise<{ row: PaymentRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
    .returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, row.playerId), eq(payments.idempotencyKey, row.idempotencyKey)));
  if (!existing) throw new Error("payment key conflict without a payment");
  return { row: existing, isNew: false };
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
