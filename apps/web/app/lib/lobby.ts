import { type ThemeId, themeHas } from "@reelhouse/contract/themes";

/**
 * Where a theme's lobby is (spec §6): its own `/lobby` page, or the home for the themes without a
 * lobby page (tao, funrize), whose home carries the lobby's search and categories instead.
 */
export function lobbyPath(theme: ThemeId): "/lobby" | "/" {
  return themeHas(theme, "lobbyPage") ? "/lobby" : "/";
}
