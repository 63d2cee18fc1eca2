import type { Locale } from "@reelhouse/contract";
import { gamesApi } from "@reelhouse/contract/client";
import { callApi } from "./api-client.ts";

/**
 * The game a new player is offered first (the welcome's "Play now"): the first of the popular games
 * in the catalogue of the player's own restriction group (spec §7 `get-game-filters`), else its
 * first game; null when there is none.
 */
export async function starterGameSlug(locale: Locale): Promise<string | null> {
  const catalogue = await callApi(gamesApi.filters, {}, { locale });
  const [first] = catalogue.issueGamesIds.popularGames ?? catalogue.issueGamesIds.allGames ?? [];
  const game = first === undefined ? catalogue.games[0] : catalogue.games.find(({ id }) => id === first);
  return game?.slug ?? null;
}
