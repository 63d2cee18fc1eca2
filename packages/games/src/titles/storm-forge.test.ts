/**
 * Storm Forge's ante bet and two bonus buys: what the engine plays for each (strips, starting
 * multiplier, refusals), and that each returns what the base game returns, exactly and through the
 * engine (fixed seeds; within 3.29 standard errors).
 */
import { describe, expect, it } from "vitest";
import { playStep, StepRequestError } from "../engine/play-step.ts";
import { windowAt } from "../engine/reels.ts";
import { scriptedDraw, showing, stops, titleOf } from "../engine/test-support.ts";
import type { StepRequest } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { analyseAnte, analyseBuy, analyseTitle } from "../rtp/analyse.ts";
import { reachableMaxWin } from "../rtp/max-win.ts";
import { costPerBet, playRound } from "../rtp/simulate.ts";
import { TITLES } from "./index.ts";
import { stormForge } from "./storm-forge.ts";
import type { ReelMaths } from "./title.ts";

const maths = stormForge.maths as ReelMaths;
const Z = 3.29;
const first = (request: Omit<StepRequest, "state">, seed = 1) =>
  playStep(stormForge, { state: null, ...request }, seededDraw(seed));

/** Mean and standard error of `plays` rounds started this way, per what they cost. */
function measureRounds(plays: number, seed: number, start: Omit<StepRequest, "state">) {
  const draw = seededDraw(seed);
  const cost = stormForge.info.unitsPerBet * costPerBet(stormForge, start);
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < plays; i += 1) {
    const value = playRound(stormForge, draw, start).total / cost;
    sum += value;
    sumOfSquares += value * value;
  }
  const mean = sum / plays;
  return { mean, error: Math.sqrt((sumOfSquares / plays - mean * mean) / plays) };
}

describe("Storm Forge's ante bet", () => {
  it("costs 125 % of every bet level in whole minor units", () => {
    const { betLevels, ante } = stormForge.info;
    for (const bet of [...betLevels.coins, ...betLevels.entries]) {
      expect(((bet * (ante?.costPercent ?? 0)) / 100) % 1).toBe(0);
    }
  });

  it("plays a spin on the ante strips, which carry more scatters", () => {
    const anteStrips = maths.anteStrips ?? [];
    const scatters = (strips: readonly (readonly string[])[]) =>
      strips.map((strip) => strip.filter((symbol) => symbol === "scatter").length);
    expect(scatters(anteStrips)).toEqual([2, 1, 3, 1, 1]);
    expect(scatters(maths.baseStrips)).toEqual([1, 1, 2, 1, 1]);
    const positions = [7, 11, 19, 3, 25];
    const step = playStep(stormForge, { state: null, buy: false, ante: true }, scriptedDraw(positions));
    expect(step.kind).toBe("spin");
    expect(step.grid).toEqual(anteStrips.map((strip, reel) => windowAt(strip, positions[reel] ?? 0, 3)));
  });

  it("lands the feature about twice as often and returns what the base game returns", () => {
    const base = analyseTitle(stormForge);
    const ante = analyseAnte(stormForge);
    expect(ante?.featureChance).toBeCloseTo(1 / 180.5, 4);
    expect(base.featureChance).toBeCloseTo(1 / 360.8, 4);
    expect(Math.abs((ante?.rtp ?? 0) - base.rtp)).toBeLessThanOrEqual(0.001);
  });

  it("returns through the engine what the analysis says", () => {
    const measured = measureRounds(40_000, 21, { buy: false, ante: true });
    expect(Math.abs(measured.mean - (analyseAnte(stormForge)?.rtp ?? 0))).toBeLessThanOrEqual(
      Z * measured.error,
    );
  });

  it("is refused with a buy, on a later step, and on a title without one", () => {
    expect(() => first({ buy: true, ante: true })).toThrow(StepRequestError);
    const state = { kind: "freeSpins", left: 3, total: 10, multiplier: 2, winUnits: 0 } as const;
    expect(() => playStep(stormForge, { state, buy: false, ante: true }, seededDraw(1))).toThrow(
      StepRequestError,
    );
    const other = titleOf(TITLES, "viking-voyage");
    expect(() => playStep(other, { state: null, buy: false, ante: true }, seededDraw(1))).toThrow(
      /has no ante bet/,
    );
  });
});

describe("Storm Forge's bonus buys", () => {
  /** Three scatters placed on the first three reels, on the first free row of each. */
  const bought = (buyTier: "standard" | "super") =>
    playStep(
      showing(stormForge, maths.baseStrips),
      { state: null, buy: true, buyTier },
      scriptedDraw([0, 0, 0, 0, 0, 0, 0, 0]),
    );

  it("start free spins at ×1 (standard) or ×20 (super), the multiplier climbing by one to ×25", () => {
    const standard = bought("standard");
    const superBuy = bought("super");
    expect(standard.kind).toBe("buy");
    expect(standard.grid).toEqual(superBuy.grid);
    expect(standard.state).toMatchObject({ kind: "freeSpins", left: 10, multiplier: 1 });
    expect(superBuy.state).toMatchObject({ kind: "freeSpins", left: 10, multiplier: 20 });
    let state = superBuy.state;
    const multipliers: number[] = [];
    for (let spin = 0; spin < 7 && state !== null; spin += 1) {
      const step = playStep(stormForge, { state, buy: false }, seededDraw(100 + spin));
      multipliers.push(step.multiplier);
      state = step.state;
    }
    expect(multipliers).toEqual([20, 21, 22, 23, 24, 25, 25]);
  });

  it("each return what the base game returns, within 0.1 point, at 114× and 432× the bet", () => {
    const base = analyseTitle(stormForge).rtp;
    expect(stormForge.info.bonusBuy?.price).toBe(114);
    expect(stormForge.info.superBuy?.price).toBe(432);
    for (const tier of ["standard", "super"] as const) {
      expect(Math.abs((analyseBuy(stormForge, tier)?.rtp ?? 0) - base)).toBeLessThanOrEqual(0.001);
    }
  });

  it("return through the engine what the analysis says", () => {
    for (const [buyTier, seed] of [
      ["standard", 22],
      ["super", 23],
    ] as const) {
      const measured = measureRounds(4_000, seed, { buy: true, buyTier });
      expect(Math.abs(measured.mean - (analyseBuy(stormForge, buyTier)?.rtp ?? 0))).toBeLessThanOrEqual(
        Z * measured.error,
      );
    }
  });

  it("refuse a tier without a buy, and the super tier on a title without one", () => {
    expect(() => first({ buy: false, buyTier: "super" })).toThrow(/A buy tier goes with a buy/);
    const other = titleOf(TITLES, "viking-voyage");
    expect(() => playStep(other, { state: null, buy: true, buyTier: "super" }, seededDraw(1))).toThrow(
      /has no super bonus buy/,
    );
  });

  it("play the same round from the same draws", () => {
    for (const start of [
      { buy: true, buyTier: "super" as const },
      { buy: false, ante: true },
    ]) {
      expect(playRound(stormForge, seededDraw(77), start)).toEqual(
        playRound(stormForge, seededDraw(77), start),
      );
    }
  });
});

describe("Storm Forge's maths", () => {
  it("declares the return, volatility class and max win the RTP tool computes", () => {
    expect(Math.abs(analyseTitle(stormForge).rtp - stormForge.info.rtp)).toBeLessThanOrEqual(0.0001);
    expect(analyseTitle(stormForge).rtp).toBeGreaterThanOrEqual(0.96);
    expect(analyseTitle(stormForge).rtp).toBeLessThanOrEqual(0.966);
    expect(reachableMaxWin(stormForge)).toEqual({ units: stormForge.info.maxWinUnits, capped: true });
    expect(stormForge.info.maxWinUnits / stormForge.info.unitsPerBet).toBe(50_000);
  });

  it("caps a super free spin that would pass the max win, ending the round", () => {
    const { maxWinUnits } = stormForge.info;
    // Five hammers on the top line at ×25 pay 1,500 × 25 units, more than the 10 units left.
    const state = {
      kind: "freeSpins",
      left: 5,
      total: 10,
      multiplier: 25,
      winUnits: maxWinUnits - 10,
    } as const;
    const hammers = Array.from({ length: 5 }, () => ["hammer", "A", "K"]);
    const step = playStep(
      showing(stormForge, hammers),
      { state, buy: false },
      scriptedDraw(stops(stormForge)),
    );
    expect(step.winUnits).toBe(10);
    expect(step.state).toBeNull();
    expect(step.events).toContainEqual({ type: "maxWin", units: maxWinUnits });
  });
});
