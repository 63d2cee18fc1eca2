import { describe, expect, it } from "vitest";
import { streakPosition } from "./streak.ts";

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
