/**
 * Who may take a promotion's prize, decided in one place for every promotion:
 * - the account may play (a closed account, or a player on a break from play, takes nothing);
 * - the player's location is served (the IP check, as at a bet): nowhere served, nothing is paid;
 *   where only coins may be played, a prize pays its coins (and coin free spins), not its entries;
 * - identity checks join here as they come: a prize that could be redeemed at
 *   once would need a verified identity, and no prize here can (entries from promotions are
 *   promotional: they must be played through before they turn redeemable).
 */
import type { PromotionPrize } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { assertMayPlay, type PlayerStanding } from "../accounts/service.ts";

export interface EligibilityDeps {
  clock: Clock;
  accounts: {
    within(tx: Db): { standing(playerId: string): Promise<PlayerStanding | undefined> };
  };
  restrictions: {
    within(tx: Db): {
      checkPlayerAccess(
        ip: string,
        playerId: string,
      ): Promise<{ access: boolean; currencies: { coins: boolean; entries: boolean } }>;
    };
  };
}

/** The prize the player may take here, after the rules above; throws when they may take nothing. */
export async function eligiblePrize(
  deps: EligibilityDeps,
  tx: Db,
  claim: { playerId: string; ip: string; prize: PromotionPrize },
): Promise<PromotionPrize> {
  const standing = await deps.accounts.within(tx).standing(claim.playerId);
  if (!standing) throw new AppError("FORBIDDEN", { key: "playBlocked" }, { reason: "ACCOUNT_BLOCKED" });
  assertMayPlay(standing, deps.clock.now());
  const place = await deps.restrictions.within(tx).checkPlayerAccess(claim.ip, claim.playerId);
  if (!place.access) {
    throw new AppError("FORBIDDEN", { key: "promotionNotInRegion" }, { reason: "COINS_NOT_AVAILABLE" });
  }
  if (place.currencies.entries) return claim.prize;
  const { freeSpins } = claim.prize;
  return { ...claim.prize, entries: 0, freeSpins: freeSpins?.currency === "entries" ? null : freeSpins };
}
