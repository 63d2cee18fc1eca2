/**
 * Onboarding rewards for confirming the email, confirming the phone and completing the profile.
 * Earning is recorded once per kind here, with an `onboarding.reward-earned` event in the same
 * transaction; the promotions module pays the coins through the ledger when it hears it.
 */
import type { CoinsMinor, PlayerRewards } from "@reelhouse/contract";
import { prizeWorth } from "@reelhouse/contract/economy";
import type { AccountsContext } from "./context.ts";
import { writeOnboardingRewardEarned } from "./events.ts";
import * as repo from "./repo.ts";

/** Coins in minor units, on the economy's prize scale: 20 spins at the standard bet, 50 for the profile. */
export const ONBOARDING_REWARD_COINS: Readonly<Record<repo.RewardKind, CoinsMinor>> = {
  email: prizeWorth("coins", 20),
  phone: prizeWorth("coins", 20),
  profile: prizeWorth("coins", 50),
};

export async function earnReward(
  ctx: AccountsContext,
  playerId: string,
  kind: repo.RewardKind,
): Promise<void> {
  const coins = ONBOARDING_REWARD_COINS[kind];
  const now = ctx.clock.now();
  if (await repo.recordReward(ctx.db, playerId, kind, coins, now)) {
    await writeOnboardingRewardEarned(ctx.db, playerId, { step: kind, coins }, now);
  }
}

export async function getRewards(ctx: AccountsContext, playerId: string): Promise<PlayerRewards> {
  const earned = new Set(await repo.listRewardKinds(ctx.db, playerId));
  const reward = (kind: repo.RewardKind) => ({
    available: true,
    completed: earned.has(kind),
    coins: ONBOARDING_REWARD_COINS[kind],
  });
  return { email: reward("email"), profile: reward("profile"), phone: reward("phone") };
}
