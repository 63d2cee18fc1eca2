/**
 * Where a player's deposit streak stands, from the local days on which they made a purchase that
 * counts and today's date. Pure, so the rules are read and tested in one place:
 * - the streak is the run of consecutive purchase days ending today or yesterday (a day without a
 *   purchase after the last one breaks it: nothing ends yesterday or today, no streak runs);
 * - a run longer than the streak's steps starts a new streak after each full one, so the running
 *   streak is the run's last `((length − 1) mod steps) + 1` days;
 * - it breaks at the end of the day after its last purchase day.
 */
import { dayNumber } from "../promotions/service.ts";

export interface StreakPosition {
  /** The running streak's purchase days, first to last (one per filled step). */
  days: string[];
  /** Whether today is one of them. */
  purchasedToday: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dateOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** `purchaseDays`: distinct local dates with a purchase that counts, newest first. */
export function streakPosition(
  purchaseDays: readonly string[],
  today: string,
  steps: number,
): StreakPosition {
  const todayNumber = dayNumber(today);
  const [latest] = purchaseDays;
  if (latest === undefined || todayNumber - dayNumber(latest) > 1) return { days: [], purchasedToday: false };
  let length = 1;
  while (
    length < purchaseDays.length &&
    dayNumber(purchaseDays[length - 1] as string) - dayNumber(purchaseDays[length] as string) === 1
  ) {
    length++;
  }
  const filled = ((length - 1) % steps) + 1;
  const last = dayNumber(latest);
  const days = Array.from({ length: filled }, (_, index) => dateOf(last - filled + 1 + index));
  return { days, purchasedToday: last === todayNumber };
}
