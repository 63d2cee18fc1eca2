import { describe, expect, it } from "vitest";
import { AdaptiveResolution, nextAdaptiveResolution, WINDOW } from "./frame-budget.ts";

const limits = { full: 2, floorShare: 0.5 };
const frames = (ms: number) => Array.from({ length: WINDOW }, () => ms);

describe("dynamic resolution", () => {
  it("draws fewer pixels when frames take well over 1/60 s, down to the floor", () => {
    expect(nextAdaptiveResolution(2, frames(25), limits)).toBeCloseTo(1.6);
    expect(nextAdaptiveResolution(2, frames(40), limits)).toBeCloseTo(1.3);
    expect(nextAdaptiveResolution(1.05, frames(40), limits)).toBe(1);
  });

  it("never comes back up, so it does not swing between two resolutions", () => {
    expect(nextAdaptiveResolution(1.28, frames(16.6), limits)).toBe(1.28);
    expect(nextAdaptiveResolution(1.6, frames(20), limits)).toBe(1.6);
  });

  it("judges by the median, so a single slow frame changes nothing", () => {
    const times = frames(16.6);
    times[3] = 250;
    expect(nextAdaptiveResolution(2, times, limits)).toBe(2);
  });

  it("decides once per window of frames", () => {
    const motion = new AdaptiveResolution(limits);
    for (let frame = 1; frame < WINDOW; frame += 1) expect(motion.record(25)).toBeNull();
    expect(motion.record(25)).toBeCloseTo(1.6);
    expect(motion.current).toBeCloseTo(1.6);
  });
});
