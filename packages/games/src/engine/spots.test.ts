import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { potionParlour } from "../titles/potion-parlour.ts";
import type { Title, TumbleMaths } from "../titles/title.ts";
import { payFor, payTableOf } from "./pay-table.ts";
import { playStep } from "./play-step.ts";
import { clearSpots, markSpots, spotMultiplier } from "./spots.ts";
import { gridFromRows, scriptedDraw } from "./test-support.ts";
import type { FeatureState, Step } from "./types.ts";

const maths = potionParlour.maths as TumbleMaths;
const table = payTableOf(potionParlour);
const { info } = potionParlour;
const MAX = info.multiplierSpots?.max ?? 0;
const FIVE_REDS = payFor(table, "red-potion", 5);

const LETTERS = { C: "cauldron", R: "red-potion", S: "scatter" };
const FILLERS = ["blue-potion", "violet-potion", "spellbook"] as const;
const gridOf = (rows: readonly string[]) => gridFromRows(rows, LETTERS, FILLERS);

/** Five reds down reel 1's top five rows, nothing else paying. */
const REDS_DOWN_REEL_ONE = ["R......", "R......", "R......", "R......", "R......", ".......", "......."];
const QUIET = [".......", ".......", ".......", ".......", ".......", ".......", "......."];
const REEL_ONE_TOP = [0, 1, 2, 3, 4].map((row) => [0, row] as const);

/** The draw that picks `symbol` from a weighted table. */
function ticket(weights: readonly { symbol: string; weight: number }[], symbol: string): number {
  const index = weights.findIndex((entry) => entry.symbol === symbol);
  if (index < 0) throw new Error(`No ${symbol}`);
  return weights.slice(0, index).reduce((sum, { weight }) => sum + weight, 0);
}

/** The draws that land `symbols` in order (reel by reel, top to bottom), from the base or free-spin weights. */
function landing(symbols: readonly string[], kind: "base" | "free" = "base"): number[] {
  const weights = kind === "base" ? maths.baseCells : maths.freeSpinCells;
  return symbols.map((symbol) => ticket(weights, symbol));
}

const cellsOf = (grid: readonly (readonly string[])[]) => grid.flat();
/** Reel 1's top five cells as a refill draws them: reds, or the quiet grid's own fillers. */
const fiveReds = () => Array.from({ length: 5 }, () => "red-potion");
const quietRefill = () => gridOf(QUIET)[0]?.slice(0, 5) ?? [];

function play(title: Title, draws: number[], state: FeatureState | null = null, buy = false): Step {
  const draw = scriptedDraw(draws);
  const step = playStep(title, { state, buy }, draw);
  expect(draw.left()).toBe(0);
  return step;
}

/** Spots with the given levels on reel 1's top five cells, clear elsewhere. */
function spotsWith(levels: readonly number[]): number[][] {
  const spots = clearSpots(info.reels, info.rows);
  levels.forEach((level, row) => {
    (spots[0] as number[])[row] = level;
  });
  return spots;
}

const freeSpins = (left: number, spots: number[][], winUnits = 0): FeatureState => ({
  kind: "freeSpins",
  left,
  total: 10,
  multiplier: 1,
  winUnits,
  spots,
});

describe("multiplier spots", () => {
  it("mark a cell, then give it ×2, then double it up to the title's ×128", () => {
    let spots = clearSpots(2, 2);
    const levels: number[] = [];
    for (let hit = 0; hit < 10; hit += 1) {
      spots = markSpots(spots, [[1, 0]], MAX);
      levels.push(spots[1]?.[0] ?? 0);
    }
    expect(levels).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 128, 128]);
    expect(spots[0]).toEqual([0, 0]);
  });

  it("multiply a win by the sum of the multipliers under it, marks alone adding nothing, ×1 with none", () => {
    const spots = [
      [0, 1, 2],
      [8, 0, 128],
    ];
    expect(
      spotMultiplier(spots, [
        [0, 0],
        [0, 1],
      ]),
    ).toBe(1);
    expect(
      spotMultiplier(spots, [
        [0, 1],
        [0, 2],
        [1, 0],
      ]),
    ).toBe(10);
    expect(
      spotMultiplier(spots, [
        [1, 2],
        [0, 2],
      ]),
    ).toBe(130);
  });

  it("follow a base-game cascade: a first win marks its cells, a second gives them ×2, a third pays on them", () => {
    const first = gridOf(REDS_DOWN_REEL_ONE);
    const step = play(potionParlour, [
      ...landing(cellsOf(first)),
      ...landing(fiveReds()),
      ...landing(fiveReds()),
      ...landing(quietRefill()),
    ]);
    const tumbles = step.cascade?.tumbles ?? [];
    expect(tumbles).toHaveLength(4);
    expect(tumbles.map((tumble) => tumble.removed)).toEqual([REEL_ONE_TOP, REEL_ONE_TOP, REEL_ONE_TOP, []]);
    expect(tumbles.map((tumble) => tumble.spots?.[0]?.slice(0, 5))).toEqual([
      [0, 0, 0, 0, 0],
      [1, 1, 1, 1, 1],
      [2, 2, 2, 2, 2],
      [4, 4, 4, 4, 4],
    ]);
    expect(tumbles.map((tumble) => tumble.winMultipliers)).toEqual([[1], [1], [10], []]);
    // Only the cells the wins took are marked.
    expect(tumbles[3]?.spots?.flat().filter((level) => level > 0)).toHaveLength(5);
    expect(step.winUnits).toBe(FIVE_REDS * (1 + 1 + 10));
    expect(step.multiplier).toBe(1);
    expect(step.cascade?.multiplierSum).toBe(0);
    expect(step.state).toBeNull();
  });

  it("are kept from one free spin to the next, and pay on the spin that finds them", () => {
    const spots = spotsWith([2, 4, 128, 1, 0]);
    const step = play(
      potionParlour,
      [...landing(cellsOf(gridOf(REDS_DOWN_REEL_ONE)), "free"), ...landing(quietRefill(), "free")],
      freeSpins(5, spots, 700),
    );
    expect(step.cascade?.tumbles[0]?.spots).toEqual(spots);
    expect(step.cascade?.tumbles[0]?.winMultipliers).toEqual([134]);
    expect(step.winUnits).toBe(FIVE_REDS * 134);
    expect(step.state).toEqual({
      kind: "freeSpins",
      left: 4,
      total: 10,
      multiplier: 1,
      winUnits: 700 + FIVE_REDS * 134,
      spots: spotsWith([4, 8, 128, 2, 1]),
    });
  });

  it("start clear on the free spins a base-game spin awards, whatever that spin marked", () => {
    const first = gridOf(["R.....S", "R......", "R..S...", "R......", "R......", ".......", "S......"]);
    const step = play(potionParlour, [...landing(cellsOf(first)), ...landing(quietRefill())]);
    expect(step.cascade?.tumbles[1]?.spots?.[0]?.slice(0, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(step.scatter).toMatchObject({ count: 3, units: payFor(table, "scatter", 3) });
    expect(step.winUnits).toBe(FIVE_REDS + payFor(table, "scatter", 3));
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
    expect(step.state).toEqual({
      kind: "freeSpins",
      left: 10,
      total: 10,
      multiplier: 1,
      winUnits: FIVE_REDS + payFor(table, "scatter", 3),
      spots: clearSpots(info.reels, info.rows),
    });
  });

  it("never multiply the scatter pay, and free spins' scatters add spins", () => {
    const grid = gridOf(["S......", "...S...", ".......", ".......", ".......", ".......", "......S"]);
    const spots = clearSpots(info.reels, info.rows);
    (spots[0] as number[])[0] = 64;
    const step = play(potionParlour, landing(cellsOf(grid), "free"), freeSpins(1, spots, 100));
    expect(step.winUnits).toBe(payFor(table, "scatter", 3));
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
    expect(step.state).toMatchObject({ left: 10, total: 20, spots });
  });

  it("play a bought spin with three scatters placed among the cells not showing one", () => {
    const step = play(potionParlour, [...landing(cellsOf(gridOf(QUIET))), 0, 0, 0], null, true);
    expect(step.kind).toBe("buy");
    expect(step.scatter?.cells).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    expect(step.state).toMatchObject({ kind: "freeSpins", left: 10, spots: clearSpots(7, 7) });
  });

  it("pay what is left under the round's cap and end the round", () => {
    const spots = spotsWith([128, 128, 128, 128, 128]);
    const first = gridOf(["C......", "C......", "C......", "C......", "C......", ".......", "......."]);
    const prior = info.maxWinUnits - 1000;
    const step = play(potionParlour, landing(cellsOf(first), "free"), freeSpins(3, spots, prior));
    expect(step.cascade?.tumbles).toHaveLength(1);
    expect(step.cascade?.tumbles[0]?.winMultipliers).toEqual([640]);
    expect(step.winUnits).toBe(1000);
    expect(step.state).toBeNull();
    expect(step.events).toEqual([
      { type: "featureEnded", winUnits: info.maxWinUnits },
      { type: "maxWin", units: info.maxWinUnits },
    ]);
  });

  it("are recorded on every tumble of every step a seeded round plays", () => {
    const draw = seededDraw(11);
    let checked = 0;
    for (let round = 0; round < 300; round += 1) {
      const step = playStep(potionParlour, { state: null, buy: round % 30 === 0 }, draw);
      for (const tumble of step.cascade?.tumbles ?? []) {
        expect(tumble.spots).toHaveLength(info.reels);
        expect(tumble.winMultipliers).toHaveLength(tumble.wins.length);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
