import { bigint, bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * The notification centre: one row per thing that happened to a player's account. Made from an
 * outbox event, at most once per event (`source_event_id` is unique), in the transaction that
 * marks the event delivered.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    values: jsonb("values").$type<Record<string, string | number>>().notNull(),
    sourceEventId: bigint("source_event_id", { mode: "number" }).unique(),
    createdAt: instant("created_at").notNull(),
    readAt: instant("read_at"),
  },
  (table) => [index("notifications_player_idx").on(table.playerId, table.id)],
);
