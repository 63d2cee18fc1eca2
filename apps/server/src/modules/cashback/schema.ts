/**
 * Cashback's tables: each player's net play per UTC day, as the nightly calculation found it in
 * the ledger, and the claims that returned a share of it. A day's row names the claim that paid for
 * it, so a day's losses are returned once, whichever theme the claim was made on.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";

export const cashbackDays = pgTable(
  "cashback_days",
  {
    playerId: text("player_id").notNull(),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    /** Stakes, less the ones given back, in minor units (below zero when an earlier day's stake came back). */
    staked: minorUnits("staked").notNull(),
    /** Wins, in minor units. */
    won: minorUnits("won").notNull(),
    calculatedAt: instant("calculated_at").notNull(),
    /** The claim that returned a share of this day's losses; null while none has. */
    claimId: text("claim_id"),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.day, table.currency] }),
    // The end of a period looks for every player who lost in it; old days are removed by day.
    index("cashback_days_day_idx").on(table.day, table.currency),
    check("cashback_days_currency_check", sql`${table.currency} in ('coins', 'entries')`),
    check("cashback_days_won_check", sql`${table.won} >= 0`),
  ],
);

export const cashbackClaims = pgTable(
  "cashback_claims",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id").notNull(),
    theme: text("theme").notNull(),
    currency: text("currency").notNull(),
    /** The end of the latest period the claim returned losses of. */
    through: instant("through").notNull(),
    /** How many periods it returned losses of, and their net losses (minor units). */
    periods: integer("periods").notNull(),
    netLosses: minorUnits("net_losses").notNull(),
    /** What it paid, in minor units (entries are left out where only coins may be played). */
    coins: minorUnits("coins").notNull(),
    entries: minorUnits("entries").notNull(),
    claimedAt: instant("claimed_at").notNull(),
  },
  (table) => [
    index("cashback_claims_player_idx").on(table.playerId, table.through),
    check("cashback_claims_periods_check", sql`${table.periods} > 0`),
    check("cashback_claims_amounts_check", sql`${table.coins} >= 0 and ${table.entries} >= 0`),
  ],
);
