/**
 * Each title's declared max win (what its paytable shows) is what a round can really reach, and the
 * best round the search finds is one the engine really plays.
 */
import { describe, expect, it } from "vitest";
import { cashUnits } from "../engine/hold-and-win.ts";
import { playStep } from "../engine/play-step.ts";
import { windowAt } from "../engine/reels.ts";
import { scriptedDraw, titleOf } from "../engine/test-support.ts";
import type { FeatureState } from "../engine/types.ts";
import { TITLES } from "../titles/index.ts";
import type { ReelMaths, Title } from "../titles/title.ts";
import { enumerateOutcomes } from "./enumerate.ts";
import { bestGridValue, holdAndWinBest, reachableMaxWin } from "./max-win.ts";

/** The draw that picks `entry` from a weighted table. */
function ticketFor<T extends { weight: number }>(entries: readonly T[], entry: T): number {
  return entries.slice(0, entries.indexOf(entry)).reduce((sum, { weight }) => sum + weight, 0);
}

/** Plays a hold-and-win round from `grid`: every cash worth the most, every cell filled at the first respin. */
function playBestHoldAndWin(title: Title, maths: ReelMaths, grid: readonly (readonly string[])[]): number {
  const { holdAndWin } = title.info;
  if (maths.holdAndWin === null || holdAndWin === null) throw new Error("Not a hold-and-win title");
  const { values, respinCell } = maths.holdAndWin;
  const highest = values.reduce((best, entry) =>
    cashUnits(entry.value, holdAndWin) > cashUnits(best.value, holdAndWin) ? entry : best,
  );
  const cashCell = respinCell.find((cell) => cell.symbol === "coin" || cell.symbol === "nugget");
  if (cashCell === undefined) throw new Error("No cash on the respin cells");
  const stops = grid.map((column, reel) => {
    const strip = maths.baseStrips[reel] ?? [];
    const stop = strip.findIndex((_, at) => windowAt(strip, at, title.info.rows).join() === column.join());
    expect(stop).toBeGreaterThanOrEqual(0);
    return stop;
  });
  const cash = grid.flat().filter((symbol) => symbol === cashCell.symbol).length;
  const cells = title.info.reels * title.info.rows;
  const valueTicket = ticketFor(values, highest);
  const first = playStep(
    title,
    { state: null, buy: false },
    scriptedDraw([...stops, ...Array.from({ length: cash }, () => valueTicket)]),
  );
  const landing = Array.from({ length: cells - cash }, () => [
    ticketFor(respinCell, cashCell),
    valueTicket,
  ]).flat();
  let state: FeatureState | null = first.state;
  let win = first.winUnits;
  const draw = scriptedDraw(landing);
  while (state !== null) {
    const step = playStep(title, { state, buy: false }, draw);
    win += step.winUnits;
    state = step.state;
  }
  return win;
}

describe("reachable max win", () => {
  for (const title of TITLES) {
    it(`${title.info.id} declares the max win its maths reaches`, () => {
      expect(reachableMaxWin(title).units).toBe(title.info.maxWinUnits);
    });
  }

  it("is every outcome's largest win for a title small enough to enumerate", () => {
    const fruits = titleOf(TITLES, "midnight-fruits");
    expect(enumerateOutcomes(fruits).maxWin * fruits.info.unitsPerBet).toBeCloseTo(
      fruits.info.maxWinUnits,
      9,
    );
  });

  it("is a round the engine plays: the best grid, every cash at its highest, every cell filled", () => {
    for (const title of TITLES) {
      const { maths } = title;
      if (maths.kind !== "reels") continue;
      const feature = holdAndWinBest(title, maths);
      if (feature === null) continue;
      const best = bestGridValue(
        title,
        maths,
        "spin",
        title.info.symbols.find((s) => s.role === "cash")?.id ?? null,
        feature,
      );
      expect(playBestHoldAndWin(title, maths, best.grid)).toBe(best.value);
    }
  });

  it("is the round cap when retriggered free spins can always pay more", () => {
    const lanterns = titleOf(TITLES, "lucky-lanterns");
    expect(reachableMaxWin(lanterns)).toEqual({ units: lanterns.info.maxWinUnits, capped: true });
  });
});
