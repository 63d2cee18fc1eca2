/**
 * Jackpots' tables: each pool as data (its rules and what it holds now) and each jackpot won. A
 * pool's `amount` always equals the balance of its ledger account (`system:jackpot:<tier>:<currency>`):
 * both change only in the same transactions (a bet's shares, a win and its reset, the first seed),
 * which `audit.ts` checks.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

export const jackpotPools = pgTable(
  "jackpot_pools",
  {
    currency: text("currency").notNull(),
    tier: text("tier").notNull(),
    /** What the pool starts from and is reset to after a win, minor units. */
    seed: minorUnits("seed").notNull(),
    /** The share of each qualifying stake the pool takes, in basis points, rounded down to the minor unit. */
    contributionBps: integer("contribution_bps").notNull(),
    /** The smallest stake that feeds the pool and may win it, minor units. */
    qualifyingBet: minorUnits("qualifying_bet").notNull(),
    /** The stake the pool is won once per on average: a round staking s wins with chance s / winStake. */
    winStake: minorUnits("win_stake").notNull(),
    amount: minorUnits("amount").notNull(),
    /** Counts every change of `amount`; `pushedVersion` is the one last pushed to the sites. */
    version: bigint("version", { mode: "number" }).notNull().default(0),
    pushedVersion: bigint("pushed_version", { mode: "number" }).notNull().default(0),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.currency, table.tier] }),
    check("jackpot_pools_currency_check", sql`${table.currency} in ('coins', 'entries')`),
    check("jackpot_pools_tier_check", sql`${table.tier} in ('mini', 'minor', 'major', 'grand')`),
    check("jackpot_pools_amount_check", sql`${table.amount} >= 0`),
    check("jackpot_pools_seed_check", sql`${table.seed} >= 0`),
    check("jackpot_pools_bps_check", sql`${table.contributionBps} between 0 and 10000`),
    check("jackpot_pools_qualifying_check", sql`${table.qualifyingBet} > 0`),
    check("jackpot_pools_win_stake_check", sql`${table.winStake} > 0`),
  ],
);

/** One row per jackpot paid: the round that won it is unique, so a round pays a jackpot once. */
export const jackpotWins = pgTable(
  "jackpot_wins",
  {
    roundId: text("round_id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    gameId: text("game_id").notNull(),
    currency: text("currency").notNull(),
    tier: text("tier").notNull(),
    /** What the winning round staked, and what the pool paid. */
    stake: minorUnits("stake").notNull(),
    amount: minorUnits("amount").notNull(),
    /** What the pool was reset to. */
    seed: minorUnits("seed").notNull(),
    wonAt: instant("won_at").notNull(),
  },
  (table) => [index("jackpot_wins_won_at_idx").on(table.wonAt)],
);
