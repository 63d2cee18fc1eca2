/**
 * The races' calls (spec §7 "Tournaments"): the race running now (of one kind, or the one that
 * counts a game), the races to come and the finished ones a page at a time, and joining. Every key
 * sits under `tournamentsKeys.all`, so a `tournament` message read anywhere refreshes all of it.
 */
import type { Locale, Tournament, WebRequestContext } from "@reelhouse/contract";
import { tournamentsApi } from "@reelhouse/contract/client";
import type { ClientResponse } from "@reelhouse/contract/endpoint";
import { infiniteQueryOptions, mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

/** Solo races live on /races, team races on /group-races. */
export type RaceMode = "solo" | "team";
export type TournamentPage = ClientResponse<typeof tournamentsApi.getNextTournaments>["data"];
export type RaceList = "next" | "history";

/** Spec §9: tournament lists show 8 a page on the races pages. */
export const RACES_PAGE_SIZE = 8;

export const tournamentsKeys = {
  all: ["tournaments"] as const,
  current: (mode: RaceMode) => ["tournaments", "current", mode] as const,
  forGame: (gameId: number) => ["tournaments", "game", gameId] as const,
  list: (list: RaceList, mode: RaceMode) => ["tournaments", list, mode] as const,
};

/** The lists' and the current race's `teamMode` (a query string: "true" or "false"). */
const teamMode = (mode: RaceMode) => (mode === "team" ? "true" : "false");

/** The race of this kind running now, else the next one to start; null when there is neither. */
export function currentRaceQuery(mode: RaceMode, via?: ApiVia) {
  return queryOptions({
    queryKey: tournamentsKeys.current(mode),
    queryFn: async (): Promise<Tournament | null> => {
      const running = (
        await callApi(tournamentsApi.getTournament, { query: { teamMode: teamMode(mode) } }, via)
      ).data;
      // Only a race of the page's kind: the other kind has its own page.
      if (running && running.isTeamBased === (mode === "team")) return running;
      const next = await callApi(
        tournamentsApi.getNextTournaments,
        { query: { limit: 1, offset: 0, teamMode: teamMode(mode) } },
        via,
      );
      return next.data.tournaments[0] ?? null;
    },
  });
}

/** The running race that counts this game's rounds, for the game page's race bar. */
export function gameRaceQuery(gameId: number) {
  return queryOptions({
    queryKey: tournamentsKeys.forGame(gameId),
    queryFn: async (): Promise<Tournament | null> =>
      (await callApi(tournamentsApi.getTournament, { query: { gameId } })).data,
  });
}

async function loadRacePage(list: RaceList, mode: RaceMode, offset: number, via?: ApiVia) {
  const endpoint = list === "next" ? tournamentsApi.getNextTournaments : tournamentsApi.getTournamentsHistory;
  const query = { limit: RACES_PAGE_SIZE, offset, teamMode: teamMode(mode) };
  return (await callApi(endpoint, { query }, via)).data;
}

/** Races to come or finished ones, 8 at a time ("Show more" asks for the next 8). */
export function raceListQuery(list: RaceList, mode: RaceMode, firstPage: TournamentPage) {
  return infiniteQueryOptions({
    queryKey: tournamentsKeys.list(list, mode),
    queryFn: ({ pageParam }) => loadRacePage(list, mode, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => {
      const loaded = pages.reduce((count, each) => count + each.tournaments.length, 0);
      return page.tournaments.length > 0 && loaded < page.total ? loaded : undefined;
    },
    initialData: { pages: [firstPage], pageParams: [0] },
  });
}

export interface RacesPageData {
  mode: RaceMode;
  current: Tournament | null;
  next: TournamentPage;
  history: TournamentPage;
}

/** What /races and /group-races render first: the current race and the first page of each list. */
export async function loadRacesPage(
  context: WebRequestContext,
  locale: Locale,
  mode: RaceMode,
): Promise<RacesPageData> {
  const via = viaServer(context, locale);
  const [current, next, history] = await Promise.all([
    loadQuery(currentRaceQuery(mode, via)),
    loadRacePage("next", mode, 0, via),
    loadRacePage("history", mode, 0, via),
  ]);
  return { mode, current, next, history };
}

/**
 * The solo race on now (or next) for another page's card; the page stands without it when the
 * races cannot be read.
 */
export async function loadCurrentRace(
  context: WebRequestContext,
  locale: Locale,
): Promise<Tournament | null> {
  try {
    return await loadQuery(currentRaceQuery("solo", viaServer(context, locale)));
  } catch (error) {
    console.warn("races: the current race could not be read for the promotions page", error);
    return null;
  }
}

/** Joins a race (a team race: the team picked, or the smallest); the race is read again after. */
export const joinRaceMutation = (locale: Locale, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["tournaments", "join"],
    mutationFn: ({ id, teamId }: { id: number; teamId?: number }) =>
      callApi(
        tournamentsApi.subscribeTournament,
        { params: { id: String(id) }, query: teamId === undefined ? {} : { teamId } },
        { locale },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.all }),
  });
