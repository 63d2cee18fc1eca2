/**
 * Deposit streak's realtime message: a purchase counted towards the player's streak (or a refund
 * took one back), so the site reads the streak again and, after a purchase, shows it.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

export const DepositStreakMessage = realtimeMessage(
  "depositStreak",
  z.enum(["purchaseCounted", "purchaseRefunded"]),
  /** The player's local day of the purchase. */
  z.object({ day: z.iso.date() }),
);

export const depositStreakRealtime = defineRealtimeSlice({ messages: [DepositStreakMessage] });
