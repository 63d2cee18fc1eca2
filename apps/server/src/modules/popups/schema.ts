/**
 * Popup ads' tables: the operator's popups per theme (who sees each, at which moments, what it
 * says), each showing handed to a visitor (a player, or a guest known by the `popup_guest`
 * cookie), and what the visitor did with it, one row per showing and action, so a repeated
 * report records nothing twice.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/** A popup's words in each of the site's languages. */
export type PopupText = { en: string; es: string };

export interface PopupContent {
  title: PopupText;
  text: PopupText;
  art: string;
  cta: { label: PopupText } & ({ path: string } | { packageId: number });
}

export const popupAds = pgTable(
  "popup_ads",
  {
    id: text("id").primaryKey(),
    theme: text("theme").notNull(),
    name: text("name").notNull(),
    priority: integer("priority").notNull(),
    companyPriority: integer("company_priority").notNull(),
    delaySeconds: integer("delay_seconds").notNull(),
    /** Who may see it: `everyone`, `guests`, `newPlayers`, `notPurchased` or `gameMode`. */
    audience: text("audience").notNull(),
    /** For the `gameMode` audience: the mode the player is in. */
    gameMode: text("game_mode"),
    /** The moments it may show at (`sessionStart`, `lobbyVisit`). */
    triggers: jsonb("triggers").$type<string[]>().notNull(),
    content: jsonb("content").$type<PopupContent>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    index("popup_ads_theme_idx").on(table.theme),
    check(
      "popup_ads_audience_check",
      sql`${table.audience} in ('everyone', 'guests', 'newPlayers', 'notPurchased', 'gameMode')`,
    ),
    check(
      "popup_ads_game_mode_check",
      sql`(${table.audience} = 'gameMode') = (${table.gameMode} is not null)`,
    ),
    check("popup_ads_delay_check", sql`${table.delaySeconds} >= 0`),
  ],
);

export const popupShowings = pgTable(
  "popup_showings",
  {
    logId: uuid("log_id").primaryKey(),
    popupId: text("popup_id")
      .notNull()
      .references(() => popupAds.id, { onDelete: "cascade" }),
    playerId: text("player_id").references(() => players.id, { onDelete: "cascade" }),
    guestId: text("guest_id"),
    triggerType: text("trigger_type").notNull(),
    servedAt: instant("served_at").notNull(),
  },
  (table) => [
    index("popup_showings_player_idx").on(table.playerId),
    index("popup_showings_guest_idx").on(table.guestId),
    check("popup_showings_visitor_check", sql`(${table.playerId} is null) <> (${table.guestId} is null)`),
  ],
);

export const popupActions = pgTable(
  "popup_actions",
  {
    logId: uuid("log_id")
      .notNull()
      .references(() => popupShowings.logId, { onDelete: "cascade" }),
    action: text("action").notNull(),
    at: instant("at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.logId, table.action] }),
    index("popup_actions_at_idx").on(table.at),
    check("popup_actions_action_check", sql`${table.action} in ('view', 'click', 'close')`),
  ],
);
