/**
 * Told to the player's tabs when one of their redemptions moves (approved, paid, rejected, failed,
 * or cancelled in another tab), so the timeline and the balance follow without a reload.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { REDEMPTION_STATUSES } from "./schemas.ts";

export const RedemptionMessage = realtimeMessage(
  "redemption",
  z.literal("statusChanged"),
  z.object({ id: z.string(), status: z.enum(REDEMPTION_STATUSES) }),
);

export const redemptionsRealtime = defineRealtimeSlice({
  messages: [RedemptionMessage],
  // The balance in app init moves with a hold given back.
  reloadRootData: ["redemption"],
});
