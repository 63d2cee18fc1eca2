/** The accounts module's realtime messages: the profile changed, a verification was decided. */
import { z } from "zod";
import { defineRealtimeSlice, realtimeMessage } from "../realtime/slice.ts";

/** Something of the player's profile changed (contact confirmed, details saved, game mode). */
export const ProfileMessage = realtimeMessage(
  "profile",
  z.literal("updated"),
  z.object({ fields: z.array(z.string()).min(1) }),
);

/** Spec §4: verification moves to approved (stored as verified) or rejected on these messages. */
const VerificationOutcome = z.object({ status: z.enum(["approved", "rejected"]) });
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

export const accountsRealtime = defineRealtimeSlice({
  messages: [ProfileMessage, PlayerIdentityVerificationMessage, PlayerVerificationMessage],
  reloadRootData: ["profile"],
});
