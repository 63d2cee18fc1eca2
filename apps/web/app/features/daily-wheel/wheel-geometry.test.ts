import { describe, expect, it } from "vitest";
import { SPIN_TURNS, segmentAt, segmentPath, settleRotation, tickTimes } from "./wheel-geometry.ts";

describe("the wheel's geometry", () => {
  it("settles with the drawn segment under the pointer, after whole turns, from wherever it stands", () => {
    for (const count of [7, 8]) {
      for (const start of [0, 33, 725.5]) {
        for (let index = 0; index < count; index += 1) {
          const to = settleRotation(start, index, count);
          expect(segmentAt(to, count)).toBe(index);
          expect(to - start).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
          expect(to - start).toBeLessThan((SPIN_TURNS + 1) * 360);
        }
      }
    }
  });

  it("ticks at every edge early on and ever further apart as the wheel slows", () => {
    const times = tickTimes(5 * 360, 8, 4_800);
    expect(times.length).toBeGreaterThan(20);
    const gaps = times.slice(1).map((time, index) => time - (times[index] as number));
    expect(gaps.at(-1)).toBeGreaterThan(gaps[0] as number);
    expect(Math.max(...times)).toBeLessThan(4_800);
  });

  it("draws a segment as a slice from the centre", () => {
    expect(segmentPath(0, 4, 100)).toBe("M0 0 L0.000 -100.000 A100 100 0 0 1 100.000 0.000 Z");
  });
});
