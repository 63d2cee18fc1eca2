/**
 * The games catalogue as the site gets it (spec §7, §8), the same way in a loader (in process) and
 * in the browser (`fetch`):
 *
 * 1. No `playerRestrictionIdsHash` in app init: log 'Games cache error: playerRestrictionIdsHash not
 *    found' and take `/rest/get-game-filters/` directly.
 * 2. The restriction group's cached catalogue (`get-cached-games`), used when it passes the §5 rules
 *    for a cached payload; a cached value that does not is logged 'Cached games from BE not valid'.
 *    Nothing cached yet (`value: null`) is a plain miss.
 * 3. Otherwise the public catalogue (`/api/rest/games`, `versionApp` with underscores), offered back
 *    to the group's cache keyed by id; a response that does not pass is logged 'Games response from
 *    BE not valid' and the filters are taken instead.
 *
 * Every payload is checked with the §5 rules before use: a failing one is logged as 'Games error'
 * with its problems and rejected whole. A request that fails is logged and counts as no answer
 * (spec §8 "store fetch failures"); when no source answers, the catalogue is `null` and the pages
 * say the games are unavailable.
 */
import { APP_VERSION } from "@reelhouse/contract";
import {
  CachedGamesCatalogue,
  GAMES_CACHE_ERRORS,
  GAMES_ERROR,
  type Game,
  GamesCatalogue,
  gamesEndpoints,
  validateGamesPayload,
} from "@reelhouse/contract/games";
import { z } from "zod";
import { ApiError, type ApiVia, callApi } from "~/lib/api-client.ts";

/** The catalogue the pages use: games keyed by id, as the cache keeps it. */
export type Catalogue = CachedGamesCatalogue;

/** Spec §7: the app version with dots as underscores (`1_7_2`). */
export const VERSION_APP = APP_VERSION.replaceAll(".", "_");

/** The §7 group of the public catalogue. */
export const PUBLIC_GROUP = "public";

// The same calls with their answers unparsed: the §5 rules name each problem before any schema runs.
const raw = {
  catalogue: { ...gamesEndpoints.catalogue, response: z.unknown() },
  filters: { ...gamesEndpoints.filters, response: z.unknown() },
  cachedGames: {
    ...gamesEndpoints.cachedGames,
    response: z.object({ games: z.object({ value: z.unknown() }) }),
  },
};

/** The payload when it passes the §5 rules and the contract's schema; otherwise logged and null. */
export function acceptGamesPayload(payload: unknown, { cached }: { cached: true }): Catalogue | null;
export function acceptGamesPayload(payload: unknown, { cached }: { cached: false }): GamesCatalogue | null;
export function acceptGamesPayload(
  payload: unknown,
  { cached }: { cached: boolean },
): Catalogue | GamesCatalogue | null {
  const problems = validateGamesPayload(payload, { cached });
  if (problems.length > 0) {
    console.error(GAMES_ERROR, problems);
    return null;
  }
  const parsed = (cached ? CachedGamesCatalogue : GamesCatalogue).safeParse(payload);
  if (!parsed.success) {
    console.error(
      GAMES_ERROR,
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
    return null;
  }
  return parsed.data;
}

/** A catalogue as the cache keeps it: games keyed by id. */
export function toCachedCatalogue(catalogue: GamesCatalogue): Catalogue {
  return { ...catalogue, games: Object.fromEntries(catalogue.games.map((game) => [String(game.id), game])) };
}

/** The answer of a call, or null when it failed (logged). */
async function answerOf<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function fromFilters(via: ApiVia): Promise<Catalogue | null> {
  const payload = await answerOf(() => callApi(raw.filters, {}, via));
  const catalogue = payload === null ? null : acceptGamesPayload(payload, { cached: false });
  return catalogue ? toCachedCatalogue(catalogue) : null;
}

async function fromCache(groupKey: string, via: ApiVia): Promise<Catalogue | null> {
  const answer = await answerOf(() => callApi(raw.cachedGames, { query: { groupKey } }, via));
  const value = answer?.games.value;
  if (value === null || value === undefined) return null;
  const catalogue = acceptGamesPayload(value, { cached: true });
  if (!catalogue) console.error(GAMES_CACHE_ERRORS.cachedFromBackendNotValid);
  return catalogue;
}

/**
 * Offers the catalogue to the group's cache. The page does not wait for it; the server keeps only
 * a catalogue it would have built itself, so a refusal (4xx) is an answer, not a failure.
 */
function offerToCache(groupKey: string, catalogue: Catalogue, via: ApiVia): void {
  callApi(gamesEndpoints.storeCachedGames, { query: { groupKey }, body: catalogue }, via).catch((error) => {
    if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) console.error(error);
  });
}

/** The visitor's catalogue by the §7 flow above; `restrictionHash` is app init's `playerRestrictionIdsHash`. */
export async function fetchGamesCatalogue(
  restrictionHash: string | null,
  via: ApiVia = {},
): Promise<Catalogue | null> {
  if (!restrictionHash) {
    console.error(GAMES_CACHE_ERRORS.noRestrictionHash);
    return fromFilters(via);
  }
  const cached = await fromCache(restrictionHash, via);
  if (cached) return cached;

  const payload = await answerOf(() =>
    callApi(raw.catalogue, { query: { groupKey: PUBLIC_GROUP, versionApp: VERSION_APP } }, via),
  );
  const direct = payload === null ? null : acceptGamesPayload(payload, { cached: false });
  if (!direct) {
    console.error(GAMES_CACHE_ERRORS.responseNotValid);
    return fromFilters(via);
  }
  const catalogue = toCachedCatalogue(direct);
  offerToCache(restrictionHash, catalogue, via);
  return catalogue;
}

/** The games of `ids` that the catalogue has, in that order. */
export function gamesByIds(catalogue: Catalogue, ids: readonly number[]): Game[] {
  return ids.flatMap((id) => catalogue.games[String(id)] ?? []);
}

/** Every game in the catalogue's order: its `allGames` list when it has one, else as keyed. */
export function allGames(catalogue: Catalogue): Game[] {
  const order = catalogue.issueGamesIds.allGames;
  return order ? gamesByIds(catalogue, order) : Object.values(catalogue.games);
}

export function findGameBySlug(catalogue: Catalogue, slug: string): Game | undefined {
  return Object.values(catalogue.games).find((game) => game.slug === slug);
}

/** A provider's display name from its slug (the slug itself for one the catalogue does not list). */
export function providerName(catalogue: Catalogue, slug: string): string {
  return catalogue.providers.find((provider) => provider.slug === slug)?.name ?? slug;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The lobby's search: games whose name or provider contains every word typed, ignoring case and
 * accents, in the catalogue's order.
 */
export function searchGames(catalogue: Catalogue, query: string): Game[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return allGames(catalogue).filter((game) => {
    const text = fold(`${game.name} ${providerName(catalogue, game.provider)}`);
    return words.every((word) => text.includes(word));
  });
}
