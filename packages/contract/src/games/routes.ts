/**
 * Where each games call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `gamesApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { gamesEndpoints } from "./endpoints.ts";

export const gamesRoutes = {
  catalogue: { method: "GET", path: "/api/rest/games" },
  filters: { method: "GET", path: "/rest/get-game-filters/" },
  cachedGames: { method: "GET", path: "/api/rest/games/get-cached-games" },
  storeCachedGames: { method: "POST", path: "/api/rest/games/cached-games" },
  play: { method: "GET", path: "/rest/game/:slug/play/" },
  addFavorite: { method: "POST", path: "/rest/player/favorite-games/:gameId/" },
  removeFavorite: { method: "DELETE", path: "/rest/player/favorite-games/:gameId/" },
  homePage: { method: "GET", path: "/rest/page/home/" },
  homeBanners: { method: "GET", path: "/rest/banners/home/" },
} as const satisfies RouteTable;

export const gamesApi = typeRoutes<typeof gamesEndpoints>(gamesRoutes);
