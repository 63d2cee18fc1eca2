/** Queries on the daily wheel's own tables; each takes the handle it is given. */
import type { WheelKind } from "@reelhouse/contract";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dailyWheelGrants, dailyWheelSpins } from "./schema.ts";

export type SpinRow = typeof dailyWheelSpins.$inferSelect;
export type GrantKind = Exclude<WheelKind, "daily">;

/** Holds the player's wheel until the transaction ends: a player's spins take turns here. */
export async function lockPlayerWheel(db: Db, playerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`daily-wheel/${playerId}`}, 0))`);
}

export async function findSpinByKey(db: Db, playerId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(dailyWheelSpins)
    .where(and(eq(dailyWheelSpins.playerId, playerId), eq(dailyWheelSpins.idempotencyKey, idempotencyKey)));
  return row;
}

export async function hasDailySpin(db: Db, playerId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dailyWheelSpins.id })
    .from(dailyWheelSpins)
    .where(
      and(
        eq(dailyWheelSpins.playerId, playerId),
        eq(dailyWheelSpins.kind, "daily"),
        eq(dailyWheelSpins.day, day),
      ),
    );
  return row !== undefined;
}

export function listSpins(db: Db, playerId: string, limit: number): Promise<SpinRow[]> {
  return db
    .select()
    .from(dailyWheelSpins)
    .where(eq(dailyWheelSpins.playerId, playerId))
    .orderBy(desc(dailyWheelSpins.spunAt), desc(dailyWheelSpins.id))
    .limit(limit);
}

export async function insertSpin(db: Db, spin: SpinRow): Promise<void> {
  await db.insert(dailyWheelSpins).values(spin);
}

/** Gives a spin once per `source`; false when the occasion already gave one. */
export async function insertGrant(db: Db, grant: typeof dailyWheelGrants.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(dailyWheelGrants)
    .values(grant)
    .onConflictDoNothing({ target: dailyWheelGrants.source })
    .returning({ id: dailyWheelGrants.id });
  return inserted.length > 0;
}

/** The player's spins of `kind` still waiting, oldest first. */
export function listWaitingGrants(db: Db, playerId: string, kind?: GrantKind) {
  return db
    .select({ id: dailyWheelGrants.id, kind: dailyWheelGrants.kind })
    .from(dailyWheelGrants)
    .where(
      and(
        eq(dailyWheelGrants.playerId, playerId),
        isNull(dailyWheelGrants.spinId),
        kind ? eq(dailyWheelGrants.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(dailyWheelGrants.grantedAt), asc(dailyWheelGrants.id));
}

export async function countWaitingGrants(db: Db, playerId: string): Promise<Record<GrantKind, number>> {
  const rows = await db
    .select({ kind: dailyWheelGrants.kind, waiting: count() })
    .from(dailyWheelGrants)
    .where(and(eq(dailyWheelGrants.playerId, playerId), isNull(dailyWheelGrants.spinId)))
    .groupBy(dailyWheelGrants.kind);
  const counts = { booster: 0, extra: 0 };
  for (const row of rows) counts[row.kind] = Number(row.waiting);
  return counts;
}

/** Marks the grant used by `spinId`; false when it was used already. */
export async function spendGrant(db: Db, grantId: string, spinId: string): Promise<boolean> {
  const used = await db
    .update(dailyWheelGrants)
    .set({ spinId })
    .where(and(eq(dailyWheelGrants.id, grantId), isNull(dailyWheelGrants.spinId)))
    .returning({ id: dailyWheelGrants.id });
  return used.length > 0;
}
