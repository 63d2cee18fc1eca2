import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { players } from "../accounts/schema.ts";

/**
 * Where each currency may be played, per ISO 3166 area (`US`, `US-WA`, `CA-QC`). The most
 * specific row for a player's location wins; an area with no row is not served.
 */
export const restrictionRules = pgTable(
  "restriction_rules",
  {
    area: text("area").primaryKey(),
    entries: boolean("entries").notNull(),
    coins: boolean("coins").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("restriction_rules_area_check", sql`${table.area} ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$'`)],
);

/** Audit trail of the blocks players' devices report (spec §7 POST /rest/restriction/player/block/). */
export const restrictionBlocks = pgTable(
  "restriction_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for guests; players are identified by id only, so this table outlives account changes. */
    playerId: text("player_id"),
    ip: text("ip").notNull(),
    country: text("country"),
    region: text("region"),
    apps: jsonb("apps").$type<string[]>().notNull(),
    meta: jsonb("meta").$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("restriction_blocks_player_created_idx").on(table.playerId, table.createdAt)],
);

/**
 * The latest answer of each player's browser location check: `declined` (the player would not, or
 * the browser could not, share a location), `coinsOnly` (the place allows coins, not entries),
 * `blocked` (neither) or `ok`. Play with entries is refused while it is not `ok`, whatever the IP
 * says; a later check that places the player replaces it.
 */
export const playerLocationVerdicts = pgTable(
  "player_location_verdicts",
  {
    playerId: text("player_id")
      .primaryKey()
      .references(() => players.id, { onDelete: "cascade" }),
    verdict: text("verdict").notNull(),
    /** Where the check placed the player (`US-WA`), when it did. */
    area: text("area"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    check(
      "player_location_verdicts_verdict_check",
      sql`${table.verdict} in ('ok', 'coinsOnly', 'blocked', 'declined')`,
    ),
  ],
);
