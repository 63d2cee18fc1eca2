/**
 * What other modules may hear from accounts. A player-created hook runs inside the transaction
 * that creates the player, on that transaction's handle: what it writes (the wallet's welcome
 * grant) stands or falls with the new account.
 */
import type { ProfilePageData } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { writeOutboxEvent } from "../../db/outbox.ts";

export type PlayerCreatedHook = (tx: Db, player: { id: string }) => Promise<void>;

/**
 * Another module's fields of the profile page (`GET /rest/page/profile/`), added at start with
 * `accounts.addProfilePageSlice`; responsible play adds `responsiblePlay`.
 */
export type ProfilePageSlice = (playerId: string) => Promise<Partial<ProfilePageData>>;

/** Written with every change of what app init or the profile shows (details, contacts, game mode). */
export const PROFILE_UPDATED_TOPIC = "profile.updated";

export interface ProfileUpdatedEvent {
  /** The profile fields that changed (`firstName`, `emailConfirmed`, `gameMode` …). */
  fields: string[];
}

/** Records a profile change in the outbox, on the transaction that makes it. */
export function writeProfileUpdated(tx: Db, playerId: string, fields: string[], at: Date): Promise<void> {
  const payload: ProfileUpdatedEvent = { fields };
  return writeOutboxEvent(tx, { topic: PROFILE_UPDATED_TOPIC, playerId, payload: { ...payload } }, at);
}

/**
 * Written when sessions of a player end by their will (sign-out, a password reset that signs out
 * everywhere): realtime makes the player's open tabs show their credentials again, so a tab whose
 * session is gone stops hearing the player's messages.
 */
export const SESSIONS_ENDED_TOPIC = "sessions.ended";

export function writeSessionsEnded(tx: Db, playerId: string, at: Date): Promise<void> {
  return writeOutboxEvent(tx, { topic: SESSIONS_ENDED_TOPIC, playerId, payload: {} }, at);
}
