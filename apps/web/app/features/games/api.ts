/**
 * The games feature's calls: the visitor's games session (restriction group and favourites, from
 * app init), the catalogue (catalogue.ts), the home payload and banners, favourites and the launch
 * of a game. Loaders read them in process with `loadGamesPage`/`loadHome`; pages seed the browser's
 * cache with what their loader read, so the game modal and the favourites see the same data.
 */
import type { AppInitData, GameMode, Locale, WebRequestContext } from "@reelhouse/contract";
import { appInitApi, gamesApi } from "@reelhouse/contract/client";
import {
  HOME_SECTIONS_NOT_BUILT,
  type HomeBannersResponse,
  type HomePageResponse,
} from "@reelhouse/contract/games";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";
import { loadAppInit } from "~/lib/session.ts";
import type { Catalogue } from "./catalogue.ts";

/** What of app init the games need: the restriction group (cache key) and the favourites. */
export interface GamesSession {
  restrictionHash: string | null;
  favoriteGames: number[];
}

/** What a games page's loader hands its page. */
export interface GamesPageData {
  session: GamesSession;
  /** Null when no source answered with a valid catalogue (spec §8: logged, nothing else). */
  catalogue: Catalogue | null;
}

export type HomePayload = HomePageResponse["payload"];

export interface HomeData {
  home: HomePayload;
  banners: HomeBannersResponse["banners"];
}

/** The catalogue and the favourites change rarely; the browser asks again after this long. */
const GAMES_STALE_MS = 5 * 60_000;

export const gamesKeys = {
  all: ["games"] as const,
  session: ["games", "session"] as const,
  catalogue: (restrictionHash: string | null, locale: Locale) =>
    ["games", "catalogue", restrictionHash, locale] as const,
  home: (locale: Locale) => ["games", "home", locale] as const,
  banners: (locale: Locale) => ["games", "banners", locale] as const,
  launch: (slug: string, mode: GameMode) => ["games", "launch", slug, mode] as const,
};

export function gamesSessionFrom(init: AppInitData | null): GamesSession {
  return {
    restrictionHash: init?.playerRestrictionIdsHash || null,
    favoriteGames: init?.favoriteGames ?? [],
  };
}

export function gamesSessionQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: gamesKeys.session,
    queryFn: async () => gamesSessionFrom((await callApi(appInitApi.getAppInit, {}, via)).data),
    staleTime: GAMES_STALE_MS,
  });
}

/** The catalogue names its collections and menu in the page's language. */
export function catalogueQuery(restrictionHash: string | null, locale: Locale, via?: ApiVia) {
  return queryOptions({
    queryKey: gamesKeys.catalogue(restrictionHash, locale),
    // Loaded when first asked for, so the §5 rules and schemas are not in the pages' first scripts.
    queryFn: async () => {
      const { fetchGamesCatalogue } = await import("./catalogue-source.ts");
      return fetchGamesCatalogue(restrictionHash, via ?? { locale });
    },
    staleTime: GAMES_STALE_MS,
  });
}

/** Sections the server has not filled are empty, as the contract promises; a failed read looks the same. */
export const EMPTY_HOME: HomePayload = {
  games: { issues: {}, collections: [] },
  gameOfWeek: null,
  jackpots: [],
  banners: [],
  lastWinners: [],
  promotions: [],
  packages: [],
  ...HOME_SECTIONS_NOT_BUILT,
};

export function homePageQuery(locale: Locale, via?: ApiVia) {
  return queryOptions({
    queryKey: gamesKeys.home(locale),
    queryFn: async () => (await callApi(gamesApi.homePage, {}, via ?? { locale })).payload,
    staleTime: GAMES_STALE_MS,
  });
}

export function homeBannersQuery(locale: Locale, via?: ApiVia) {
  return queryOptions({
    queryKey: gamesKeys.banners(locale),
    queryFn: async () => (await callApi(gamesApi.homeBanners, {}, via ?? { locale })).banners,
    staleTime: GAMES_STALE_MS,
  });
}

/** Spec §4: a failed read is logged and the page goes on with the default value. */
async function orDefault<T>(read: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.error(`${what} failed`, error);
    return fallback;
  }
}

/**
 * A games page's data in a loader: app init (the root's own read, shared within the request) for
 * the restriction group and the favourites, then the catalogue by the §7 flow.
 */
export async function loadGamesPage(context: WebRequestContext, locale: Locale): Promise<GamesPageData> {
  const session = gamesSessionFrom(await loadAppInit(context, locale));
  const catalogue = await loadQuery(
    catalogueQuery(session.restrictionHash, locale, viaServer(context, locale)),
  );
  return { session, catalogue };
}

/** The home payload and banners in a loader; each falls back to empty on its own. */
export async function loadHome(context: WebRequestContext, locale: Locale): Promise<HomeData> {
  const via = viaServer(context, locale);
  const [home, banners] = await Promise.all([
    orDefault(loadQuery(homePageQuery(locale, via)), EMPTY_HOME, "home page"),
    orDefault(loadQuery(homeBannersQuery(locale, via)), [], "home banners"),
  ]);
  return { home, banners };
}

/**
 * Where the game frame opens the game. The server launches it in the player's current mode, so the
 * mode is part of the key: a switch launches again.
 */
export function launchQuery(slug: string, mode: GameMode, via?: ApiVia) {
  return queryOptions({
    queryKey: gamesKeys.launch(slug, mode),
    queryFn: async () => (await callApi(gamesApi.play, { params: { slug } }, via)).data.url,
    // The frame keeps the URL it loaded; a provider's URL carries a fresh token, so a launch is
    // never reused once its page is gone.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function loadLaunchUrl(
  context: WebRequestContext,
  locale: Locale,
  slug: string,
  mode: GameMode,
): Promise<string> {
  return loadQuery(launchQuery(slug, mode, viaServer(context, locale)));
}

export interface FavoriteChange {
  gameId: number;
  isFavorite: boolean;
}

/**
 * Adds or removes a favourite: the heart changes at once, the server's list replaces it when it
 * answers, and a failure puts the previous list back. One scope, so a quick on-off-on reaches the
 * server in the order it was pressed.
 */
export const favoriteMutation = (queryClient: QueryClient, locale: Locale) =>
  mutationOptions({
    mutationKey: ["games", "favorite"],
    scope: { id: "games-favorites" },
    mutationFn: async ({ gameId, isFavorite }: FavoriteChange) =>
      (
        await callApi(
          isFavorite ? gamesApi.addFavorite : gamesApi.removeFavorite,
          { params: { gameId } },
          { locale },
        )
      ).favoriteGames,
    onMutate: async ({ gameId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: gamesKeys.session });
      const previous = queryClient.getQueryData<GamesSession>(gamesKeys.session);
      queryClient.setQueryData<GamesSession>(gamesKeys.session, (session) =>
        session
          ? {
              ...session,
              favoriteGames: isFavorite
                ? [...session.favoriteGames.filter((id) => id !== gameId), gameId]
                : session.favoriteGames.filter((id) => id !== gameId),
            }
          : session,
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(gamesKeys.session, context.previous);
    },
    onSuccess: (favoriteGames) =>
      queryClient.setQueryData<GamesSession>(gamesKeys.session, (session) =>
        session ? { ...session, favoriteGames } : session,
      ),
  });
