/**
 * The games catalogue (spec §3, §7): games keyed by id, providers, collections ("issues") with the
 * ids of their games, the lobby menu, and the home page payload built from them. A catalogue is the
 * same for every player of one restriction group (`playerRestrictionIdsHash`); whether a game is a
 * player's favourite comes from app init `favoriteGames`, so a cached catalogue is never personal.
 */
import { z } from "zod";
import { CashierPackage } from "../cashier/schemas.ts";
import { Int4IdParam } from "../ids.ts";
import { JackpotTier } from "../jackpots/schemas.ts";
import { Currency } from "../money.ts";
import { PromotionCard } from "../promotions/schemas.ts";
import { COLLECTION_SLUGS, VOLATILITY_CLASSES } from "./constants.ts";

export const CollectionSlug = z.enum(COLLECTION_SLUGS);
export type CollectionSlug = z.infer<typeof CollectionSlug>;

export const GameSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const Volatility = z.enum(VOLATILITY_CLASSES);

/** One game of the catalogue. Images are webp at densities 1 and 2 (spec §9). */
export const Game = z.object({
  id: z.number().int().positive(),
  slug: GameSlug,
  name: z.string().min(1),
  /** The provider's slug (`reelhouse` for the house studio). */
  provider: z.string().min(1),
  img: z.string().min(1),
  img2x: z.string().min(1),
  logo: z.string().nullable(),
  /** Declared return to player in percent, two decimals (96.53). */
  rtp: z.number().positive().max(100),
  volatility: Volatility,
  hasBonusBuy: z.boolean(),
  hasJackpot: z.boolean(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** Whether it can be played in each currency where the player is. */
  currencies: z.object({ coins: z.boolean(), entries: z.boolean() }),
  /** Always false in a catalogue; the client marks favourites from app init `favoriteGames`. */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof Game>;

export const GameProvider = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  logo: z.string().nullable(),
});
export type GameProvider = z.infer<typeof GameProvider>;

/** A collection's presentation (spec §3 home payload `games.issues`): its games are in `issueGamesIds`. */
export const GameCollection = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  logo: z.string().nullable(),
  bg_color: z.string().nullable(),
  imageWeb: z.string().nullable(),
  imageMobile: z.string().nullable(),
  /** How the lobby draws the row: `rows` of tiles per slide, `featured` large tiles. */
  componentOption: z.object({
    rowsPerSlide: z.number().int().min(1).max(3),
    layout: z.enum(["row", "featured"]),
  }),
});
export type GameCollection = z.infer<typeof GameCollection>;

/** A lobby menu entry: a collection, a provider page or the favourites. */
export const GameMenuItem = z.object({
  kind: z.enum(["collection", "provider", "favorites", "all"]),
  slug: z.string().min(1),
  title: z.string().min(1),
});
export type GameMenuItem = z.infer<typeof GameMenuItem>;

/**
 * The catalogue as `/api/rest/games` and `/rest/get-game-filters/` send it: `games` is an array.
 * A cached catalogue (`get-cached-games`, `cached-games`) keys `games` by id instead.
 */
export const GamesCatalogue = z.object({
  games: z.array(Game),
  providers: z.array(GameProvider),
  issues: z.record(z.string(), GameCollection),
  issueGamesIds: z.record(z.string(), z.array(z.number().int())),
  providerGamesIds: z.record(z.string(), z.array(z.number().int())),
  menu: z.array(GameMenuItem),
  /** The restriction group this catalogue was built for (`public` when none). */
  groupKey: z.string(),
});
export type GamesCatalogue = z.infer<typeof GamesCatalogue>;

export const CachedGamesCatalogue = GamesCatalogue.extend({ games: z.record(z.string(), Game) });
export type CachedGamesCatalogue = z.infer<typeof CachedGamesCatalogue>;

/** Spec §7: versionApp is the app version with dots as underscores (`1_7_2`). */
export const GamesQuery = z.object({
  groupKey: z.string().min(1).max(64),
  versionApp: z.string().regex(/^\d+(?:_\d+)*$/),
});
export const CachedGamesQuery = z.object({ groupKey: z.string().min(1).max(64) });

/** `games.value` is null while nothing is cached for the group. */
export const CachedGamesResponse = z.object({ games: z.object({ value: CachedGamesCatalogue.nullable() }) });
export type CachedGamesResponse = z.infer<typeof CachedGamesResponse>;

export const StoreCachedGamesResponse = z.object({ success: z.literal(true) });

export const GamePlayParams = z.object({ slug: GameSlug });
/** The launch: `url` is what the game frame loads (a house title, or a provider's with a token). */
export const GamePlayResponse = z.object({
  success: z.literal(true),
  data: z.object({ gameId: z.number().int(), slug: GameSlug, provider: z.string(), url: z.string().min(1) }),
});
export type GamePlayResponse = z.infer<typeof GamePlayResponse>;

export const FavoriteGameParams = z.object({ gameId: Int4IdParam });
export const FavoriteGamesResponse = z.object({
  success: z.literal(true),
  favoriteGames: z.array(z.number().int()),
});
export type FavoriteGamesResponse = z.infer<typeof FavoriteGamesResponse>;

/** A recent win shown on the home page; the player's name is shortened ("Maria G."). */
export const LastWinner = z.object({
  id: z.string(),
  playerName: z.string(),
  gameId: z.number().int(),
  slug: GameSlug,
  gameName: z.string(),
  currency: Currency,
  amount: z.number().int().nonnegative(),
  multiplier: z.number().nonnegative(),
  /** The jackpot tier the win was, or null for a big win of the game itself. */
  jackpot: JackpotTier.nullable(),
  at: z.string().datetime(),
});
export type LastWinner = z.infer<typeof LastWinner>;

/** A progressive jackpot on the ticker: the tier's pool now, in minor units of each currency. */
export const JackpotTickerItem = z.object({
  tier: JackpotTier,
  coins: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
});
export type JackpotTickerItem = z.infer<typeof JackpotTickerItem>;

export const Banner = z.object({
  id: z.string(),
  /** `promo` banners slide; `static` ones stand beside the slider on wide screens (spec §9). */
  kind: z.enum(["promo", "static", "bannerPresetPackage"]),
  title: z.string(),
  subtitle: z.string().nullable(),
  cta: z.string().nullable(),
  /** Where the button leads: a path inside the site. */
  link: z.string().nullable(),
  imageWeb: z.string().nullable(),
  imageMobile: z.string().nullable(),
  bg_color: z.string().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const HomeBannersResponse = z.object({
  /** The cashier's featured offer for the visitor (app init `bannerPresetPackage`), shown as a banner. */
  bannerPresetPackage: CashierPackage.nullable(),
  banners: z.array(Banner),
});
export type HomeBannersResponse = z.infer<typeof HomeBannersResponse>;

export const HomeCollection = GameCollection.extend({ games: z.array(z.number().int()) });

/** Spec §3 home page payload; sections not built yet are empty, never missing. */
export const HomePageResponse = z.object({
  seo: z.object({ title: z.string(), description: z.string() }),
  payload: z.object({
    games: z.object({
      issues: z.record(z.string(), HomeCollection),
      /** The collection slugs in the order the home shows them. */
      collections: z.array(z.string()),
    }),
    gameOfWeek: z.object({ gameId: z.number().int(), slug: GameSlug, description: z.string() }).nullable(),
    jackpots: z.array(JackpotTickerItem),
    banners: z.array(Banner),
    lastWinners: z.array(LastWinner),
    questData: z.unknown().nullable(),
    infoPlate: z.unknown().nullable(),
    /** The promotions the theme runs, as the player stands in each (as on `/promotions`); none for a guest. */
    promotions: z.array(PromotionCard),
    promoBanners: z.array(z.unknown()),
    schemeSections: z.array(z.unknown()),
    /** The coin packages on sale to the visitor, as the cashier lists them (bundles and wheel spins apart), for quick buy. */
    packages: z.array(CashierPackage),
    schemaBanners: z.array(z.unknown()),
  }),
});
export type HomePageResponse = z.infer<typeof HomePageResponse>;
