/**
 * The daily wheel's tables: the booster and extra wheel spins a player has been given and not yet
 * spun, and every spin with what it drew and paid. A daily spin is one per player and local day
 * (the partial unique index); a given spin is spun once (its grant's unique `spin_id`).
 */
import type { PromotionPrize, WheelKind } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

/**
 * A booster (one per completed purchase) or extra wheel spin given to a player. `source` names the
 * occasion (`payment:<id>`) and is unique, so an occasion heard twice gives one spin.
 */
export const dailyWheelGrants = pgTable(
  "daily_wheel_grants",
  {
    id: uuid("id").primaryKey(),
    playerId: text("player_id").notNull(),
    kind: text("kind").$type<Exclude<WheelKind, "daily">>().notNull(),
    source: text("source").notNull(),
    grantedAt: instant("granted_at").notNull(),
    /** The spin that used it; null while it waits. */
    spinId: uuid("spin_id"),
  },
  (table) => [
    uniqueIndex("daily_wheel_grants_source_unique").on(table.source),
    uniqueIndex("daily_wheel_grants_spin_unique").on(table.spinId),
    index("daily_wheel_grants_waiting_idx")
      .on(table.playerId, table.kind, table.grantedAt)
      .where(sql`${table.spinId} is null`),
    check("daily_wheel_grants_kind_check", sql`${table.kind} in ('booster', 'extra')`),
  ],
);

/** What a spin was drawn from (the studio's promotion draw), as the player may check it. */
export interface SpinDraw {
  drawId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * One spin of a wheel: the segment the studio drew among `weights`, what it paid, and the
 * `Idempotency-Key` it was asked with (unique per player) beside a digest of what was asked.
 */
export const dailyWheelSpins = pgTable(
  "daily_wheel_spins",
  {
    id: uuid("id").primaryKey(),
    playerId: text("player_id").notNull(),
    kind: text("kind").$type<WheelKind>().notNull(),
    /** A daily spin's local date; null for a booster or extra spin. */
    day: date("day", { mode: "string" }),
    idempotencyKey: text("idempotency_key").notNull(),
    requestDigest: text("request_digest").notNull(),
    segment: integer("segment").notNull(),
    weights: jsonb("weights").$type<number[]>().notNull(),
    /** The prize paid, after the eligibility rules. */
    prize: jsonb("prize").$type<PromotionPrize>().notNull(),
    /** The free spins' game, when the prize gave some. */
    freeSpinsLink: text("free_spins_link"),
    draw: jsonb("draw").$type<SpinDraw>().notNull(),
    theme: text("theme").notNull(),
    spunAt: instant("spun_at").notNull(),
  },
  (table) => [
    uniqueIndex("daily_wheel_spins_key_unique").on(table.playerId, table.idempotencyKey),
    uniqueIndex("daily_wheel_spins_day_unique")
      .on(table.playerId, table.day)
      .where(sql`${table.kind} = 'daily'`),
    index("daily_wheel_spins_player_idx").on(table.playerId, table.spunAt),
    check("daily_wheel_spins_kind_check", sql`${table.kind} in ('daily', 'booster', 'extra')`),
    check("daily_wheel_spins_day_check", sql`(${table.kind} = 'daily') = (${table.day} is not null)`),
    check("daily_wheel_spins_segment_check", sql`${table.segment} >= 0`),
  ],
);
