import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayNumber } from "../promotions/service.ts";
import { dateOf, streakPosition } from "./streak.ts";

const TODAY = "2026-11-28";

describe("streakPosition", () => {
  it("runs no streak without purchases, or when the last one is two days old", () => {
    expect(streakPosition([], TODAY, 5)).toEqual({ days: [], purchasedToday: false });
    expect(streakPosition(["2026-11-26", "2026-11-25"], TODAY, 5)).toEqual({
      days: [],
      purchasedToday: false,
    });
  });

  it("fills a step per consecutive purchase day ending today or yesterday", () => {
    expect(streakPosition(["2026-11-28", "2026-11-27", "2026-11-26"], TODAY, 5)).toEqual({
      days: ["2026-11-26", "2026-11-27", "2026-11-28"],
      purchasedToday: true,
    });
    expect(streakPosition(["2026-11-27", "2026-11-26"], TODAY, 5)).toEqual({
      days: ["2026-11-26", "2026-11-27"],
      purchasedToday: false,
    });
  });

  it("starts again after a missed day", () => {
    expect(streakPosition(["2026-11-28", "2026-11-26", "2026-11-25"], TODAY, 5).days).toEqual(["2026-11-28"]);
  });

  it("starts a new streak after the last step", () => {
    const run = ["2026-11-28", "2026-11-27", "2026-11-26", "2026-11-25", "2026-11-24", "2026-11-23"];
    expect(streakPosition(run.slice(1), TODAY, 5).days).toHaveLength(5);
    expect(streakPosition(run, TODAY, 5).days).toEqual(["2026-11-28"]);
  });
});

/**
 * The rules played forward, a day at a time, as a player lives them: a purchase the day after the
 * last one fills the next step (or starts a new streak after the last step), any other starts at
 * step 1; two days without one and nothing runs.
 */
function playedForward(purchases: ReadonlySet<number>, today: number, steps: number) {
  let filled = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (let day = today - 60; day <= today; day++) {
    if (!purchases.has(day)) continue;
    filled = last === day - 1 && filled < steps ? filled + 1 : 1;
    last = day;
  }
  if (today - last > 1) return { days: [] as string[], purchasedToday: false };
  return {
    days: Array.from({ length: filled }, (_, index) => dateOf(last - filled + 1 + index)),
    purchasedToday: last === today,
  };
}

describe("streakPosition against the rules played forward", () => {
  it("agrees for any purchase days and streak length", () => {
    const today = dayNumber(TODAY);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 45 }),
        fc.integer({ min: 1, max: 7 }),
        (ago, steps) => {
          const purchases = new Set(ago.map((days) => today - days));
          const newestFirst = [...purchases].sort((a, b) => b - a).map(dateOf);
          expect(streakPosition(newestFirst, TODAY, steps)).toEqual(playedForward(purchases, today, steps));
        },
      ),
    );
  });
});
