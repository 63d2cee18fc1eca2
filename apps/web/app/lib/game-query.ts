/**
 * Spec §2: `game` in a page's query opens the game modal over that page. Opening or closing it is
 * not a navigation to another page, so loaders are not asked again: the modal shows at once.
 */
import { stripLocale } from "./locale.ts";

export const GAME_QUERY = "game";

/** Whether two URLs are the same page with the same query, apart from the parameters named. */
export function differsOnlyIn(current: URL, next: URL, names: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of names) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(current) === rest(next);
}

/** The game modal opening, closing or changing game; on `/game` the parameter is the page's game. */
export function isGameModalChange(current: URL, next: URL): boolean {
  return (
    stripLocale(next.pathname).replace(/\/+$/, "") !== "/game" &&
    current.searchParams.get(GAME_QUERY) !== next.searchParams.get(GAME_QUERY) &&
    differsOnlyIn(current, next, [GAME_QUERY])
  );
}
