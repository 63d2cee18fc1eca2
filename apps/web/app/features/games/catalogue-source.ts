/**
 * Where the games catalogue comes from (spec §7, §8), the same way in a loader (in process) and in
 * the browser (`fetch`). Pages load this module only when they read a catalogue, so its rules and
 * schemas stay off their first load. The steps:
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
import { gamesApi } from "@reelhouse/contract/client";
import {
  CachedGamesCatalogue,
  GAMES_CACHE_ERRORS,
  GAMES_ERROR,
  GamesCatalogue,
  validateGamesPayload,
} from "@reelhouse/contract/games";
import { ApiError, type ApiVia, callApi } from "~/lib/api-client.ts";
import { type Catalogue, toCachedCatalogue } from "./catalogue.ts";

/** Spec §7: the app version with dots as underscores (`1_7_2`). */
export const VERSION_APP = APP_VERSION.replaceAll(".", "_");

/** The §7 group of the public catalogue. */
export const PUBLIC_GROUP = "public";

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

/**
 * The answer of a call, or null when it failed (logged). Catalogue payloads are read as `unknown`:
 * the §5 rules name each problem before anything else looks at them.
 */
async function answerOf<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    console.error(error);
    return null;
  }
}

async function fromFilters(via: ApiVia): Promise<Catalogue | null> {
  const payload = await answerOf<unknown>(() => callApi(gamesApi.filters, {}, via));
  const catalogue = payload === null ? null : acceptGamesPayload(payload, { cached: false });
  return catalogue ? toCachedCatalogue(catalogue) : null;
}

async function fromCache(groupKey: string, via: ApiVia): Promise<Catalogue | null> {
  const answer = await answerOf(() => callApi(gamesApi.cachedGames, { query: { groupKey } }, via));
  const value: unknown = answer?.games.value;
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
  callApi(gamesApi.storeCachedGames, { query: { groupKey }, body: catalogue }, via).catch((error) => {
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

  const payload = await answerOf<unknown>(() =>
    callApi(gamesApi.catalogue, { query: { groupKey: PUBLIC_GROUP, versionApp: VERSION_APP } }, via),
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
