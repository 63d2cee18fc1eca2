/**
 * Daily login claims: one row per player and local day claimed, with the level and what it paid.
 * The key (player, day) also serves "the player's latest claim", read backwards.
 */
import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

export const dailyLoginClaims = pgTable(
  "daily_login_claims",
  {
    playerId: text("player_id").notNull(),
    /** The player's local date the claim belongs to. */
    day: date("day", { mode: "string" }).notNull(),
    level: integer("level").notNull(),
    /** The `DailyLoginPrize` paid (after the eligibility rules), as answered to every replay. */
    prize: jsonb("prize").notNull(),
    theme: text("theme").notNull(),
    claimedAt: instant("claimed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.day] }),
    check("daily_login_claims_level_check", sql`${table.level} > 0`),
  ],
);
