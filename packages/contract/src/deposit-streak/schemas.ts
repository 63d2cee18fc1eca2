/**
 * Deposit streak (spec §3 "Deposit streak", §7 `/rest/deposit-streak/*`): purchases on days in a row
 * (the player's local days) fill a streak of `steps` steps; each filled step unlocks its prize, which
 * the player claims. A day without a purchase after the last one breaks the streak (`finishedAt`);
 * after the last step the next purchase day starts a new streak. The prizes depend on the player's
 * group (how many purchases they had made before the streak began) and are shown in advance: the
 * prize of a step is the prize it pays.
 */
import { z } from "zod";
import { FreeSpinsPrize } from "../promotions/prize.ts";

/** The groups a theme may give different prize tables; a player's is set by their earlier purchases. */
export const DEPOSIT_STREAK_GROUPS = ["newcomer", "regular", "loyal"] as const;
export const DepositStreakGroup = z.enum(DEPOSIT_STREAK_GROUPS);
export type DepositStreakGroup = z.infer<typeof DepositStreakGroup>;

const localDate = z.iso.date();

/** A step's prize: amounts in minor units, free spins of a house game. */
export const DepositStreakPrize = z.object({
  step: z.number().int().positive(),
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
  freeSpins: FreeSpinsPrize.nullable(),
});
export type DepositStreakPrize = z.infer<typeof DepositStreakPrize>;

/** Where a step stands: bought and claimed, bought and waiting to be claimed, or still ahead. */
export const DepositStreakStepState = z.enum(["claimed", "claimable", "locked"]);
export type DepositStreakStepState = z.infer<typeof DepositStreakStepState>;

export const DepositStreakStep = DepositStreakPrize.extend({
  state: DepositStreakStepState,
  /** The player's local day whose purchase filled the step; null while it is ahead. */
  filledOn: localDate.nullable(),
  /** For a claimed step with free spins: where they are played. */
  link: z.string().nullable(),
});
export type DepositStreakStep = z.infer<typeof DepositStreakStep>;

export const DepositStreakInfo = z.object({
  isActive: z.boolean(),
  /** When the streak breaks unless the player buys (the end of the day after their last purchase day); null with no streak running. */
  finishedAt: z.iso.datetime().nullable(),
  /** How many steps a streak has. */
  steps: z.number().int().min(0),
  /** How many steps the running streak has filled (0 with none running). */
  filledSteps: z.number().int().min(0),
  /** Whether today (the player's local day) already has a purchase that counts. */
  purchasedToday: z.boolean(),
  /** The end of the player's local day: a purchase before then fills the next step. */
  dayEndsAt: z.iso.datetime(),
  group: DepositStreakGroup,
  prizes: z.array(DepositStreakStep),
});
export type DepositStreakInfo = z.infer<typeof DepositStreakInfo>;

/** Spec §7 `/group-info/`: the player's group, what set it, and how to reach the next. */
export const DepositStreakGroupInfo = z.object({
  group: DepositStreakGroup,
  /** Purchases that count towards the group (made before the running streak, or before today). */
  purchases: z.number().int().min(0),
  /** The next group and how many purchases it takes, when there is one. */
  next: z.object({ group: DepositStreakGroup, minPurchases: z.number().int().min(1) }).nullable(),
  groups: z.array(z.object({ group: DepositStreakGroup, minPurchases: z.number().int().min(0) })),
});
export type DepositStreakGroupInfo = z.infer<typeof DepositStreakGroupInfo>;

export const DepositStreakInfoResponse = z.object({ success: z.literal(true), data: DepositStreakInfo });

/** Spec §7 `/wheels-prizes/`: the prize of every step, for the player's group, in step order. */
export const DepositStreakPrizesResponse = z.object({
  success: z.literal(true),
  data: z.object({ group: DepositStreakGroup, prizes: z.array(DepositStreakPrize) }),
});

export const DepositStreakGroupInfoResponse = z.object({
  success: z.literal(true),
  data: DepositStreakGroupInfo,
});

export const DepositStreakApplyPrizeQuery = z.object({
  step: z.coerce.number().int().min(1).max(31),
});

export const DepositStreakApplyPrizeResponse = z.object({
  success: z.literal(true),
  /** What the step paid (the same answer however often it is asked for). */
  prize: DepositStreakPrize,
  data: DepositStreakInfo,
});
export type DepositStreakApplyPrizeResponse = z.infer<typeof DepositStreakApplyPrizeResponse>;
