/** Jackpots' rows. Every function takes the handle it is given. */
import type { Currency, JackpotTier } from "@reelhouse/contract";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jackpotPools, jackpotWins } from "./schema.ts";

export type PoolRow = typeof jackpotPools.$inferSelect;
export type WinRow = typeof jackpotWins.$inferSelect;

/** Pools in display order: by currency, then mini to grand. */
const poolOrder = [
  asc(jackpotPools.currency),
  sql`array_position(array['mini', 'minor', 'major', 'grand']::text[], ${jackpotPools.tier})`,
];

export async function listPools(db: Db): Promise<PoolRow[]> {
  return db
    .select()
    .from(jackpotPools)
    .orderBy(...poolOrder);
}

/** Adds the pools missing (a pool an operator changed keeps its rules and amount); answers the ones added. */
export async function insertMissingPools(
  db: Db,
  pools: (typeof jackpotPools.$inferInsert)[],
): Promise<PoolRow[]> {
  if (pools.length === 0) return [];
  return db.insert(jackpotPools).values(pools).onConflictDoNothing().returning();
}

/**
 * A round's shares added to its currency's pools, in one statement: the pools are locked in tier
 * order first (so two rounds never wait for each other's pools crosswise), then each gets its
 * share. Answers every pool of the currency after it, with its rules.
 */
export async function addShares(
  db: Db,
  currency: Currency,
  shares: ReadonlyArray<{ tier: JackpotTier; amount: number }>,
  at: Date,
): Promise<Array<Pick<PoolRow, "tier" | "amount" | "seed">>> {
  const result = await db.execute<{ tier: JackpotTier; amount: string | number; seed: string | number }>(sql`
    update jackpot_pools as p
    set amount = p.amount + coalesce(s.amount, 0),
      version = p.version + 1,
      updated_at = ${at.toISOString()}::timestamptz
    from (select tier from jackpot_pools where currency = ${currency} order by currency, tier for update) as locked
    left join unnest(${sql.param(shares.map((share) => share.tier))}::text[],
      ${sql.param(shares.map((share) => share.amount))}::bigint[]) as s(tier, amount) on s.tier = locked.tier
    where p.currency = ${currency} and p.tier = locked.tier
    returning p.tier, p.amount, p.seed`);
  return result.rows.map((row) => ({ tier: row.tier, amount: Number(row.amount), seed: Number(row.seed) }));
}

/** A won pool back at its seed (its row is locked by the round's `addShares`). */
export async function resetPool(db: Db, currency: Currency, tier: JackpotTier, at: Date): Promise<void> {
  await db
    .update(jackpotPools)
    .set({ amount: sql`${jackpotPools.seed}`, version: sql`${jackpotPools.version} + 1`, updatedAt: at })
    .where(and(eq(jackpotPools.currency, currency), eq(jackpotPools.tier, tier)));
}

export async function insertWin(db: Db, win: WinRow): Promise<void> {
  await db.insert(jackpotWins).values(win);
}

export async function listLatestWins(db: Db, limit: number): Promise<WinRow[]> {
  return db.select().from(jackpotWins).orderBy(desc(jackpotWins.wonAt)).limit(limit);
}

/**
 * Marks every pool whose amount changed since its last push as pushed; answers the currencies
 * among them, each with all its pools as they stand. What the pools job sends, at most once a run.
 * The pools are locked in the rounds' order (currency, then tier), so the job never deadlocks with
 * a round locking its currency's pools.
 */
export async function takeUnpushed(db: Db): Promise<PoolRow[]> {
  const moved = await db.execute<{ currency: string }>(sql`
    update jackpot_pools as p
    set pushed_version = p.version
    from (select currency, tier from jackpot_pools order by currency, tier for update) as locked
    where p.currency = locked.currency and p.tier = locked.tier and p.pushed_version <> p.version
    returning p.currency`);
  const currencies = [...new Set(moved.rows.map((row) => row.currency))];
  if (currencies.length === 0) return [];
  return db
    .select()
    .from(jackpotPools)
    .where(sql`${jackpotPools.currency} = any(${sql.param(currencies)}::text[])`)
    .orderBy(...poolOrder);
}
