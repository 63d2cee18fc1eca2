/**
 * What other modules may hear from accounts. A player-created hook runs inside the transaction
 * that creates the player, on that transaction's handle: what it writes (the wallet's welcome
 * grant) stands or falls with the new account.
 */
import type { Db } from "../../db/client.ts";

export type PlayerCreatedHook = (tx: Db, player: { id: string }) => Promise<void>;
