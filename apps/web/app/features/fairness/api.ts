/**
 * The player's seed pairs and the round being verified. Rotating answers with the new pairs, which
 * become the query's data at once; it also reveals the server seed of every round played with the
 * old pair, so the round queries are fetched again.
 */
import {
  type Fairness,
  type Locale,
  type MathsVersions,
  type Round,
  RoundParams,
  type WebRequestContext,
} from "@reelhouse/contract";
import { fairnessApi, studioApi } from "@reelhouse/contract/client";
import type { MathsSheet } from "@reelhouse/games";
import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError, type ApiVia, callApi, viaServer } from "~/lib/api-client.ts";
import { loadQuery } from "~/lib/query-client.ts";

export const fairnessKeys = {
  all: ["fairness"] as const,
  seeds: ["fairness", "seeds"] as const,
  rounds: ["fairness", "rounds"] as const,
  round: (roundId: string) => ["fairness", "rounds", roundId] as const,
  /** A pair's rounds and nonces; under `rounds`, so a rotation fetches them again too. */
  pairRounds: (serverSeedHash: string) => ["fairness", "rounds", "pair", serverSeedHash] as const,
  /** The browser's check of a round; apart from `rounds`, so refetching a round does not redo it. */
  verification: (roundId: string) => ["fairness", "verification", roundId] as const,
  /** A title's published maths sheets; they never change, so nothing invalidates them. */
  mathsVersions: (gameId: string) => ["fairness", "maths", gameId] as const,
  mathsSheet: (gameId: string, version: number) => ["fairness", "maths", gameId, version] as const,
};

export function mathsVersionsQuery(gameId: string, via?: ApiVia) {
  return queryOptions({
    queryKey: fairnessKeys.mathsVersions(gameId),
    queryFn: async () => (await callApi(fairnessApi.mathsVersions, { params: { gameId } }, via)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A title's maths sheet at one version, as published: the data the verifier replays rounds from
 * (typed as the engine's sheet, which the server sends as it is).
 */
export function mathsSheetQuery(gameId: string, version: number, via?: ApiVia) {
  return queryOptions({
    queryKey: fairnessKeys.mathsSheet(gameId, version),
    queryFn: async (): Promise<MathsSheet> =>
      (await callApi(fairnessApi.mathsSheet, { params: { gameId, version } }, via)).data as MathsSheet,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The published sheets a round is replayed from: its recorded version's; for a round played before
 * rounds recorded it, every version the title publishes, the current one first (the verifier
 * finds the one that reproduces it). Empty when the title publishes none.
 */
export async function fetchSheetsForRound(client: QueryClient, round: Round): Promise<MathsSheet[]> {
  try {
    const versions =
      round.mathsVersion === null ? await unrecordedVersionOrder(client, round.gameId) : [round.mathsVersion];
    return await Promise.all(
      versions.map((version) => client.fetchQuery(mathsSheetQuery(round.gameId, version))),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

async function unrecordedVersionOrder(client: QueryClient, gameId: string): Promise<number[]> {
  const { current, versions } = await client.fetchQuery(mathsVersionsQuery(gameId));
  return [current, ...versions.filter((version) => version !== current).sort((a, b) => b - a)];
}

export interface MathsSheetPageData {
  versions: MathsVersions;
  sheet: MathsSheet;
}

/** /fairness/{game}: the title's sheet at `?version=` (the current one without it); null when there is none. */
export async function loadMathsSheetPage(
  context: WebRequestContext,
  locale: Locale,
  gameId: string,
  versionParam: string | null,
): Promise<MathsSheetPageData | null> {
  const via = viaServer(context, locale);
  try {
    const versions = await loadQuery(mathsVersionsQuery(gameId, via));
    const version = versionParam === null ? versions.current : Number(versionParam);
    if (!versions.versions.includes(version)) return null;
    return { versions, sheet: await loadQuery(mathsSheetQuery(gameId, version, via)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function seedsQuery(via?: ApiVia) {
  return queryOptions({
    queryKey: fairnessKeys.seeds,
    queryFn: async () => (await callApi(fairnessApi.get, {}, via)).data,
  });
}

export function roundQuery(roundId: string, via?: ApiVia) {
  return queryOptions({
    queryKey: fairnessKeys.round(roundId),
    queryFn: async () => (await callApi(studioApi.round, { params: { roundId } }, via)).data.round,
  });
}

export function pairRoundsQuery(serverSeedHash: string, via?: ApiVia) {
  return queryOptions({
    queryKey: fairnessKeys.pairRounds(serverSeedHash),
    queryFn: async () => (await callApi(fairnessApi.pairRounds, { params: { serverSeedHash } }, via)).data,
  });
}

/** The round a fairness URL asks to verify: none, one of the player's, or why it cannot be shown. */
export type RoundToVerify =
  | { roundId: null }
  | { roundId: string; round: Round }
  | { roundId: string; problem: "invalid" | "notFound" };

export type FairnessPageData =
  | { seeds: Fairness; verify: RoundToVerify }
  /** A guest: the page explains and replays rounds from pasted values; the round of `?round=` waits for a sign-in. */
  | { seeds: null; roundId: string | null };

/**
 * The page's data, for its loader: the player's seed pairs and the round of `?round=` if there is
 * one; a guest has neither.
 */
export async function loadFairnessPage(
  context: WebRequestContext,
  locale: Locale,
  roundParam: string | null,
): Promise<FairnessPageData> {
  if (context.session.isGuest) return { seeds: null, roundId: roundParam?.trim() || null };
  const via = viaServer(context, locale);
  const [seeds, verify] = await Promise.all([
    loadQuery(seedsQuery(via)),
    loadRoundToVerify(roundParam?.trim() ?? "", via),
  ]);
  return { seeds, verify };
}

async function loadRoundToVerify(roundId: string, via: ApiVia): Promise<RoundToVerify> {
  if (roundId === "") return { roundId: null };
  if (!RoundParams.safeParse({ roundId }).success) return { roundId, problem: "invalid" };
  try {
    return { roundId, round: await loadQuery(roundQuery(roundId, via)) };
  } catch (error) {
    // Another player's round is not found either: the server answers 404 for both.
    if (error instanceof ApiError && error.status === 404) return { roundId, problem: "notFound" };
    throw error;
  }
}

export const rotateSeedsMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["fairness", "rotate"],
    mutationFn: async (clientSeed: string | undefined) =>
      (
        await callApi(
          fairnessApi.rotate,
          { body: clientSeed === undefined ? {} : { clientSeed } },
          { locale },
        )
      ).data,
    onSuccess: async (seeds, _variables, _result, { client }) => {
      client.setQueryData(fairnessKeys.seeds, seeds);
      await client.invalidateQueries({ queryKey: fairnessKeys.rounds });
    },
  });
