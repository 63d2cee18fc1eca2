/**
 * Purchase limits and their history, breaks from play, activity reminders. Every function takes
 * the handle it is given.
 */
import type { PurchaseLimitPeriod } from "@reelhouse/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  activityReminders,
  playBreaks,
  purchaseLimitChanges,
  purchaseLimits,
} from "../../db/schema/index.ts";

export type PurchaseLimitRow = typeof purchaseLimits.$inferSelect;
export type PurchaseLimitChangeRow = typeof purchaseLimitChanges.$inferSelect;
export type PurchaseLimitChange = Omit<typeof purchaseLimitChanges.$inferInsert, "id">;

export async function findLimits(
  db: Db,
  playerId: string,
  { lock = false } = {},
): Promise<PurchaseLimitRow[]> {
  const query = db.select().from(purchaseLimits).where(eq(purchaseLimits.playerId, playerId));
  return lock ? query.for("update") : query;
}

/**
 * The player's row for `period`, created empty when missing, locked until the transaction ends:
 * two changes of one limit happen one after the other, each seeing what the other wrote.
 */
export async function lockLimit(
  db: Db,
  playerId: string,
  period: PurchaseLimitPeriod,
  now: Date,
): Promise<PurchaseLimitRow> {
  await db
    .insert(purchaseLimits)
    .values({ playerId, period, updatedAt: now })
    .onConflictDoNothing({ target: [purchaseLimits.playerId, purchaseLimits.period] });
  const [row] = await db
    .select()
    .from(purchaseLimits)
    .where(and(eq(purchaseLimits.playerId, playerId), eq(purchaseLimits.period, period)))
    .for("update");
  if (!row) throw new Error(`purchase limit row ${playerId}/${period} vanished`);
  return row;
}

export async function saveLimit(
  db: Db,
  row: Pick<
    PurchaseLimitRow,
    | "playerId"
    | "period"
    | "amount"
    | "pendingAmount"
    | "pendingEffectiveAt"
    | "pendingRequestedAt"
    | "updatedAt"
  >,
): Promise<void> {
  const { playerId, period, ...values } = row;
  await db
    .update(purchaseLimits)
    .set(values)
    .where(and(eq(purchaseLimits.playerId, playerId), eq(purchaseLimits.period, period)));
}

export async function recordChange(db: Db, change: PurchaseLimitChange): Promise<void> {
  await db.insert(purchaseLimitChanges).values(change);
}

/** Newest first. */
export async function listChanges(db: Db, playerId: string): Promise<PurchaseLimitChangeRow[]> {
  return db
    .select()
    .from(purchaseLimitChanges)
    .where(eq(purchaseLimitChanges.playerId, playerId))
    .orderBy(desc(purchaseLimitChanges.createdAt), desc(purchaseLimitChanges.id));
}

export async function recordPlayBreak(
  db: Db,
  playBreak: Omit<typeof playBreaks.$inferInsert, "id">,
): Promise<void> {
  await db.insert(playBreaks).values(playBreak);
}

/** The player's reminder interval in minutes, or null when reminders are off. */
export async function findReminderMinutes(db: Db, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: activityReminders.minutes })
    .from(activityReminders)
    .where(eq(activityReminders.playerId, playerId));
  return row?.minutes ?? null;
}

export async function saveReminder(
  db: Db,
  playerId: string,
  minutes: number | null,
  now: Date,
): Promise<void> {
  if (minutes === null) {
    await db.delete(activityReminders).where(eq(activityReminders.playerId, playerId));
    return;
  }
  await db
    .insert(activityReminders)
    .values({ playerId, minutes, updatedAt: now })
    .onConflictDoUpdate({ target: activityReminders.playerId, set: { minutes, updatedAt: now } });
}
