/**
 * Cashback (spec §3 "Cashback", §4, §7 `POST /rest/cashback/pay/`): a share of the player's net
 * losses at play (stakes less wins) over a period, a day or a week in UTC, worked out after the
 * period closes and then claimable for a few periods. Amounts are minor units. Spec §4: the reward
 * is claimable when `status` is `available` and `statusCalculation` is false.
 */
import { z } from "zod";
import { Currency } from "../money.ts";

export const CashbackPeriod = z.enum(["daily", "weekly"]);
export type CashbackPeriod = z.infer<typeof CashbackPeriod>;

/**
 * `available`: a reward is ready to claim; `claimed`: the last period's reward was claimed and the
 * next one is building up; `unavailable`: nothing to claim (no net losses, or under the minimum).
 */
export const CashbackStatus = z.enum(["available", "unavailable", "claimed"]);
export type CashbackStatus = z.infer<typeof CashbackStatus>;

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** An amount of each currency, in minor units. */
export const CashbackReward = z.object({
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
});
export type CashbackReward = z.infer<typeof CashbackReward>;

export const CashbackInfo = z.object({
  /** Spec §3: the feature answered (cashback's info carries a success flag). */
  success: z.boolean(),
  status: CashbackStatus,
  /** True from a period's end until its losses are worked out: nothing can be claimed meanwhile. */
  statusCalculation: z.boolean(),
  /** When the running period ends and its reward is worked out. */
  availableAfterDateTime: z.iso.datetime(),
  /** The weekday (UTC) of `availableAfterDateTime`. */
  availableAfterDay: Weekday,
  /** What the running period has earned so far (capped at `maxReward`), paid after it ends. */
  currentReward: CashbackReward,
  /** What a claim pays now: zero unless `status` is `available`. */
  availableReward: CashbackReward,
  /** The most one period can return. */
  maxReward: CashbackReward,
  /** A period that earns less than this returns nothing. */
  minReward: CashbackReward,
  /** The share of net losses returned, in percent. */
  percent: z.number().positive().max(100),
  period: CashbackPeriod,
  /** The currency whose losses count and in which the reward is paid. */
  currency: Currency,
  /** For how many closed periods a reward waits to be claimed before it lapses. */
  claimablePeriods: z.number().int().positive(),
});
export type CashbackInfo = z.infer<typeof CashbackInfo>;

/** Null on a theme that does not run cashback. */
export const CashbackInfoResponse = z.object({ success: z.literal(true), data: CashbackInfo.nullable() });

export const CashbackPayment = z.object({
  /** What the claim paid (entries are left out where only coins may be played). */
  prize: CashbackReward,
  /** The player's cashback after the claim. */
  cashback: CashbackInfo,
});
export type CashbackPayment = z.infer<typeof CashbackPayment>;

export const CashbackPayResponse = z.object({ success: z.literal(true), data: CashbackPayment });
export type CashbackPayResponse = z.infer<typeof CashbackPayResponse>;
