import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/** Text an operator writes once per language (`{ en, es }`). */
export type LocalizedText = { en: string; es: string };

/**
 * A source of games: the house studio (played in process) or an outside provider on the
 * seamless-wallet API, whose games open at `launch_url` with a player token.
 */
export const gameProviders = pgTable(
  "game_providers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    logo: text("logo"),
    integration: text("integration", { enum: ["house", "seamless"] }).notNull(),
    /** Seamless providers: where a game opens; `{game}` and `{token}` are filled in at launch. */
    launchUrl: text("launch_url"),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [uniqueIndex("game_providers_slug_unique").on(table.slug)],
);

/**
 * A game of the catalogue. `external_code` is the game's id at its provider (the title id for the
 * house studio). `restricted_states` lists the US states where it is not offered at all.
 */
export const games = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => gameProviders.id, { onDelete: "restrict" }),
    externalCode: text("external_code").notNull(),
    name: text("name").notNull(),
    /** Declared return to player in basis points (9653 is 96.53 %). */
    rtpBasisPoints: integer("rtp_basis_points").notNull(),
    volatility: text("volatility", { enum: ["low", "medium", "high", "very-high"] }).notNull(),
    hasBonusBuy: boolean("has_bonus_buy").notNull().default(false),
    hasJackpot: boolean("has_jackpot").notNull().default(false),
    isHot: boolean("is_hot").notNull().default(false),
    coinsEnabled: boolean("coins_enabled").notNull().default(true),
    entriesEnabled: boolean("entries_enabled").notNull().default(true),
    restrictedStates: text("restricted_states").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /** The catalogue's default order ("all games"). */
    position: integer("position").notNull().default(0),
    /** New games are those released in the last 30 days. */
    releasedAt: instant("released_at").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("games_slug_unique").on(table.slug),
    uniqueIndex("games_provider_code_unique").on(table.providerId, table.externalCode),
    check("games_rtp_check", sql`${table.rtpBasisPoints} between 5000 and 10000`),
  ],
);

/**
 * A collection of games (spec §3 "issues", the lobby rows): its look, where it shows (home, the
 * lobby menu) and in which order. The games and their order are in `game_collection_games`.
 */
export const gameCollections = pgTable(
  "game_collections",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    titles: jsonb("titles").$type<LocalizedText>().notNull(),
    logo: text("logo"),
    bgColor: text("bg_color"),
    imageWeb: text("image_web"),
    imageMobile: text("image_mobile"),
    layout: text("layout", { enum: ["row", "featured"] })
      .notNull()
      .default("row"),
    /** Null: the spec §9 default for the slug. */
    rowsPerSlide: integer("rows_per_slide"),
    showOnHome: boolean("show_on_home").notNull().default(true),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("game_collections_slug_unique").on(table.slug),
    check(
      "game_collections_rows_check",
      sql`${table.rowsPerSlide} is null or ${table.rowsPerSlide} between 1 and 3`,
    ),
  ],
);

export const gameCollectionGames = pgTable(
  "game_collection_games",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => gameCollections.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.gameId] })],
);

export const playerFavoriteGames = pgTable(
  "player_favorite_games",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

/**
 * The catalogue built for one restriction group (`playerRestrictionIdsHash`), language (collection
 * and menu titles are worded in it) and app version, shared by every server process; rebuilt when
 * the catalogue's data changes (`revision`).
 */
export const gameCatalogueCache = pgTable(
  "game_catalogue_cache",
  {
    groupKey: text("group_key").notNull(),
    locale: text("locale").notNull(),
    versionApp: text("version_app").notNull(),
    revision: text("revision").notNull(),
    value: jsonb("value").notNull(),
    builtAt: instant("built_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupKey, table.locale] })],
);

/** Home banners (spec §7 `/rest/banners/home/`): `promo` ones slide, `static` ones stand beside. */
export const homeBanners = pgTable(
  "home_banners",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["promo", "static"] }).notNull(),
    titles: jsonb("titles").$type<LocalizedText>().notNull(),
    subtitles: jsonb("subtitles").$type<LocalizedText>(),
    ctas: jsonb("ctas").$type<LocalizedText>(),
    link: text("link"),
    imageWeb: text("image_web"),
    imageMobile: text("image_mobile"),
    bgColor: text("bg_color"),
    /** Shown to guests, players or both. */
    audience: text("audience", { enum: ["all", "guest", "player"] })
      .notNull()
      .default("all"),
    position: integer("position").notNull().default(0),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [index("home_banners_position_idx").on(table.position)],
);

/** The game of the week: the latest row whose week has started. */
export const gameOfWeek = pgTable(
  "game_of_week",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
    startsAt: instant("starts_at").notNull(),
  },
  (table) => [index("game_of_week_starts_idx").on(table.startsAt)],
);
