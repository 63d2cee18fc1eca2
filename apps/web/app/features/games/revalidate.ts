import type { ShouldRevalidateFunctionArgs } from "react-router";
import { differsOnlyIn, GAME_QUERY } from "~/lib/game-query.ts";

/** The lobby's `?category=`: one collection shown in place. */
export const CATEGORY_QUERY = "category";

/**
 * A games page's data is the same whichever game the modal shows and whichever collection the
 * lobby opens, so changing those (or a refresh of the header's balance) asks the server nothing.
 */
export function keepGamesPageData({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return differsOnlyIn(currentUrl, nextUrl, [GAME_QUERY, CATEGORY_QUERY]) ? false : defaultShouldRevalidate;
}
