/**
 * Each title's declared max win (what its paytable shows) is what a round can really reach, and the
 * best round the search finds is one the engine really plays.
 */
import { describe, expect, it } from "vitest";
import { cashUnits } from "../engine/hold-and-win.ts";
import { payTableOf } from "../engine/pay-table.ts";
import { playStep } from "../engine/play-step.ts";
import { windowAt } from "../engine/reels.ts";
import { scriptedDraw, titleOf } from "../engine/test-support.ts";
import type { FeatureState } from "../engine/types.ts";
import { TITLES } from "../titles/index.ts";
import type { ReelMaths, Strip, Title } from "../titles/title.ts";
import { enumerateOutcomes } from "./enumerate.ts";
import { bestGridValue, holdAndWinBest, reachableMaxWin } from "./max-win.ts";

/** The draw that picks `entry` from a weighted table. */
function ticketFor<T extends { weight: number }>(entries: readonly T[], entry: T): number {
  return entries.slice(0, entries.indexOf(entry)).reduce((sum, { weight }) => sum + weight, 0);
}

/**
 * The draws that make one reel show `column`: its stop, then (on a bought spin) each placed row as
 * an index among the rows not yet placed.
 */
function reelDraws(
  strip: Strip,
  rows: number,
  placed: number,
  symbol: string,
  column: readonly string[],
): number[] {
  const placeable = column.flatMap((shown, row) => (shown === symbol ? [row] : []));
  const choices = (from: readonly number[], size: number): number[][] =>
    size === 0
      ? [[]]
      : from.flatMap((row, index) => choices(from.slice(index + 1), size - 1).map((rest) => [row, ...rest]));
  for (let stop = 0; stop < strip.length; stop += 1) {
    const window = windowAt(strip, stop, rows);
    for (const chosen of choices(placeable, placed)) {
      if (!window.every((shown, row) => chosen.includes(row) || shown === column[row])) continue;
      const free = window.map((_, row) => row);
      const placements = chosen.map((row) => {
        const index = free.indexOf(row);
        free.splice(index, 1);
        return index;
      });
      return [stop, ...placements];
    }
  }
  throw new Error(`No stop shows ${column.join()}`);
}

/** Plays a hold-and-win round from `grid`: every cash worth the most, every cell filled at the first respin. */
function playBestHoldAndWin(
  title: Title,
  maths: ReelMaths,
  kind: "spin" | "buy",
  grid: readonly (readonly string[])[],
): number {
  const { holdAndWin } = title.info;
  if (maths.holdAndWin === null || holdAndWin === null) throw new Error("Not a hold-and-win title");
  const { values, respinCell } = maths.holdAndWin;
  const highest = values.reduce((best, entry) =>
    cashUnits(entry.value, holdAndWin) > cashUnits(best.value, holdAndWin) ? entry : best,
  );
  const cashCell = respinCell.find((cell) => cell.symbol === payTableOf(title).cash);
  if (cashCell === undefined) throw new Error("No cash on the respin cells");
  const reels = grid.flatMap((column, reel) =>
    reelDraws(
      maths.baseStrips[reel] ?? [],
      title.info.rows,
      kind === "buy" ? (maths.buyPlacements?.[reel] ?? 0) : 0,
      cashCell.symbol,
      column,
    ),
  );
  const cash = grid.flat().filter((symbol) => symbol === cashCell.symbol).length;
  const cells = title.info.reels * title.info.rows;
  const valueTicket = ticketFor(values, highest);
  const first = playStep(
    title,
    { state: null, buy: kind === "buy" },
    scriptedDraw([...reels, ...Array.from({ length: cash }, () => valueTicket)]),
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
    let played = 0;
    for (const title of TITLES) {
      const { maths } = title;
      if (maths.kind !== "reels") continue;
      const feature = holdAndWinBest(title, maths);
      if (feature === null) continue;
      const kinds = maths.buyPlacements === null ? (["spin"] as const) : (["spin", "buy"] as const);
      const bests = kinds.map((kind) => ({
        kind,
        ...bestGridValue(title, maths, kind, payTableOf(title).cash, feature),
      }));
      const best = bests.reduce((most, next) => (next.value > most.value ? next : most));
      expect(best.value).toBe(title.info.maxWinUnits);
      expect(playBestHoldAndWin(title, maths, best.kind, best.grid)).toBe(title.info.maxWinUnits);
      played += 1;
    }
    expect(played).toBe(2);
  });

  it("is the round cap when retriggered free spins can always pay more", () => {
    const lanterns = titleOf(TITLES, "lucky-lanterns");
    expect(reachableMaxWin(lanterns)).toEqual({ units: lanterns.info.maxWinUnits, capped: true });
  });
});
