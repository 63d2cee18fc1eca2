import { describe, expect, it } from "vitest";
import { basisPointsOf, closedPeriods, periodOf, rewardFor, weekdayOf } from "./periods.ts";

const iso = (span: { start: Date; end: Date }) => [span.start.toISOString(), span.end.toISOString()];

describe("cashback periods", () => {
  it("are UTC days, whatever the zone the process runs in", () => {
    expect(iso(periodOf(new Date("2026-03-08T23:59:59.999Z"), "daily"))).toEqual([
      "2026-03-08T00:00:00.000Z",
      "2026-03-09T00:00:00.000Z",
    ]);
    expect(iso(periodOf(new Date("2026-03-09T00:00:00Z"), "daily"))[0]).toBe("2026-03-09T00:00:00.000Z");
  });

  it("are weeks from Monday 00:00 UTC", () => {
    // 2026-01-01 is a Thursday; 2026-01-05 a Monday.
    expect(iso(periodOf(new Date("2026-01-01T12:00:00Z"), "weekly"))).toEqual([
      "2025-12-29T00:00:00.000Z",
      "2026-01-05T00:00:00.000Z",
    ]);
    expect(iso(periodOf(new Date("2026-01-05T00:00:00Z"), "weekly"))[0]).toBe("2026-01-05T00:00:00.000Z");
    expect(iso(periodOf(new Date("2026-01-04T23:59:59Z"), "weekly"))[0]).toBe("2025-12-29T00:00:00.000Z");
    expect(weekdayOf(new Date("2026-01-05T00:00:00Z"))).toBe("monday");
    expect(weekdayOf(new Date("2026-01-01T23:00:00Z"))).toBe("thursday");
  });

  it("lists the closed periods whose rewards may be claimed, newest first", () => {
    expect(closedPeriods(new Date("2026-01-03T08:00:00Z"), "daily", 3).map(iso)).toEqual([
      ["2026-01-02T00:00:00.000Z", "2026-01-03T00:00:00.000Z"],
      ["2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"],
      ["2025-12-31T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ]);
    expect(closedPeriods(new Date("2026-01-07T08:00:00Z"), "weekly", 1).map(iso)).toEqual([
      ["2025-12-29T00:00:00.000Z", "2026-01-05T00:00:00.000Z"],
    ]);
  });
});

describe("a period's reward", () => {
  const rule = { basisPoints: basisPointsOf(10), minReward: 10_000, maxReward: 5_000_000 };

  it("is the share of the net losses, rounded down", () => {
    expect(rewardFor(1_500_000, rule)).toBe(150_000);
    expect(rewardFor(1_000_009, rule)).toBe(100_000);
    expect(rewardFor(123_456, { ...rule, basisPoints: basisPointsOf(12.5), minReward: 0 })).toBe(15_432);
  });

  it("is nothing below the minimum, for no losses or for a period the player won", () => {
    expect(rewardFor(99_999, rule)).toBe(0);
    expect(rewardFor(100_000, rule)).toBe(10_000);
    expect(rewardFor(0, rule)).toBe(0);
    expect(rewardFor(-400_000, rule)).toBe(0);
    expect(rewardFor(5, { ...rule, minReward: 0 })).toBe(0);
  });

  it("is at most the maximum, and exact for amounts past 2^53 / 10,000", () => {
    expect(rewardFor(50_000_001, rule)).toBe(5_000_000);
    expect(rewardFor(Number.MAX_SAFE_INTEGER, { ...rule, maxReward: Number.MAX_SAFE_INTEGER })).toBe(
      Math.floor(Number.MAX_SAFE_INTEGER / 10),
    );
  });
});
