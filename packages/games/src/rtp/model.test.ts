import { describe, expect, it } from "vitest";
import type { TitleInfo } from "../engine/types.ts";
import { expectedMultipliedSpins } from "./free-spins.ts";
import { finalHeldDistribution } from "./hold-and-win.ts";
import { convolve } from "./reel-model.ts";

type FreeSpinsInfo = NonNullable<TitleInfo["freeSpins"]>;
const fixed: FreeSpinsInfo = {
  awards: [{ scatters: 3, spins: 10 }],
  multiplier: 2,
  multiplierStep: 0,
  maxMultiplier: 2,
  retrigger: true,
};

describe("the analytic building blocks", () => {
  it("convolves independent counts", () => {
    expect(
      convolve([
        [0.5, 0.5],
        [0.5, 0.5],
      ]),
    ).toEqual([0.25, 0.5, 0.25]);
  });

  it("sums the multipliers of a fixed number of free spins", () => {
    expect(expectedMultipliedSpins(fixed, 10, new Map([[0, 1]]))).toBe(20);
    const rising = { ...fixed, multiplier: 1, multiplierStep: 1, maxMultiplier: 3 };
    // 1 + 2 + 3 + 3 + 3
    expect(expectedMultipliedSpins(rising, 5, new Map([[0, 1]]))).toBe(12);
  });

  it("extends free spins by Wald's identity when every spin may retrigger", () => {
    // Each spin awards 10 more with probability 0.05: expected spins = 10 / (1 − 0.5).
    const retriggers = new Map([
      [0, 0.95],
      [10, 0.05],
    ]);
    expect(expectedMultipliedSpins(fixed, 10, retriggers)).toBeCloseTo(2 * 20, 9);
  });

  it("follows hold and win to its end", () => {
    // Two cells, one held, one respin, landing one time in two: filled half the time.
    expect(finalHeldDistribution([0, 1], 2, 1, 0.5)).toEqual([0, 0.5, 0.5]);
    // With two respins a miss leaves one more try: filled 3/4 of the time.
    expect(finalHeldDistribution([0, 1], 2, 2, 0.5)).toEqual([0, 0.25, 0.75]);
    // Three cells, one held, one respin: each of two empty cells lands independently.
    const [none, one, two, three] = finalHeldDistribution([0, 1], 3, 1, 0.5);
    expect(none).toBe(0);
    expect(one).toBeCloseTo(0.25, 12);
    // One landing (0.5) resets the respin; the last cell then lands half the time.
    expect(two).toBeCloseTo(0.5 * 0.5, 12);
    expect(three).toBeCloseTo(0.25 + 0.5 * 0.5, 12);
  });
});
