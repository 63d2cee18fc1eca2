/**
 * Expanding reels in the maths: a reel's windows are a mixture over its heights, the exact return
 * agrees with rounds played through the engine, and the 10,000× cap is a round the engine plays.
 */
import { describe, expect, it } from "vitest";
import { playStep } from "../engine/play-step.ts";
import { windowAt } from "../engine/reels.ts";
import { scriptedDraw } from "../engine/test-support.ts";
import type { FeatureState } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { starQuarry } from "../titles/star-quarry.ts";
import type { ReelMaths, Strip } from "../titles/title.ts";
import { analyseTitle, freeSpinsValue } from "./analyse.ts";
import { bestGridValue, reachableMaxWin } from "./max-win.ts";
import { countDistribution, reelWindows } from "./reel-model.ts";
import { simulate } from "./simulate.ts";

const maths = starQuarry.maths as ReelMaths;
const heights = maths.reelHeights?.[0] ?? [];
const totalWeight = heights.reduce((sum, { weight }) => sum + weight, 0);

/** The draws that make a reel show `column`: the ticket for its height, and the stop. */
function reelDraws(strip: Strip, column: readonly string[]): [number, number] {
  const index = heights.findIndex(({ height }) => height === column.length);
  const ticket = heights.slice(0, index).reduce((sum, { weight }) => sum + weight, 0);
  for (let stop = 0; stop < strip.length; stop += 1) {
    if (windowAt(strip, stop, column.length).every((shown, row) => shown === column[row]))
      return [ticket, stop];
  }
  throw new Error(`No stop shows ${column.join()}`);
}

function drawsShowing(strips: readonly Strip[], grid: readonly (readonly string[])[]): number[] {
  const draws = grid.map((column, reel) => reelDraws(strips[reel] ?? [], column));
  return [...draws.map(([ticket]) => ticket), ...draws.map(([, stop]) => stop)];
}

describe("expanding ways maths", () => {
  it("models each reel as every height at its weight, each stop equally likely", () => {
    const [windows] = reelWindows(starQuarry, maths, "spin");
    const strip = maths.baseStrips[0] ?? [];
    // The height weights share no divisor, so each height is repeated exactly its weight's times.
    expect(windows?.length).toBe(strip.length * totalWeight);
    for (const { height, weight } of heights) {
      const share = (windows ?? []).filter((window) => window.length === height).length;
      expect(share / (windows?.length ?? 1)).toBeCloseTo(weight / totalWeight, 12);
    }
    // Mean crystals on reel 1: the strip's share of crystals times the mean height.
    const crystals = strip.filter((shown) => shown === "crystal").length / strip.length;
    const meanHeight = heights.reduce((sum, { height, weight }) => sum + (height * weight) / totalWeight, 0);
    const counts = countDistribution(windows ?? [], (shown) => shown === "crystal");
    expect(counts.reduce((mean, p, count) => mean + p * count, 0)).toBeCloseTo(crystals * meanHeight, 12);
  });

  it("returns 96.0 % to 96.6 %, as declared", () => {
    const { rtp } = analyseTitle(starQuarry);
    expect(rtp).toBeGreaterThanOrEqual(0.96);
    expect(rtp).toBeLessThanOrEqual(0.966);
    expect(Math.abs(rtp - starQuarry.info.rtp)).toBeLessThanOrEqual(starQuarry.info.rtpTolerance);
  });

  it("agrees with rounds played through the engine, within 3.29 of their measured standard errors", () => {
    const analysis = analyseTitle(starQuarry);
    // The first spin alone (its pays have a small spread, so a few thousand spins pin them down).
    const spins = simulate(starQuarry, { rounds: 40_000, seed: 21 });
    const firstError = spins.parts.firstStep.ci99 / 2.5758;
    expect(Math.abs(spins.parts.firstStep.mean - analysis.parts.base)).toBeLessThanOrEqual(3.29 * firstError);
    const chance = analysis.featureChance ?? 0;
    const triggerError = Math.sqrt((chance * (1 - chance)) / spins.rounds);
    expect(Math.abs(spins.featureFrequency - chance)).toBeLessThanOrEqual(3.29 * triggerError);
  });

  it("values free spins as the engine plays them, the rising multiplier and retriggers included", () => {
    const value = freeSpinsValue(starQuarry, maths);
    const draw = seededDraw(22);
    const plays = 1_500;
    let sum = 0;
    let sumOfSquares = 0;
    for (let play = 0; play < plays; play += 1) {
      let state: FeatureState | null = { kind: "freeSpins", left: 12, total: 12, multiplier: 1, winUnits: 0 };
      let paid = 0;
      while (state !== null) {
        const step = playStep(starQuarry, { state, buy: false }, draw);
        paid += step.winUnits;
        state = step.state;
      }
      sum += paid;
      sumOfSquares += paid * paid;
    }
    const mean = sum / plays;
    const error = Math.sqrt((sumOfSquares / plays - mean * mean) / plays);
    expect(Math.abs(mean - (value?.(12) ?? 0))).toBeLessThanOrEqual(3.29 * error);
  });

  it("reaches its 10,000× cap: six scatters, then free spins showing the best grid", () => {
    expect(reachableMaxWin(starQuarry)).toEqual({ units: starQuarry.info.maxWinUnits, capped: true });
    const freeStrips = maths.freeSpinStrips ?? maths.baseStrips;
    const best = bestGridValue(starQuarry, maths, "freeSpin", null, () => 0);
    expect(best.value).toBeGreaterThan(0);
    const trigger = maths.baseStrips.map((strip) => {
      const stop = strip.indexOf("scatter");
      return windowAt(strip, stop, 2);
    });
    const first = playStep(
      starQuarry,
      { state: null, buy: false },
      scriptedDraw(drawsShowing(maths.baseStrips, trigger)),
    );
    expect(first.state).toMatchObject({ kind: "freeSpins", left: 22 });
    let state: FeatureState | null = first.state;
    let total = first.winUnits;
    let spins = 0;
    while (state !== null) {
      const step = playStep(
        starQuarry,
        { state, buy: false },
        scriptedDraw(drawsShowing(freeStrips, best.grid)),
      );
      total += step.winUnits;
      state = step.state;
      spins += 1;
    }
    expect(total).toBe(starQuarry.info.maxWinUnits);
    expect(spins).toBeLessThanOrEqual(22);
  });
});
