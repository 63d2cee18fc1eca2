/**
 * Cashback's settings per theme (stored by the promotions engine, validated here): the share of net
 * losses returned, over which period, in which currency, the smallest reward worth paying and the
 * most a period returns, and for how many closed periods a reward waits to be claimed.
 */
import { CashbackPeriod, Currency } from "@reelhouse/contract";
import { prizeWorth } from "@reelhouse/contract/economy";
import { z } from "zod";
import type { PromotionDefinition } from "../promotions/service.ts";
import { basisPointsOf, type RewardRule } from "./periods.ts";

const MinorAmount = z.number().int().min(0).max(1_000_000_000);

export const CashbackSettings = z
  .object({
    /** The share of net losses returned, in percent, at most two decimals. */
    percent: z
      .number()
      .positive()
      .max(100)
      .refine((percent) => Math.abs(percent * 100 - basisPointsOf(percent)) < 1e-9, "at most two decimals"),
    period: CashbackPeriod,
    /** Losses in this currency count, and the reward is paid in it. */
    currency: Currency,
    /** Minor units: a period earning less returns nothing. */
    minReward: MinorAmount,
    /** Minor units: the most a period returns. */
    maxReward: MinorAmount.refine((amount) => amount > 0, "must be above zero"),
    /** How many closed periods' rewards may be claimed: older ones lapse. */
    claimablePeriods: z.number().int().min(1).max(8),
  })
  .refine((settings) => settings.minReward <= settings.maxReward, {
    message: "the minimum reward must not be above the maximum",
    path: ["minReward"],
  });
export type CashbackSettings = z.infer<typeof CashbackSettings>;

export function rewardRuleOf(settings: CashbackSettings): RewardRule {
  return {
    basisPoints: basisPointsOf(settings.percent),
    minReward: settings.minReward,
    maxReward: settings.maxReward,
  };
}

/**
 * The demo: every theme returns 10 % of a day's net coin losses, from 100 coins (a tenth of a spin
 * at the standard bet) up to 50,000 coins (50 spins), claimable for three days.
 */
export const cashbackPromotion: PromotionDefinition<CashbackSettings> = {
  promotion: "cashback",
  config: CashbackSettings,
  demo: () => ({
    isActive: true,
    config: {
      percent: 10,
      period: "daily",
      currency: "coins",
      minReward: prizeWorth("coins", 0.1),
      maxReward: prizeWorth("coins", 50),
      claimablePeriods: 3,
    },
  }),
};
