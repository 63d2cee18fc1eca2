/**
 * The games' plain values, apart from the schemas (schemas.ts) so a page can use them without
 * loading zod.
 */
import type { HomePageResponse } from "./schemas.ts";

/** Spec §3 game lists: the collections the lobby knows, in the spec's spelling. */
export const COLLECTION_SLUGS = [
  "jackpot",
  "holdNLink",
  "popularGames",
  "hotGames",
  "newGames",
  "fishing",
  "featuredGames",
  "bonusBuyGames",
  "missedItGames",
  "recommend",
  "intoTheWild",
] as const;

/** Spec §9: how many rows of tiles one slide of a home row holds; 2 for any collection not listed. */
export const HOME_ROWS_PER_SLIDE: Readonly<Record<string, number>> = {
  allGames: 3,
  popularGames: 3,
  weeklySpecials: 1,
  fishing: 1,
  rapidLink: 1,
  topGames: 1,
  bonusCombo: 1,
};
export const rowsPerSlide = (slug: string): number => HOME_ROWS_PER_SLIDE[slug] ?? 2;

/** Spec §9: skeleton tiles shown while games load. */
export const GAME_SKELETON_COUNT = 16;

/** How much a game's wins swing, from small and frequent to rare and large. */
export const VOLATILITY_CLASSES = ["low", "medium", "high", "very-high"] as const;

/** The home payload's sections whose features are not built yet: always present, always empty. */
export const HOME_SECTIONS_NOT_BUILT = {
  questData: null,
  infoPlate: null,
  promoBanners: [],
  schemeSections: [],
  schemaBanners: [],
} as const satisfies Partial<HomePageResponse["payload"]>;
