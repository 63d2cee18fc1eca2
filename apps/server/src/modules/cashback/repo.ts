/** Queries on cashback's own tables; each takes the handle it is given. */
import type { Currency } from "@reelhouse/contract";
import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cashbackClaims, cashbackDays } from "./schema.ts";

export interface DayTotals {
  playerId: string;
  day: string;
  currency: Currency;
  staked: number;
  won: number;
}

export type Claim = typeof cashbackClaims.$inferSelect;

/**
 * Writes each player's totals of a calculated day; a day calculated again (an attempt that failed
 * half-way) takes the new totals, unless a claim has already returned its losses.
 */
export async function upsertDays(db: Db, days: readonly DayTotals[], at: Date): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(cashbackDays)
    .values(days.map((day) => ({ ...day, calculatedAt: at })))
    .onConflictDoUpdate({
      target: [cashbackDays.playerId, cashbackDays.day, cashbackDays.currency],
      set: {
        staked: sql`excluded.staked`,
        won: sql`excluded.won`,
        calculatedAt: sql`excluded.calculated_at`,
      },
      setWhere: isNull(cashbackDays.claimId),
    });
}

export interface UnclaimedDay {
  day: string;
  staked: number;
  won: number;
}

const unclaimed = (playerId: string, currency: Currency, from: string, to: string) =>
  and(
    eq(cashbackDays.playerId, playerId),
    eq(cashbackDays.currency, currency),
    gte(cashbackDays.day, from),
    lt(cashbackDays.day, to),
    isNull(cashbackDays.claimId),
  );

const dayColumns = { day: cashbackDays.day, staked: cashbackDays.staked, won: cashbackDays.won };

/** The player's calculated days in `[from, to)` (`YYYY-MM-DD`) whose losses no claim has returned. */
export function findUnclaimedDays(
  db: Db,
  playerId: string,
  currency: Currency,
  from: string,
  to: string,
): Promise<UnclaimedDay[]> {
  return db
    .select(dayColumns)
    .from(cashbackDays)
    .where(unclaimed(playerId, currency, from, to));
}

/**
 * The same, locked until the transaction ends: a second claim waits here, then finds the days the
 * first one took gone from its answer.
 */
export function lockUnclaimedDays(
  tx: Db,
  playerId: string,
  currency: Currency,
  from: string,
  to: string,
): Promise<UnclaimedDay[]> {
  return tx
    .select(dayColumns)
    .from(cashbackDays)
    .where(unclaimed(playerId, currency, from, to))
    .orderBy(cashbackDays.day)
    .for("update");
}

export async function markDaysClaimed(
  tx: Db,
  playerId: string,
  currency: Currency,
  days: readonly string[],
  claimId: string,
): Promise<void> {
  await tx
    .update(cashbackDays)
    .set({ claimId })
    .where(
      and(
        eq(cashbackDays.playerId, playerId),
        eq(cashbackDays.currency, currency),
        inArray(cashbackDays.day, [...days]),
      ),
    );
}

export async function insertClaim(tx: Db, claim: Claim): Promise<void> {
  await tx.insert(cashbackClaims).values(claim);
}

/** The player's claim covering the latest period, if any. */
export async function findLatestClaim(db: Db, playerId: string): Promise<Claim | undefined> {
  const [row] = await db
    .select()
    .from(cashbackClaims)
    .where(eq(cashbackClaims.playerId, playerId))
    .orderBy(desc(cashbackClaims.through), desc(cashbackClaims.claimedAt))
    .limit(1);
  return row;
}

/** Every player whose unclaimed days in `[from, to)` add up to a net loss, with it (minor units). */
export async function findNetLosers(
  db: Db,
  currency: Currency,
  from: string,
  to: string,
): Promise<{ playerId: string; netLosses: number }[]> {
  const netLosses = sql<string>`sum(${cashbackDays.staked} - ${cashbackDays.won})`;
  const rows = await db
    .select({ playerId: cashbackDays.playerId, netLosses })
    .from(cashbackDays)
    .where(
      and(
        eq(cashbackDays.currency, currency),
        gte(cashbackDays.day, from),
        lt(cashbackDays.day, to),
        isNull(cashbackDays.claimId),
      ),
    )
    .groupBy(cashbackDays.playerId)
    .having(sql`${netLosses} > 0`);
  return rows.map((row) => ({ playerId: row.playerId, netLosses: Number(row.netLosses) }));
}

/** Removes days before `day`: no reward can be claimed from them any more. */
export async function deleteDaysBefore(db: Db, day: string): Promise<void> {
  await db.delete(cashbackDays).where(lt(cashbackDays.day, day));
}
