/**
 * Jackpots' domain events: `jackpots.pools` (a currency's pools as they stand, written by the pools
 * job at most once a second; to everyone, on the broadcast channel) and `jackpots.won` (a jackpot
 * paid, in the round's transaction; to the winner).
 */
import { Currency, JackpotTier, type RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

export const JackpotPools = defineEvent(
  "jackpots.pools",
  z.object({
    currency: Currency,
    pools: z.array(z.object({ tier: JackpotTier, amount: z.number().int().nonnegative() })),
  }),
);

export const JackpotWon = defineEvent(
  "jackpots.won",
  z.object({
    currency: Currency,
    tier: JackpotTier,
    amount: z.number().int().positive(),
    gameId: z.string(),
  }),
);

export const poolsMessages = ({
  payload,
}: EventOccurrence<EventPayload<typeof JackpotPools>>): RealtimeMessage[] => [
  { type: "jackpots", action: "pools", data: payload },
];

export const wonMessages = ({
  payload,
}: EventOccurrence<EventPayload<typeof JackpotWon>>): RealtimeMessage[] => [
  { type: "jackpots", action: "won", data: payload },
];
