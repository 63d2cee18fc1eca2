/**
 * Deposit streak's domain events, written in the relay's transaction that records a purchase or a
 * refund: each becomes the player's `depositStreak` realtime message, so their open tabs read the
 * streak again (and show it after a purchase).
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence } from "../../lib/domain-events.ts";

const DayPayload = z.object({ day: z.iso.date() });

export const DepositStreakPurchaseCounted = defineEvent("deposit-streak.purchase-counted", DayPayload);
export const DepositStreakPurchaseRefunded = defineEvent("deposit-streak.purchase-refunded", DayPayload);

type DayOccurrence = EventOccurrence<z.infer<typeof DayPayload>>;

export const countedMessages = ({ payload }: DayOccurrence): RealtimeMessage[] => [
  { type: "depositStreak", action: "purchaseCounted", data: { day: payload.day } },
];

export const refundedMessages = ({ payload }: DayOccurrence): RealtimeMessage[] => [
  { type: "depositStreak", action: "purchaseRefunded", data: { day: payload.day } },
];
