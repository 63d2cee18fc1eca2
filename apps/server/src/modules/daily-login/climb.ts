/**
 * Where a player stands on the daily login climb, from their latest claim and today's date. Pure,
 * so the rules are read and tested in one place:
 * - claimed today: today is done; the next claim is the level after today's;
 * - claimed yesterday, or the day before (one missed day is forgiven): the level after that claim;
 * - anything older, or never: level 1;
 * - after the last level the climb starts again at level 1.
 */
import { dayNumber } from "../promotions/service.ts";

/** How many days may pass between two claims before the climb starts again (2: one missed day). */
export const MAX_DAYS_BETWEEN_CLAIMS = 2;

export interface ClimbPosition {
  claimedToday: boolean;
  /** Today's level, or the next claim's once today is claimed. */
  activeLevel: number;
}

export function climbPosition(
  latest: { day: string; level: number } | undefined,
  today: string,
  levels: number,
): ClimbPosition {
  if (!latest) return { claimedToday: false, activeLevel: 1 };
  const after = (latest.level % levels) + 1;
  const gap = dayNumber(today) - dayNumber(latest.day);
  if (gap <= 0) return { claimedToday: true, activeLevel: after };
  return { claimedToday: false, activeLevel: gap <= MAX_DAYS_BETWEEN_CLAIMS ? after : 1 };
}
