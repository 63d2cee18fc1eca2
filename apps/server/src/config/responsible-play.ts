/**
 * Responsible play: the bounds a player's purchase limit may take per period, and how long a
 * looser limit waits before it applies. Amounts are written in whole US dollars and read in cents.
 */

import { type PurchaseLimitPeriod as Period, PURCHASE_LIMIT_PERIODS } from "@reelhouse/contract";
import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { durationMs, type RawEnv } from "./values.ts";

const CENTS_PER_DOLLAR = 100;
const dollars = (fallback: number) => z.coerce.number().int().min(1).max(10_000_000).default(fallback);

const BOUND_KEYS = {
  day: ["PURCHASE_LIMIT_DAY_MIN_USD", "PURCHASE_LIMIT_DAY_MAX_USD"],
  week: ["PURCHASE_LIMIT_WEEK_MIN_USD", "PURCHASE_LIMIT_WEEK_MAX_USD"],
  month: ["PURCHASE_LIMIT_MONTH_MIN_USD", "PURCHASE_LIMIT_MONTH_MAX_USD"],
} as const satisfies Record<Period, readonly [string, string]>;

export const responsiblePlayEnv = z.object({
  PURCHASE_LIMIT_DAY_MIN_USD: dollars(10),
  PURCHASE_LIMIT_DAY_MAX_USD: dollars(2_500),
  PURCHASE_LIMIT_WEEK_MIN_USD: dollars(10),
  PURCHASE_LIMIT_WEEK_MAX_USD: dollars(10_000),
  PURCHASE_LIMIT_MONTH_MIN_USD: dollars(10),
  PURCHASE_LIMIT_MONTH_MAX_USD: dollars(25_000),
  /** How long a higher limit, or a removed one, waits before it applies. */
  PURCHASE_LIMIT_COOLING_HOURS: durationMs("hours", { min: 0, max: 24 * 90, default: 24 }),
});

export interface PurchaseLimitBounds {
  readonly minMinor: number;
  readonly maxMinor: number;
}

export interface ResponsiblePlayConfig {
  /** Per period, in cents. */
  readonly purchaseLimitBounds: Readonly<Record<Period, PurchaseLimitBounds>>;
  readonly coolingPeriodMs: number;
}

export function responsiblePlayConfig(env: z.infer<typeof responsiblePlayEnv>): ResponsiblePlayConfig {
  const bounds = (period: Period): PurchaseLimitBounds => {
    const [min, max] = BOUND_KEYS[period];
    return { minMinor: env[min] * CENTS_PER_DOLLAR, maxMinor: env[max] * CENTS_PER_DOLLAR };
  };
  return {
    purchaseLimitBounds: { day: bounds("day"), week: bounds("week"), month: bounds("month") },
    coolingPeriodMs: env.PURCHASE_LIMIT_COOLING_HOURS,
  };
}

/** A minimum above its maximum would leave the player no limit to choose; refuse it at boot. */
export function invertedPurchaseLimitBounds(env: RawEnv): string[] {
  const defaults = responsiblePlayEnv.parse({});
  return PURCHASE_LIMIT_PERIODS.flatMap((period) => {
    const [minKey, maxKey] = BOUND_KEYS[period];
    const min = Number(env[minKey] ?? defaults[minKey]);
    const max = Number(env[maxKey] ?? defaults[maxKey]);
    return min > max ? [`${minKey}: must not exceed ${maxKey} (${min} > ${max})`] : [];
  });
}

export const responsiblePlayConcern = defineConcern({
  key: "responsiblePlay",
  env: responsiblePlayEnv,
  build: responsiblePlayConfig,
  checks: [invertedPurchaseLimitBounds],
});
