/** Cashback's realtime message (spec §7): its status changed, so the site reads the player's cashback again. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

/** Spec §4: cashback is claimable when available and not calculating. */
export const CashbackMessage = realtimeMessage(
  "cashback",
  z.literal("statusChanged"),
  z.object({ status: z.enum(["available", "calculating", "claimed", "unavailable"]) }),
);

export const cashbackRealtime = defineRealtimeSlice({ messages: [CashbackMessage] });
