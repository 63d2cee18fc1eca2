import { describe, expect, it } from "vitest";
import { periodEnd, periodStart } from "./periods.ts";

describe("calendar periods in UTC", () => {
  it.each([
    // A Sunday late evening: the week began the Monday before and ends at the next midnight.
    ["day", "2026-03-15T23:59:59.999Z", "2026-03-15T00:00:00.000Z", "2026-03-16T00:00:00.000Z"],
    ["week", "2026-03-15T23:59:59.999Z", "2026-03-09T00:00:00.000Z", "2026-03-16T00:00:00.000Z"],
    ["week", "2026-03-16T00:00:00.000Z", "2026-03-16T00:00:00.000Z", "2026-03-23T00:00:00.000Z"],
    ["week", "2026-01-01T12:00:00.000Z", "2025-12-29T00:00:00.000Z", "2026-01-05T00:00:00.000Z"],
    ["month", "2026-02-28T20:00:00.000Z", "2026-02-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
    ["month", "2026-12-31T23:59:59.000Z", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
  ] as const)("%s containing %s starts %s and ends %s", (period, at, start, end) => {
    expect(periodStart(period, new Date(at)).toISOString()).toBe(start);
    expect(periodEnd(period, new Date(at)).toISOString()).toBe(end);
  });
});
