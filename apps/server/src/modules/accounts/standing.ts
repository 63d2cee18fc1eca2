/**
 * The one rule for whether money may move for a player (a bet, a purchase, a claim, a redemption):
 * not on a closed account, and not during a break from play the player chose. Modules that move
 * money ask it where they debit, inside their transaction, not only at sign-in.
 */
import { AppError } from "../../lib/errors.ts";
import type { PlayerStanding } from "./repo.ts";

export function isOnPlayBreak(standing: Pick<PlayerStanding, "playBreakUntil">, now: Date): boolean {
  return standing.playBreakUntil !== null && standing.playBreakUntil > now;
}

/** Refuses (403) a player whose account is closed or who is on a break from play. */
export function assertMayPlay(standing: PlayerStanding, now: Date): void {
  if (standing.accountStatus === "BLOCKED") {
    throw new AppError("FORBIDDEN", { key: "playBlocked" }, { reason: "ACCOUNT_BLOCKED" });
  }
  if (isOnPlayBreak(standing, now)) throw new AppError("FORBIDDEN", { key: "playBreak" });
}
