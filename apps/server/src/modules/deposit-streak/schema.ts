/**
 * Deposit streak's tables: every completed purchase with the player's local day it fell on (a
 * refund marks it, and a day counts while one of its purchases stands), and every step's prize
 * claimed, one per player and purchase day, so a day's purchase pays at most one step's prize.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

export const depositStreakPurchases = pgTable(
  "deposit_streak_purchases",
  {
    paymentId: text("payment_id").primaryKey(),
    playerId: text("player_id").notNull(),
    /** The player's local date the purchase completed on. */
    day: date("day", { mode: "string" }).notNull(),
    completedAt: instant("completed_at").notNull(),
    /** Set when the payment is refunded: the purchase no longer counts. */
    refundedAt: instant("refunded_at"),
  },
  (table) => [index("deposit_streak_purchases_player_day_idx").on(table.playerId, table.day)],
);

export const depositStreakClaims = pgTable(
  "deposit_streak_claims",
  {
    playerId: text("player_id").notNull(),
    /** The purchase day that filled the step. */
    day: date("day", { mode: "string" }).notNull(),
    /** The streak's first day, and the step the day filled in it. */
    streakStart: date("streak_start", { mode: "string" }).notNull(),
    step: integer("step").notNull(),
    group: text("group").notNull(),
    /** The `DepositStreakPrize` paid, as answered to every replay. */
    prize: jsonb("prize").notNull(),
    /** Where the free spins of the prize are played, when it had any. */
    link: text("link"),
    theme: text("theme").notNull(),
    claimedAt: instant("claimed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.day] }),
    check("deposit_streak_claims_step_check", sql`${table.step} > 0`),
  ],
);
