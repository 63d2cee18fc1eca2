/**
 * The analytic model must describe the engine, not a copy of it: each part of every title's
 * return is measured by playing the engine (fixed seeds, so the runs are repeatable) and must lie
 * within 3.29 standard errors (99.9 %) of what the model computes. The parts are measured apart,
 * each from where it starts, so that a few thousand plays pin each down: the first spin's pays, the
 * chance to trigger, a feature's value from its start, a bonus buy.
 */
import { describe, expect, it } from "vitest";
import { playStep } from "../engine/play-step.ts";
import type { CashCell, FeatureState } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { TITLES } from "../titles/index.ts";
import type { ReelMaths, Title } from "../titles/title.ts";
import { analyseBuy, analyseTitle, freeSpinsValue, holdAndWinModel } from "./analyse.ts";
import { playRound, simulate } from "./simulate.ts";

const Z = 3.29;

/** Mean and standard error of `plays` values of `play()`. */
function measure(plays: number, play: () => number): { mean: number; error: number } {
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < plays; i += 1) {
    const value = play();
    sum += value;
    sumOfSquares += value * value;
  }
  const mean = sum / plays;
  return { mean, error: Math.sqrt((sumOfSquares / plays - mean * mean) / plays) };
}

function expectWithin(measured: { mean: number; error: number }, expected: number): void {
  expect(Math.abs(measured.mean - expected)).toBeLessThanOrEqual(Z * measured.error + 1e-9);
}

/** Plays a feature from `state` to its end; what it paid, in units. */
function playFeature(title: Title, state: FeatureState, seed: number): () => number {
  const draw = seededDraw(seed);
  return () => {
    let step = playStep(title, { state, buy: false }, draw);
    let paid = step.winUnits;
    while (step.state !== null) {
      step = playStep(title, { state: step.state, buy: false }, draw);
      paid += step.winUnits;
    }
    return paid;
  };
}

const reelTitles = TITLES.filter(
  (title): title is Title & { maths: ReelMaths } => title.maths.kind === "reels",
);

describe("the engine agrees with the analytic model", () => {
  for (const title of reelTitles) {
    const { info, maths } = title;
    const analysis = analyseTitle(title);

    it(`${info.id}: the first spin's pays and the chance to trigger`, () => {
      const draw = seededDraw(11);
      let triggers = 0;
      const plays = 25_000;
      const pays = measure(plays, () => {
        const step = playStep(title, { state: null, buy: false }, draw);
        if (step.state !== null) triggers += 1;
        return step.winUnits / info.unitsPerBet;
      });
      expectWithin(pays, analysis.parts.base);
      const chance = analysis.featureChance ?? 0;
      expectWithin({ mean: triggers / plays, error: Math.sqrt((chance * (1 - chance)) / plays) }, chance);
    });

    const freeSpins = info.freeSpins;
    const value = freeSpinsValue(title, maths);
    if (freeSpins !== null && value !== null) {
      it(`${info.id}: a free spins feature's value`, () => {
        const spins = freeSpins.awards[0]?.spins ?? 0;
        const state: FeatureState = {
          kind: "freeSpins",
          left: spins,
          total: spins,
          multiplier: freeSpins.multiplier,
          winUnits: 0,
        };
        expectWithin(measure(1_500, playFeature(title, state, 12)), value(spins));
      });
    }

    const model = holdAndWinModel(title, maths);
    if (info.holdAndWin !== null && model !== null) {
      const { trigger, respins } = info.holdAndWin;
      it(`${info.id}: hold and win from the trigger`, () => {
        // Held cash worth nothing, so the feature pays what lands, plus the grand.
        const held: CashCell[] = Array.from({ length: trigger }, (_, cell) => ({
          reel: cell % info.reels,
          row: Math.floor(cell / info.reels),
          units: 0,
          jackpot: null,
        }));
        const initial = Array.from({ length: trigger + 1 }, (_, count) => (count === trigger ? 1 : 0));
        const final = model.finalHeld(initial);
        const meanLanded = final.reduce((sum, p, count) => sum + p * count, 0) - trigger;
        const expected =
          meanLanded * (model.meanCash + model.meanJackpotCash) + (final[model.cells] ?? 0) * model.grand;
        const state: FeatureState = { kind: "respins", left: respins, cash: held, winUnits: 0 };
        expectWithin(measure(6_000, playFeature(title, state, 13)), expected);
      });
    }

    const buy = analyseBuy(title);
    if (buy !== null) {
      it(`${info.id}: the bonus buy`, () => {
        const draw = seededDraw(14);
        const price = info.unitsPerBet * (info.bonusBuy?.price ?? 1);
        expectWithin(
          measure(3_000, () => playRound(title, draw, true).total / price),
          buy.rtp,
        );
      });
    }
  }

  it("cosmic-scratch: the cards pay the prize table's return", () => {
    const scratch = TITLES.find((title) => title.maths.kind === "scratch");
    if (!scratch) throw new Error("no scratch title");
    const result = simulate(scratch, { rounds: 100_000, seed: 15 });
    expect(Math.abs(result.rtp.mean - analyseTitle(scratch).rtp)).toBeLessThanOrEqual(
      (Z / 2.5758) * result.rtp.ci99,
    );
  });
});
