/**
 * What other modules may hear from accounts. A player-created hook runs inside the transaction
 * that creates the player, on that transaction's handle: what it writes (the wallet's welcome
 * grant) stands or falls with the new account.
 */
import type { ProfilePageData, RealtimeMessage, ThemeId } from "@reelhouse/contract";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { defineEvent, type EventOccurrence, type EventPayload } from "../../lib/domain-events.ts";
import type { ConnectionControl } from "../../plugins/events.ts";
import { DISCONNECTS } from "../realtime/service.ts";

/** A new player as the hooks hear of them: who invited them, and where they signed up from. */
export interface CreatedPlayer {
  id: string;
  /** The referral code the sign-up carried (`invited_by` / `refcode`), as typed. */
  invitedBy: string | null;
  ip: string;
  userAgent: string | null;
  /** The brand's site they signed up on. */
  theme: ThemeId;
}

export type PlayerCreatedHook = (tx: Db, player: CreatedPlayer) => Promise<void>;

/**
 * Another module's fields of the profile page (`GET /rest/page/profile/`), added at start with
 * `accounts.addProfilePageSlice`; responsible play adds `responsiblePlay`, verification
 * `documentConfirmStatus` and `autoVerificationData`.
 */
export type ProfilePageSlice = (playerId: string) => Promise<Partial<ProfilePageData>>;

/**
 * Written with every change of what app init or the profile shows (details, contacts, game mode):
 * the player's tabs refetch those fields.
 */
export const ProfileUpdated = defineEvent(
  "profile.updated",
  z.object({
    /** The profile fields that changed (`firstName`, `emailConfirmed`, `gameMode` …). */
    fields: z.array(z.string()),
  }),
);

export type ProfileUpdatedEvent = EventPayload<typeof ProfileUpdated>;

/** Records a profile change in the outbox, on the transaction that makes it. */
export function writeProfileUpdated(tx: Db, playerId: string, fields: string[], at: Date): Promise<void> {
  return writeEvent(tx, ProfileUpdated, { playerId, payload: { fields } }, at);
}

export function profileMessages({ payload }: EventOccurrence<ProfileUpdatedEvent>): RealtimeMessage[] {
  return [{ type: "profile", action: "updated", data: { fields: payload.fields } }];
}

/**
 * Written once per player and sign-up step (email or phone confirmed, profile completed), in the
 * transaction that records it: the promotions module pays its coins.
 */
export const OnboardingRewardEarned = defineEvent(
  "onboarding.reward-earned",
  z.object({
    step: z.enum(["email", "phone", "profile"]),
    /** The coins promised when the step was completed, minor units. */
    coins: z.number().int().positive(),
  }),
);

export type OnboardingRewardEarnedEvent = EventPayload<typeof OnboardingRewardEarned>;

export function writeOnboardingRewardEarned(
  tx: Db,
  playerId: string,
  reward: OnboardingRewardEarnedEvent,
  at: Date,
): Promise<void> {
  return writeEvent(tx, OnboardingRewardEarned, { playerId, payload: reward }, at);
}

/**
 * Written when sessions of a player end by their will (sign-out, a password reset that signs out
 * everywhere): the player's open tabs show their credentials again, so a tab whose session is
 * gone stops hearing the player's messages.
 */
export const SessionsEnded = defineEvent("sessions.ended", z.object({}));

export function writeSessionsEnded(tx: Db, playerId: string, at: Date): Promise<void> {
  return writeEvent(tx, SessionsEnded, { playerId, payload: {} }, at);
}

/**
 * Every connection of the player is told its state is invalid (3014), so each reconnects with a
 * token fetched anew, which only tabs still signed in get; the others stop for good (spec §4
 * unauthorized).
 */
export function sessionsEndedControls({ playerId }: EventOccurrence<unknown>): ConnectionControl[] {
  return playerId ? [{ disconnect: { userId: playerId, ...DISCONNECTS.stateInvalidated } }] : [];
}
