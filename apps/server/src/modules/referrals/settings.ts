/**
 * Referrals' settings per theme (stored by the promotions engine, validated here): what each
 * player gets when the friend confirms their email and when the friend first buys, and how many
 * friends a month may pay the inviter. Rewards are coins and entries (no free spins: a reward is
 * recorded with its amounts).
 */
import { prizeWorth } from "@reelhouse/contract/economy";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";

const Reward = z
  .object({
    coins: z.number().int().min(0).max(100_000_000),
    entries: z.number().int().min(0).max(10_000_000),
  })
  .refine((reward) => reward.coins > 0 || reward.entries > 0, "a reward must pay something");
export type ReferralRewardSettings = z.infer<typeof Reward>;

const Milestone = z.object({ inviter: Reward, friend: Reward });

export const ReferralSettings = z.object({
  confirmed: Milestone,
  purchased: Milestone,
  monthlyLimit: z.number().int().min(1).max(1000),
});
export type ReferralSettings = z.infer<typeof ReferralSettings>;

/** A demo reward, counted in spins at the standard bet. */
const reward = (coinSpins: number, entrySpins = 0): ReferralRewardSettings => ({
  coins: prizeWorth("coins", coinSpins),
  entries: prizeWorth("entries", entrySpins),
});

export const referralPromotion: PromotionDefinition<ReferralSettings> = {
  promotion: "referral",
  config: ReferralSettings,
  demo: () => ({
    isActive: true,
    config: ReferralSettings.parse({
      confirmed: { inviter: reward(50), friend: reward(25) },
      purchased: { inviter: reward(100, 10), friend: reward(50) },
      monthlyLimit: 20,
    }),
  }),
};
