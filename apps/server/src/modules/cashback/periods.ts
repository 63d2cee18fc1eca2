/**
 * Cashback's arithmetic, kept pure: periods are whole UTC days or weeks (Monday to Sunday), so one
 * nightly calculation serves every theme, and a reward is a share of a period's net losses, nothing
 * below the minimum, never above the maximum. Amounts are integer minor units; the share is taken in
 * basis points with integer arithmetic, rounded down.
 */
import type { CashbackPeriod, Weekday } from "@reelhouse/contract";
import { WEEKDAYS } from "@reelhouse/contract";

export const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<CashbackPeriod, number> = { daily: 1, weekly: 7 };

export interface Span {
  start: Date;
  end: Date;
}

export function periodLengthMs(period: CashbackPeriod): number {
  return PERIOD_DAYS[period] * DAY_MS;
}

/** The UTC day `instant` falls on, as `YYYY-MM-DD`. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The first instant of the UTC day named `date`. */
export function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The period `instant` falls in: its UTC day, or its week from Monday 00:00 UTC. */
export function periodOf(instant: Date, period: CashbackPeriod): Span {
  const day = Math.floor(instant.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: three days after a Monday.
  const first = period === "weekly" ? day - ((day + 3) % 7) : day;
  const start = new Date(first * DAY_MS);
  return { start, end: new Date(start.getTime() + periodLengthMs(period)) };
}

/** The weekday (UTC) of `instant`. */
export function weekdayOf(instant: Date): Weekday {
  const day = Math.floor(instant.getTime() / DAY_MS);
  return WEEKDAYS[(day + 3) % 7] as Weekday;
}

/**
 * The `count` periods that ended at or before `now`, newest first: the ones whose rewards may
 * still be claimed.
 */
export function closedPeriods(now: Date, period: CashbackPeriod, count: number): Span[] {
  const length = periodLengthMs(period);
  const latestEnd = periodOf(now, period).start.getTime();
  return Array.from({ length: count }, (_, index) => {
    const end = latestEnd - index * length;
    return { start: new Date(end - length), end: new Date(end) };
  });
}

export interface RewardRule {
  /** The share returned, in basis points (10 % is 1,000). */
  basisPoints: number;
  /** Minor units: a period earning less returns nothing. */
  minReward: number;
  /** Minor units: the most a period returns. */
  maxReward: number;
}

/** Percent with at most two decimals, as basis points. */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** What a period with `netLosses` (stakes less wins, minor units; negative when the player won) returns. */
export function rewardFor(netLosses: number, rule: RewardRule): number {
  if (netLosses <= 0) return 0;
  const share = Number((BigInt(Math.trunc(netLosses)) * BigInt(rule.basisPoints)) / 10_000n);
  if (share < rule.minReward || share <= 0) return 0;
  return Math.min(share, rule.maxReward);
}
