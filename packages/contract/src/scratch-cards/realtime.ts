/**
 * The scratch-card lottery's realtime message: a purchase gave the player new cards, so the site
 * reads their cards again and tells them where to scratch.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

export const ScratchCardsMessage = realtimeMessage(
  "scratchCards",
  z.literal("issued"),
  /** How many cards the purchase gave. */
  z.object({ count: z.number().int().positive() }),
);

export const scratchCardsRealtime = defineRealtimeSlice({ messages: [ScratchCardsMessage] });
