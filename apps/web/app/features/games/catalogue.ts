/**
 * The games catalogue as the pages read it: games keyed by id (as the cache keeps it), looked up,
 * ordered and searched. Where it comes from is `catalogue-source.ts`, loaded only when one is read.
 */
import type { CachedGamesCatalogue, Game, GamesCatalogue } from "@reelhouse/contract/games";

/** The catalogue the pages use: games keyed by id, as the cache keeps it. */
export type Catalogue = CachedGamesCatalogue;

/** A catalogue as the cache keeps it: games keyed by id. */
export function toCachedCatalogue(catalogue: GamesCatalogue): Catalogue {
  return { ...catalogue, games: Object.fromEntries(catalogue.games.map((game) => [String(game.id), game])) };
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
