import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { gamesRoutes } from "./routes.ts";
import {
  CachedGamesQuery,
  CachedGamesResponse,
  FavoriteGameParams,
  FavoriteGamesResponse,
  GamePlayParams,
  GamePlayResponse,
  GamesCatalogue,
  GamesQuery,
  HomeBannersResponse,
  HomePageResponse,
  StoreCachedGamesResponse,
} from "./schemas.ts";

/** Spec §7 Games, and the favourites the lobby's heart button needs (not shown in the spec). */
export const gamesEndpoints = {
  catalogue: defineEndpoint({
    ...gamesRoutes.catalogue,
    summary: "The games catalogue for a restriction group (games as an array)",
    tags: ["games"],
    query: GamesQuery,
    response: GamesCatalogue,
    errors: [400, 429],
  }),
  filters: defineEndpoint({
    ...gamesRoutes.filters,
    summary: "The fallback catalogue, for the caller's own restriction group",
    tags: ["games"],
    response: GamesCatalogue,
    errors: [429],
  }),
  cachedGames: defineEndpoint({
    ...gamesRoutes.cachedGames,
    summary: "The cached catalogue of a restriction group (games keyed by id), or null",
    tags: ["games"],
    query: CachedGamesQuery,
    response: CachedGamesResponse,
    errors: [400, 429],
  }),
  storeCachedGames: defineEndpoint({
    ...gamesRoutes.storeCachedGames,
    summary: "Offers a catalogue for a restriction group's cache; kept only if it is the server's own",
    tags: ["games"],
    query: CachedGamesQuery,
    // Checked by the §5 rules with the §8 messages, not by a schema, so each problem is named.
    body: z.unknown(),
    response: StoreCachedGamesResponse,
    errors: [400, 403, 409, 429],
  }),
  play: defineEndpoint({
    ...gamesRoutes.play,
    summary: "The launch URL of a game for the signed-in player",
    tags: ["games"],
    params: GamePlayParams,
    response: GamePlayResponse,
    errors: [401, 403, 404, 429],
  }),
  addFavorite: defineEndpoint({
    ...gamesRoutes.addFavorite,
    summary: "Adds a game to the player's favourites",
    tags: ["games"],
    params: FavoriteGameParams,
    response: FavoriteGamesResponse,
    errors: [400, 401, 404, 429],
  }),
  removeFavorite: defineEndpoint({
    ...gamesRoutes.removeFavorite,
    summary: "Removes a game from the player's favourites",
    tags: ["games"],
    params: FavoriteGameParams,
    response: FavoriteGamesResponse,
    errors: [400, 401, 429],
  }),
  homePage: defineEndpoint({
    ...gamesRoutes.homePage,
    summary: "The home page payload: collections, game of the week, jackpots, banners, last winners",
    tags: ["games"],
    response: HomePageResponse,
    errors: [429],
  }),
  homeBanners: defineEndpoint({
    ...gamesRoutes.homeBanners,
    summary: "The home banners and the preset package banner",
    tags: ["games"],
    response: HomeBannersResponse,
    errors: [429],
  }),
} as const;
