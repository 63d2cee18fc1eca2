/**
 * The player's free spins of this game, in the game client: the grants the session listed, kept
 * up to date from each free spin's answer and, when a realtime message says a grant of this game
 * arrived or finished, from the server's list; and the run through the grant being played
 * (free-spin-run.ts holds the rules).
 */
import type { Currency, ErrorReason, FreeSpins } from "@reelhouse/contract";
import { useCallback, useEffect, useReducer, useState } from "react";
import { ApiError } from "~/lib/api-client.ts";
import { useRealtimeMessage } from "~/lib/realtime/provider.tsx";
import { loadGameFreeSpins, type RoundApi, type RoundResult } from "./api.ts";
import {
  type FreeSpinRun,
  mergeFetchedGrants,
  offeredGrants,
  playableGrants,
  runRoundFinished,
  runSpinAnswered,
  runSpinFailed,
  runSpinStarted,
  startRun,
  withAnsweredGrant,
  withoutGrant,
} from "./free-spin-run.ts";
import type { RoundFailure } from "./round-flow.ts";

/** The answers that say a grant can no longer be played. */
const GRANT_GONE: ReadonlySet<ErrorReason> = new Set([
  "FREE_SPINS_EXPIRED",
  "FREE_SPINS_USED_UP",
  "FREE_SPINS_NOT_FOUND",
]);

/** Timers wait at most this long (a browser's longest timeout is about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export function useFreeSpins({
  gameId,
  currency,
  initial,
}: {
  gameId: string;
  currency: Currency;
  initial: readonly FreeSpins[];
}) {
  const [grants, setGrants] = useState<FreeSpins[]>(() => [...initial]);
  const [run, setRun] = useState<FreeSpinRun | null>(null);
  // Drawn again when the soonest grant ends, so an ended one stops being offered.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const now = Date.now();
  const playable = playableGrants(grants, now);

  const soonestEnd = playable[0] ? Date.parse(playable[0].endDate) : null;
  useEffect(() => {
    if (soonestEnd === null) return;
    const timer = setTimeout(redraw, Math.min(LONGEST_WAIT_MS, Math.max(0, soonestEnd - Date.now()) + 50));
    return () => clearTimeout(timer);
  }, [soonestEnd]);

  /** `api`, with each free spin's answer (or refusal) kept: its grant as the spin left it. */
  const withFreeSpinAnswers = useCallback(
    (api: RoundApi): RoundApi => ({
      async spin(request) {
        try {
          const result: RoundResult = await api.spin(request);
          const { freeSpins } = result;
          if (freeSpins) {
            setGrants((held) => withAnsweredGrant(held, freeSpins));
            setRun((current) =>
              current ? runSpinAnswered(current, freeSpins, result.round.status === "open") : current,
            );
          }
          return result;
        } catch (error) {
          const { freeSpinsId } = request;
          if (freeSpinsId && error instanceof ApiError && error.reason && GRANT_GONE.has(error.reason)) {
            setGrants((held) => withoutGrant(held, freeSpinsId));
            setRun((current) => (current?.spinsId === freeSpinsId ? null : current));
          }
          throw error;
        }
      },
      next: (roundId, step) => api.next(roundId, step),
    }),
    [],
  );

  const refetch = useCallback(() => {
    loadGameFreeSpins(gameId).then(
      (fetched) => setGrants((held) => mergeFetchedGrants(held, fetched)),
      (error: unknown) => console.warn("free spins: reading them again failed", error),
    );
  }, [gameId]);

  useRealtimeMessage("playerFreeSpin", ({ action, data }) => {
    if (data.gameId === gameId && action === "granted") refetch();
  });
  useRealtimeMessage("freeSpin", ({ action, data }) => {
    if (data.gameId !== gameId || action !== "finished") return;
    setGrants((held) => withoutGrant(held, data.freeSpinId));
    // Ended while waiting between spins (expired): the run stops; a spin playing ends as it is.
    setRun((current) =>
      current?.spinsId === data.freeSpinId && !current.playing && !current.isOver ? null : current,
    );
  });

  const offered = offeredGrants(
    playable.filter((grant) => grant.spinsId !== run?.spinsId),
    currency,
    now,
  );

  return {
    /** The run being played; null when the game plays for the player's own balance. */
    run,
    /** A grant to offer in the game's currency, and one in the other currency. */
    offered,
    start: useCallback((grant: FreeSpins) => setRun(startRun(grant)), []),
    /** Back to playing for the balance; the grant stays for later. */
    leave: useCallback(() => setRun(null), []),
    spinStarted: useCallback(() => setRun((current) => (current ? runSpinStarted(current) : current)), []),
    roundFinished: useCallback(
      (result: RoundResult) =>
        setRun((current) => (current ? runRoundFinished(current, result.round.totalWin) : current)),
      [],
    ),
    roundFailed: useCallback((failure: RoundFailure) => {
      // An interrupted round is still open and counts when it is resumed and ends.
      if (failure.kind !== "interrupted") setRun((current) => (current ? runSpinFailed(current) : current));
    }, []),
    withFreeSpinAnswers,
  };
}
