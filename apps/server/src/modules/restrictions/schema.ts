import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
