import type { HomeData } from "./api.ts";
import type { Catalogue } from "./catalogue.ts";

const MISSED_COLLECTION = "missedItGames";

/**
 * "You missed these" (spec §3 `missedItGames`) lists games the player has not been playing: the
 * ones they just played (by slug, `played`) are left out of it.
 */
export function withoutPlayedInMissed(
  data: HomeData,
  catalogue: Catalogue | null,
  played: readonly string[],
): HomeData {
  const missed = data.home.games.issues[MISSED_COLLECTION];
  if (!missed || !catalogue || played.length === 0) return data;
  const playedSlugs = new Set(played);
  const games = missed.games.filter((id) => !playedSlugs.has(catalogue.games[String(id)]?.slug ?? ""));
  if (games.length === missed.games.length) return data;
  const issues = { ...data.home.games.issues, [MISSED_COLLECTION]: { ...missed, games } };
  return { ...data, home: { ...data.home, games: { ...data.home.games, issues } } };
}
