/**
 * The studio's calls. A spin carries a fresh `Idempotency-Key`, and a spin or a next step that
 * failed on the way (no answer, or a gateway's 502–504) is sent again as it was, key included: the
 * server plays it once and answers the stored round to the resend, so a flaky connection neither
 * loses a round nor plays it twice. The player's free spins are one query, refetched when a
 * realtime message says they changed.
 */
import type {
  Currency,
  FreeSpins,
  GAME_MODE_SLUGS,
  GameSession,
  Locale,
  Round,
  SpinRequest,
  WebRequestContext,
} from "@reelhouse/contract";
import { accountsApi, studioApi } from "@reelhouse/contract/client";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, callApi, viaServer } from "~/lib/api-client.ts";

export interface RoundResult {
  round: Round;
  /** Minor units of each currency after the request. */
  balance: { coins: number; entries: number };
  /** A free spin's answer: its grant as the spin left it. */
  freeSpins?: FreeSpins | undefined;
}

/** What the game client asks the server for while playing. */
export interface RoundApi {
  spin(request: SpinRequest): Promise<RoundResult>;
  next(roundId: string, step: number): Promise<RoundResult>;
}

const RESEND_ATTEMPTS = 3;
const RESEND_DELAY_MS = 700;
const RESENDABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

function isResendable(error: unknown): boolean {
  return error instanceof ApiError && RESENDABLE_STATUSES.has(error.status);
}

async function resending<T>(send: () => Promise<T>, delayMs: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= RESEND_ATTEMPTS || !isResendable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}

export function createRoundApi(
  gameId: string,
  {
    newKey = () => crypto.randomUUID(),
    resendDelayMs = RESEND_DELAY_MS,
  }: { newKey?: () => string; resendDelayMs?: number } = {},
): RoundApi {
  return {
    spin(request) {
      const headers = { "idempotency-key": newKey() };
      return resending(
        async () => (await callApi(studioApi.spin, { params: { gameId }, body: request }, { headers })).data,
        resendDelayMs,
      );
    },
    next(roundId, step) {
      return resending(
        async () => (await callApi(studioApi.next, { params: { roundId }, body: { step } })).data,
        resendDelayMs,
      );
    },
  };
}

export async function loadSession(
  context: WebRequestContext,
  locale: Locale,
  gameId: string,
): Promise<GameSession> {
  return (await callApi(studioApi.session, { params: { gameId } }, viaServer(context, locale))).data;
}

/** One of the player's rounds, or null when it is not theirs or does not exist. */
export async function loadRound(
  context: WebRequestContext,
  locale: Locale,
  roundId: string,
): Promise<Round | null> {
  try {
    return (await callApi(studioApi.round, { params: { roundId } }, viaServer(context, locale))).data.round;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The game mode that plays with each currency (spec §1), by its slug in the switch's path. */
const MODE_OF_CURRENCY = {
  coins: "tournament-points",
  entries: "sweep-stakes",
} as const satisfies Record<Currency, keyof typeof GAME_MODE_SLUGS>;

/** Switches the player's game mode to the one that plays with `currency`. */
export function switchGameMode(currency: Currency, locale: Locale) {
  return callApi(accountsApi.switchGameMode, { params: { mode: MODE_OF_CURRENCY[currency] } }, { locale });
}

export const freeSpinsKeys = {
  all: ["free-spins"] as const,
};

/** The player's free spins that can be played now, soonest ending first. */
export function freeSpinsQuery() {
  return queryOptions({
    queryKey: freeSpinsKeys.all,
    queryFn: async (): Promise<FreeSpins[]> => (await callApi(studioApi.freeSpins)).data.freeSpins,
  });
}

/** The player's free spins of one game, read again (a grant arrived while the game is open). */
export async function loadGameFreeSpins(gameId: string): Promise<FreeSpins[]> {
  const { freeSpins } = (await callApi(studioApi.freeSpins)).data;
  return freeSpins.filter((grant) => grant.gameId === gameId);
}
