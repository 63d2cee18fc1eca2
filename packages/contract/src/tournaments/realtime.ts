/**
 * Spec §4 tournament actions, on the player's own channel (`player:<id>`):
 * - `start`: a race of the player's mode started; `stop`: a race they were in ended, with their
 *   final `place` and `prize` (null outside the prize table) so the site congratulates, then refetches;
 * - `min-alert`: a round below the race's `minBet` did not score (at most 5 times per race and mode);
 * - `positions`: the player's standing changed (at most once a second per race): their place and
 *   points to the next prize place, with the first three places;
 * - `bet` / `playerWin`: the player's bets (and wins: `playerWin`) scored, once per batch the server
 *   scores; `points` is their total after them.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { TournamentLeader, TournamentPrizeAmount } from "./schemas.ts";

export const TournamentMessage = realtimeMessage(
  "tournament",
  z.enum(["start", "stop", "min-alert", "positions", "bet", "playerWin"]),
  z.object({
    tournamentId: z.number().int(),
    place: z.number().int().positive().nullable().optional(),
    points: z.number().int().min(0).optional(),
    pointsToNextPrize: z.number().int().min(0).nullable().optional(),
    prize: TournamentPrizeAmount.nullable().optional(),
    /** `min-alert`: the race's minimum bet (minor units) and how many alerts are left. */
    minBet: z.number().int().min(0).optional(),
    leaders: z.array(TournamentLeader).optional(),
  }),
);

export const tournamentsRealtime = defineRealtimeSlice({ messages: [TournamentMessage] });
