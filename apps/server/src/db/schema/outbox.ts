/**
 * The platform's tables: no module owns them; db/ and the event plumbing use them (the layer check
 * refuses them elsewhere).
 */
import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../columns.ts";

/**
 * Domain events written in the same transaction as the change they report (transactional
 * outbox); the realtime module delivers them and marks them delivered.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    playerId: text("player_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: instant("created_at").notNull(),
    deliveredAt: instant("delivered_at"),
  },
  (table) => [
    index("outbox_events_undelivered_idx").on(table.id).where(sql`${table.deliveredAt} is null`),
    // The relay keeps each player's events in order: it looks for an earlier undelivered one.
    index("outbox_events_undelivered_player_idx")
      .on(table.playerId, table.id)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
