import type { Locale } from "@reelhouse/contract";
import type { QueryClient } from "@tanstack/react-query";
import { catalogueQuery, gamesSessionQuery } from "./api.ts";
import { allGames, gamesByIds } from "./catalogue.ts";

/**
 * The game a new player is offered first (the welcome's "Play now"): the first of the popular games
 * in their own catalogue, else its first game; null when the catalogue cannot be read.
 */
export async function starterGameSlug(queryClient: QueryClient, locale: Locale): Promise<string | null> {
  const session = await queryClient.fetchQuery(gamesSessionQuery());
  const catalogue = await queryClient.fetchQuery(catalogueQuery(session.restrictionHash, locale));
  if (!catalogue) return null;
  const [popular] = gamesByIds(catalogue, catalogue.issueGamesIds.popularGames ?? []);
  return (popular ?? allGames(catalogue)[0])?.slug ?? null;
}
