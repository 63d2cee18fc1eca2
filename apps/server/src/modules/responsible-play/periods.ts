/**
 * Purchase limits count calendar periods in UTC, not rolling windows: a day starts at 00:00 UTC, a
 * week on Monday at 00:00 UTC, a month on the 1st at 00:00 UTC. A player can then be told one
 * exact time their limit resets, the same for every purchase in the period.
 */
import type { PurchaseLimitPeriod } from "@reelhouse/contract";

const DAY_MS = 86_400_000;

/** The start of the calendar period that contains `at`. */
export function periodStart(period: PurchaseLimitPeriod, at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const day = at.getUTCDate();
  switch (period) {
    case "day":
      return new Date(Date.UTC(year, month, day));
    case "week": {
      const daysSinceMonday = (at.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(year, month, day) - daysSinceMonday * DAY_MS);
    }
    case "month":
      return new Date(Date.UTC(year, month, 1));
  }
}

/** When the period containing `at` ends: the start of the next one, when the limit resets. */
export function periodEnd(period: PurchaseLimitPeriod, at: Date): Date {
  const start = periodStart(period, at);
  switch (period) {
    case "day":
      return new Date(start.getTime() + DAY_MS);
    case "week":
      return new Date(start.getTime() + 7 * DAY_MS);
    case "month":
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}
