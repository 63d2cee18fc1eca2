/**
 * Deposit streak's settings per theme (stored by the promotions engine, validated here): the
 * player groups and each group's prize per step. A player's group is the last one whose
 * `minPurchases` their earlier purchases reach; the first group takes everybody (0). Every group
 * has the same number of steps: that number is the streak's length.
 */
import { type DepositStreakGroup, DepositStreakGroup as GroupId } from "@reelhouse/contract";
import { prizeWorth } from "@reelhouse/contract/economy";
import { z } from "zod";
import { demoFreeSpins, PrizeSettings, type PromotionDefinition } from "../promotions/service.ts";

const GroupSettings = z.object({
  group: GroupId,
  minPurchases: z.number().int().min(0),
  prizes: z.array(PrizeSettings).min(1).max(31),
});

export const DepositStreakSettings = z
  .object({ groups: z.array(GroupSettings).min(1).max(3) })
  .refine((settings) => settings.groups[0]?.minPurchases === 0, "the first group must take every player (0)")
  .refine(
    (settings) =>
      settings.groups.every(
        (group, index) => index === 0 || group.minPurchases > (settings.groups[index - 1]?.minPurchases ?? 0),
      ),
    "groups must ask for more purchases one after the other",
  )
  .refine(
    (settings) => new Set(settings.groups.map((group) => group.group)).size === settings.groups.length,
    "a group is named once",
  )
  .refine(
    (settings) => settings.groups.every((group) => group.prizes.length === settings.groups[0]?.prizes.length),
    "every group has the same number of steps",
  );
export type DepositStreakSettings = z.infer<typeof DepositStreakSettings>;
export type GroupSettings = z.infer<typeof GroupSettings>;

/** The group a player with `purchases` earlier purchases belongs to. */
export function groupOf(settings: DepositStreakSettings, purchases: number): GroupSettings {
  let found = settings.groups[0] as GroupSettings;
  for (const group of settings.groups) if (purchases >= group.minPurchases) found = group;
  return found;
}

export function stepsOf(settings: DepositStreakSettings): number {
  return (settings.groups[0] as GroupSettings).prizes.length;
}

/** A demo step: coins (counted in spins at the standard bet), entries, free spins. */
const step = (coinSpins: number, entrySpins = 0, freeSpins = 0): PrizeSettings => ({
  coins: prizeWorth("coins", coinSpins),
  entries: prizeWorth("entries", entrySpins),
  freeSpins: freeSpins > 0 ? demoFreeSpins(freeSpins) : null,
});

const DEMO_GROUPS: Record<DepositStreakGroup, (typeof GroupSettings)["_input"]> = {
  // First-time payers: a welcome into buying on days in a row.
  newcomer: {
    group: "newcomer",
    minPurchases: 0,
    prizes: [step(20), step(30), step(40, 2), step(60, 0, 10), step(100, 4, 25)],
  },
  regular: {
    group: "regular",
    minPurchases: 3,
    prizes: [step(30), step(45), step(60, 3), step(90, 0, 15), step(150, 6, 35)],
  },
  loyal: {
    group: "loyal",
    minPurchases: 10,
    prizes: [step(40), step(60), step(80, 4), step(120, 0, 20), step(200, 8, 50)],
  },
};

export const depositStreakPromotion: PromotionDefinition<DepositStreakSettings> = {
  promotion: "depositStreak",
  config: DepositStreakSettings,
  demo: () => ({
    isActive: true,
    config: DepositStreakSettings.parse({
      groups: [DEMO_GROUPS.newcomer, DEMO_GROUPS.regular, DEMO_GROUPS.loyal],
    }),
  }),
};
