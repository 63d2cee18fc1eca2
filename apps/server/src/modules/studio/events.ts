/**
 * What the studio writes to the outbox: a player's free spins granted, one of them played, and a
 * grant whose end date passed with spins left. Each is written in the transaction of its change;
 * the player's tabs hear them as spec §7's `freeSpin` and `playerFreeSpin` messages and refetch
 * their free spins.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

const grant = { spinsId: z.uuid(), gameId: z.string() };

export const FreeSpinsGranted = defineEvent(
  "studio.free-spins-granted",
  z.object({ ...grant, spinsTotal: z.number().int().positive() }),
);

/** One spin of a grant played; `spinsRemain` 0 is its last. */
export const FreeSpinPlayed = defineEvent(
  "studio.free-spin-played",
  z.object({ ...grant, spinsRemain: z.number().int().nonnegative() }),
);

/** A grant's end date passed with `spinsRemain` spins unplayed: they are gone, and cost nothing. */
export const FreeSpinsExpired = defineEvent(
  "studio.free-spins-expired",
  z.object({ ...grant, spinsRemain: z.number().int().nonnegative() }),
);

export type FreeSpinsGrantedEvent = EventPayload<typeof FreeSpinsGranted>;
export type FreeSpinPlayedEvent = EventPayload<typeof FreeSpinPlayed>;
export type FreeSpinsExpiredEvent = EventPayload<typeof FreeSpinsExpired>;

function finished(spinsId: string, gameId: string, spinsLeft: number): RealtimeMessage[] {
  return [
    { type: "playerFreeSpin", action: "finished", data: { freeSpinId: spinsId, gameId, spinsLeft } },
    { type: "freeSpin", action: "finished", data: { freeSpinId: spinsId, gameId } },
  ];
}

export function grantedMessages({ payload }: EventOccurrence<FreeSpinsGrantedEvent>): RealtimeMessage[] {
  const { spinsId, gameId, spinsTotal } = payload;
  return [
    { type: "freeSpin", action: "granted", data: { freeSpinId: spinsId, gameId } },
    {
      type: "playerFreeSpin",
      action: "granted",
      data: { freeSpinId: spinsId, gameId, spinsLeft: spinsTotal },
    },
  ];
}

export function playedMessages({ payload }: EventOccurrence<FreeSpinPlayedEvent>): RealtimeMessage[] {
  const { spinsId, gameId, spinsRemain } = payload;
  return [
    { type: "playerFreeSpin", action: "used", data: { freeSpinId: spinsId, gameId, spinsLeft: spinsRemain } },
    ...(spinsRemain === 0 ? finished(spinsId, gameId, 0) : []),
  ];
}

export function expiredMessages({ payload }: EventOccurrence<FreeSpinsExpiredEvent>): RealtimeMessage[] {
  // None of them can be played any more.
  return finished(payload.spinsId, payload.gameId, 0);
}
