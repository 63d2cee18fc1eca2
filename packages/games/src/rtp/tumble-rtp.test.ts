/**
 * A tumble title's return has no closed form, so it is measured in parts (`tumble-split.ts`) from
 * fixed seeds (the runs are repeatable, so these tests cannot flake), and each check allows 3.29
 * standard errors (99.9 %) of what the run itself measured. The parts' shortcuts are held to the
 * plain measurement: the values averaged out to the values drawn, the counted refill trigger to the
 * triggers seen. `npm run rtp` plays 20,000,000 first steps and 2,000,000 buys and holds the
 * declared RTP, and the range, to the 95 % interval.
 */
import { describe, expect, it } from "vitest";
import { payTableOf } from "../engine/pay-table.ts";
import { playStep } from "../engine/play-step.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import { sugarStorm } from "../titles/sugar-storm.ts";
import { reachableMaxWin } from "./max-win.ts";
import { formatReport, reportTitle } from "./report.ts";
import { Moments } from "./simulate.ts";
import {
  cellsDrawnOneShort,
  estimateTumbleSplit,
  expectedOverValues,
  firstGridTriggerChance,
} from "./tumble-split.ts";

const Z = 3.29;
/** Within Z standard errors, given a 95 % half-width. */
const within = (ci95: number) => (Z / 1.96) * ci95;
/** A run takes a few seconds alone, and longer on a machine busy with other work. */
const TIMEOUT = 60_000;

describe("Sugar Storm's measured maths", () => {
  const { info, maths } = sugarStorm;
  if (maths.kind !== "tumble") throw new Error("Sugar Storm is a tumble title");

  it(
    "returns its declared RTP, and its bonus buy the base game's, within the spread of their parts",
    () => {
      const split = estimateTumbleSplit(sugarStorm, { rounds: 60_000, buys: 6_000, seed: 2026 });
      expect(Math.abs(split.rtp.mean - info.rtp)).toBeLessThanOrEqual(within(split.rtp.ci95));
      expect(Math.abs(split.buyMinusBase.mean)).toBeLessThanOrEqual(within(split.buyMinusBase.ci95));
      expect(split.triggerChance.mean).toBeGreaterThan(split.firstGridTrigger);
    },
    TIMEOUT,
  );

  it(
    "averages the multiplier values out to what the drawn values pay, and counts the refills' triggers as they happen",
    () => {
      const table = payTableOf(sugarStorm);
      const scatter = table.scatter as string;
      const q =
        (maths.baseCells.find((cell) => cell.symbol === scatter)?.weight ?? 0) /
        maths.baseCells.reduce((sum, cell) => sum + cell.weight, 0);
      const draw = seededDraw(2028);
      const cache = new Map<number, Float64Array>();
      const paid = new Moments();
      const averaged = new Moments();
      const triggered = new Moments();
      const counted = new Moments();
      for (let round = 0; round < 100_000; round += 1) {
        const step = playStep(sugarStorm, { state: null, buy: false }, draw);
        paid.add(step.winUnits);
        averaged.add(expectedOverValues(step, maths, info.maxWinUnits, cache));
        triggered.add(step.state === null ? 0 : 1);
        counted.add(q * cellsDrawnOneShort(sugarStorm, step, scatter));
      }
      // The averaged pay never differs from a step's where it has no multiplier to average.
      expect(Math.abs(averaged.mean - paid.mean)).toBeLessThanOrEqual(within(paid.estimate().ci95));
      const countedTrigger = firstGridTriggerChance(sugarStorm, maths) + counted.mean;
      expect(Math.abs(countedTrigger - triggered.mean)).toBeLessThanOrEqual(
        within(triggered.estimate().ci95),
      );
      // Counting is the point: it spreads less than the triggers it stands for.
      expect(counted.sigma).toBeLessThan(triggered.sigma);
      expect(averaged.sigma).toBeLessThan(paid.sigma / 2);
    },
    TIMEOUT,
  );

  it("pays round figures: quarters of the bet and up, scatters 3×, 5× and 100×", () => {
    for (const symbol of info.symbols) {
      for (const { units } of symbol.pays) expect(units % (info.unitsPerBet / 4)).toBe(0);
    }
    const scatter = info.symbols.find((symbol) => symbol.role === "scatter");
    expect(scatter?.pays.map(({ units }) => units / info.unitsPerBet)).toEqual([3, 5, 100]);
  });

  it("reaches the round cap, which its paytable shows as the max win", () => {
    expect(reachableMaxWin(sugarStorm)).toEqual({ units: info.maxWinUnits, capped: true });
    expect(info.maxWinUnits / info.unitsPerBet).toBeGreaterThanOrEqual(5000);
  });

  it(
    "is reported with its measured parts and their 95 % intervals, and checked against them",
    () => {
      const report = reportTitle(sugarStorm, { rounds: 20_000, buyRounds: 2_000, seed: 3 });
      const split = report.split;
      expect(split).not.toBeNull();
      expect(report.rtpAgrees).toBe(Math.abs((split?.rtp.mean ?? 0) - info.rtp) <= (split?.rtp.ci95 ?? 0));
      expect(report.exact).toBeNull();
      const text = formatReport(report);
      expect(text).toContain("measured in parts, 20,000 first steps and 2,000 bonus buys");
      expect(text).toContain("buy minus base game");
      expect(text).toContain("reachable max win 5,000× (the round cap)");
    },
    TIMEOUT,
  );
});
