/**
 * What verification writes to the outbox when a player's status moves: `verification.changed`,
 * from the provider's check or from the documents. The player's tabs hear it as spec §7's
 * `playerIdentityVerification` or `playerVerification`, `approved` for verified (spec §4).
 */
import { type RealtimeMessage, VERIFICATION_REASONS } from "@reelhouse/contract";
import { z } from "zod";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";

export const VerificationChanged = defineEvent(
  "verification.changed",
  z.object({
    source: z.enum(["provider", "documents"]),
    status: z.enum(["pending", "verified", "rejected"]),
    reason: z.enum(VERIFICATION_REASONS).nullable(),
  }),
);
type Change = EventPayload<typeof VerificationChanged>;

const SHOWN_AS = { pending: "pending", verified: "approved", rejected: "rejected" } as const;

export function verificationMessages({ payload }: EventOccurrence<Change>): RealtimeMessage[] {
  const type = payload.source === "provider" ? "playerIdentityVerification" : "playerVerification";
  return [
    { type, action: "statusChanged", data: { status: SHOWN_AS[payload.status], reason: payload.reason } },
  ];
}
