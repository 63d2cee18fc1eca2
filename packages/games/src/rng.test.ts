import { describe, expect, it } from "vitest";
import { createSeededRng, drawInt } from "./rng.ts";

describe("createSeededRng", () => {
  it("replays the same sequence for the same seed", () => {
    const a = createSeededRng(42);
    const b = createSeededRng(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(createSeededRng(43)()).not.toEqual(first[0]);
  });

  it("stays within [0, 1) and spreads draws across every bucket", () => {
    const rng = createSeededRng(7);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const value = rng();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)]++;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe("drawInt", () => {
  it("rejects a non-positive or fractional bound", () => {
    const rng = createSeededRng(1);
    expect(() => drawInt(rng, 0)).toThrow(RangeError);
    expect(() => drawInt(rng, 2.5)).toThrow(RangeError);
  });
});
