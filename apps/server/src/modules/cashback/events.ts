/**
 * Cashback's domain events, written in the transaction of the change: a reward became claimable
 * (the nightly calculation), a reward was claimed. Each becomes the player's `cashback` realtime
 * message (spec §7), so their open tabs read their cashback again.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent } from "../../lib/domain-events.ts";

export const CashbackAvailable = defineEvent(
  "cashback.available",
  z.object({
    /** The end of the period whose reward became claimable. */
    periodEnd: z.iso.datetime(),
  }),
);

export const CashbackClaimed = defineEvent(
  "cashback.claimed",
  z.object({
    claimId: z.string(),
    coins: z.number().int().min(0),
    entries: z.number().int().min(0),
  }),
);

export const availableMessages = (): RealtimeMessage[] => [
  { type: "cashback", action: "statusChanged", data: { status: "available" } },
];

export const claimedMessages = (): RealtimeMessage[] => [
  { type: "cashback", action: "statusChanged", data: { status: "claimed" } },
];
