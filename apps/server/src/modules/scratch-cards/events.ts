/**
 * The scratch-card lottery's domain event, written in the transaction that issues a purchase's
 * cards: it becomes the player's `scratchCards` realtime message, so their open tabs show the new
 * cards and say so.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence } from "../../lib/domain-events.ts";

export const ScratchCardsIssued = defineEvent(
  "scratch-cards.issued",
  z.object({ paymentId: z.string(), count: z.number().int().positive() }),
);

export const issuedMessages = ({
  payload,
}: EventOccurrence<{ paymentId: string; count: number }>): RealtimeMessage[] => [
  { type: "scratchCards", action: "issued", data: { count: payload.count } },
];
