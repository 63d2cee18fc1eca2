/**
 * Jackpot messages:
 * - `pools` on the broadcast channel: a currency's pools as they stand, at most once a second per
 *   currency and only when they moved (every round in between coalesced into one message);
 * - `won` on the winner's channel: the tier, currency and amount just paid, so the site celebrates.
 * Others hear a win as the next `pools`, the tier back at its seed.
 */
import { z } from "zod";
import { Currency } from "../money.ts";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { JackpotTier } from "./schemas.ts";

export const JackpotsMessage = realtimeMessage(
  "jackpots",
  z.enum(["pools", "won"]),
  z.object({
    currency: Currency,
    /** `pools`: every tier's amount now. */
    pools: z.array(z.object({ tier: JackpotTier, amount: z.number().int().nonnegative() })).optional(),
    /** `won`: the tier won and what it paid. */
    tier: JackpotTier.optional(),
    amount: z.number().int().positive().optional(),
    gameId: z.string().optional(),
  }),
);

export const jackpotsRealtime = defineRealtimeSlice({ messages: [JackpotsMessage] });
