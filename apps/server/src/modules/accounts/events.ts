/**
 * What other modules may hear from accounts. A player-created hook runs inside the transaction
 * that creates the player, on that transaction's handle: what it writes (the wallet's welcome
 * grant) stands or falls with the new account.
 */
import type { ProfilePageData } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";

export type PlayerCreatedHook = (tx: Db, player: { id: string }) => Promise<void>;

/**
 * Another module's fields of the profile page (`GET /rest/page/profile/`), added at start with
 * `accounts.addProfilePageSlice`; responsible play adds `responsiblePlay`.
 */
export type ProfilePageSlice = (playerId: string) => Promise<Partial<ProfilePageData>>;
