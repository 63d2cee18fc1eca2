/**
 * The player's house-studio rounds: the first page comes with the page (loader), older ones load
 * in the browser. A realtime `cash` message (a round moved the balance) invalidates
 * `gameHistoryKeys.all`.
 */
import { GameId } from "@reelhouse/contract";
import { studioApi } from "@reelhouse/contract/client";
import type { ClientResponse } from "@reelhouse/contract/endpoint";
import { findTitle } from "@reelhouse/games";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { type ApiVia, callApi } from "~/lib/api-client.ts";

export interface RoundFilter {
  gameId?: string;
}
export type RoundPage = ClientResponse<typeof studioApi.history>["data"];

export const gameHistoryKeys = {
  all: ["game-history"] as const,
  rounds: (filter: RoundFilter) => ["game-history", "rounds", filter] as const,
};

/** The filter a history URL asks for; a game the studio does not have is dropped rather than refused. */
export function roundFilterFrom(search: URLSearchParams): RoundFilter {
  const gameId = GameId.safeParse(search.get("game"));
  return gameId.success && findTitle(gameId.data) ? { gameId: gameId.data } : {};
}

export async function loadRoundPage(filter: RoundFilter, via: ApiVia, before?: string): Promise<RoundPage> {
  return (await callApi(studioApi.history, { query: { ...filter, before } }, via)).data;
}

export function roundHistoryQuery(filter: RoundFilter, firstPage: RoundPage) {
  return infiniteQueryOptions({
    queryKey: gameHistoryKeys.rounds(filter),
    queryFn: ({ pageParam }) => loadRoundPage(filter, {}, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [undefined] },
  });
}
