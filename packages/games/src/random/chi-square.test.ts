/**
 * Goodness of fit of the real draws: 10^6 draws into each of several ranges, Pearson's chi-square
 * against the uniform distribution. The fair draw runs on fixed seeds, so its statistic is the same
 * on every run and is held to the critical value at p = 0.001. The CSPRNG's statistic differs on
 * every run: at p = 0.001 a perfect generator would fail one run in 250 across the four ranges, so
 * it is held to p = 10^-9 instead, which a real bias (see the last test) still exceeds many times.
 */
import { describe, expect, it } from "vitest";
import type { Draw } from "../engine/types.ts";
import { csprngDraw } from "../node/csprng-draw.ts";
import { fairDraw } from "../node/fair-draw.ts";

const DRAWS = 1_000_000;

/** Chi-square critical values at p = 0.001 by degrees of freedom (range − 1). */
const CRITICAL_AT_P_001: Record<number, number> = { 1: 10.828, 5: 20.515, 36: 67.985, 999: 1142.848 };
/** Chi-square critical values at p = 10^-9 by degrees of freedom (range − 1). */
const CRITICAL_AT_P_1E9: Record<number, number> = { 1: 37.325, 5: 50.692, 36: 112.002, 999: 1290.824 };
const RANGES = [2, 6, 37, 1000];

function chiSquare(draw: Draw, range: number): number {
  const counts = new Float64Array(range);
  for (let i = 0; i < DRAWS; i += 1) {
    const value = draw.int(range);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  const expected = DRAWS / range;
  let statistic = 0;
  for (const count of counts) statistic += (count - expected) ** 2 / expected;
  return statistic;
}

describe("chi-square goodness of fit over 10^6 draws", () => {
  for (const range of RANGES) {
    const critical = CRITICAL_AT_P_001[range - 1] as number;

    it(`the CSPRNG draw is uniform over ${range} values`, () => {
      expect(chiSquare(csprngDraw(), range)).toBeLessThan(CRITICAL_AT_P_1E9[range - 1] as number);
    });

    it(`the fair draw is uniform over ${range} values`, () => {
      const draw = fairDraw({
        serverSeed: `seed-for-range-${range}`,
        clientSeed: "chi-square",
        nonce: range,
        step: 0,
      });
      expect(chiSquare(draw, range)).toBeLessThan(critical);
    });
  }

  it("would catch a biased draw (plain modulo of a 3-bit word over 6 values)", () => {
    const random = csprngDraw();
    const biased: Draw = { int: (range) => random.int(8) % range };
    expect(chiSquare(biased, 6)).toBeGreaterThan(CRITICAL_AT_P_1E9[5] as number);
  });
});
