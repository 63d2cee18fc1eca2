/**
 * Scratch cards: one row per card issued, with the occasion it was earned for (a payment, a day's
 * n-th card of play), the prize drawn when it was issued, and when it opens, expires and was
 * opened. The key (player, occasion) makes an occasion give its card once.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";

export const scratchCards = pgTable(
  "scratch_cards",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id").notNull(),
    /** `purchase` or `play`. */
    source: text("source").notNull(),
    /** What earned it: `payment:<id>`, `play:<day>:<n>`. */
    occasion: text("occasion").notNull(),
    /** The theme whose prize table it was drawn from. */
    theme: text("theme").notNull(),
    /** The prize drawn at issue, minor units. */
    coins: minorUnits("coins").notNull(),
    entries: minorUnits("entries").notNull(),
    issuedAt: instant("issued_at").notNull(),
    availableAt: instant("available_at").notNull(),
    finishedAt: instant("finished_at").notNull(),
    openedAt: instant("opened_at"),
    /** What opening it paid (entries are left out where only coins may be played). */
    paidCoins: minorUnits("paid_coins"),
    paidEntries: minorUnits("paid_entries"),
  },
  (table) => [
    uniqueIndex("scratch_cards_occasion_idx").on(table.playerId, table.occasion),
    index("scratch_cards_player_idx").on(table.playerId, table.finishedAt),
    check("scratch_cards_source_check", sql`${table.source} in ('purchase', 'play')`),
    check("scratch_cards_prize_check", sql`${table.coins} >= 0 and ${table.entries} >= 0`),
    check("scratch_cards_times_check", sql`${table.availableAt} < ${table.finishedAt}`),
  ],
);
