/**
 * Spec §7 `playerIdentityVerification` (the provider's check) and `playerVerification` (the
 * documents): told to the player's tabs when the verification status moves. Spec §4: it moves to
 * `approved` (shown as verified) or `rejected`; `pending` while a check or documents wait.
 */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";
import { VERIFICATION_REASONS } from "./schemas.ts";

const VerificationOutcome = z.object({
  status: z.enum(["pending", "approved", "rejected"]),
  reason: z.enum(VERIFICATION_REASONS).nullable(),
});

export const PlayerIdentityVerificationMessage = realtimeMessage(
  "playerIdentityVerification",
  z.literal("statusChanged"),
  VerificationOutcome,
);

export const PlayerVerificationMessage = realtimeMessage(
  "playerVerification",
  z.literal("statusChanged"),
  VerificationOutcome,
);

export const verificationRealtime = defineRealtimeSlice({
  messages: [PlayerIdentityVerificationMessage, PlayerVerificationMessage],
  // App init's `fraudDetector` and the profile page's `documentConfirmStatus` move with them.
  reloadRootData: ["playerIdentityVerification", "playerVerification"],
});
