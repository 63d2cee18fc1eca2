import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { sugarStorm } from "../titles/sugar-storm.ts";
import type { Title, TumbleMaths } from "../titles/title.ts";
import { payFor, payTableOf } from "./pay-table.ts";
import { playStep, StepRequestError } from "./play-step.ts";
import { scriptedDraw } from "./test-support.ts";
import { collapseAndRefill, evaluateCounts } from "./tumble.ts";
import type { FeatureState, Step } from "./types.ts";

const maths = sugarStorm.maths as TumbleMaths;
const table = payTableOf(sugarStorm);
const BET = sugarStorm.info.unitsPerBet;

/** The draw that picks `entry` from a weighted table. */
function ticket<T extends { weight: number }>(entries: readonly T[], matches: (entry: T) => boolean): number {
  const index = entries.findIndex(matches);
  if (index < 0) throw new Error("No such entry");
  return entries.slice(0, index).reduce((sum, { weight }) => sum + weight, 0);
}

/**
 * The draws that land `cells` in the cascade's order, from the base or free-spin weights: a cell is
 * a symbol id, or `orb:<value>` for a multiplier symbol (its value drawn right after it).
 */
function landing(cells: readonly string[], kind: "base" | "free" = "base"): number[] {
  const weights = kind === "base" ? maths.baseCells : maths.freeSpinCells;
  return cells.flatMap((cell) => {
    const [symbol, value] = cell.split(":") as [string, string | undefined];
    const draws = [ticket(weights, (entry) => entry.symbol === symbol)];
    if (value !== undefined)
      draws.push(ticket(maths.multiplierValues, (entry) => entry.value === Number(value)));
    return draws;
  });
}

/** Nine paying symbols in turn: at most four of any on a 6 × 5 grid, so nothing pays. */
const CYCLE = ["crown", "heart", "star", "moon", "swirl", "gumdrop", "mint", "jelly", "bean"];
const quietCells = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => CYCLE[(from + index) % CYCLE.length] as string);

/** A grid's cells reel by reel, top to bottom, from 30 cells. */
const columnsOf = (cells: readonly string[]) =>
  Array.from({ length: 6 }, (_, reel) =>
    cells.slice(reel * 5, reel * 5 + 5).map((cell) => cell.split(":")[0] as string),
  );

/** Eight of a symbol (reels 0 and 1 but their bottom cells), the rest quiet. */
function eightOf(symbol: string, extra: Record<number, string> = {}): string[] {
  const cells = quietCells(30);
  for (const index of [0, 1, 2, 3, 5, 6, 7, 8]) cells[index] = symbol;
  for (const index of [4, 9]) cells[index] = symbol === "moon" ? "star" : "moon";
  for (let index = 10; index < 30; index += 1) if (cells[index] === symbol) cells[index] = "mint";
  for (const [index, cell] of Object.entries(extra)) cells[Number(index)] = cell;
  return cells;
}

const eightBeans = (extra: Record<number, string> = {}) => eightOf("bean", extra);

function play(title: Title, draws: number[], state: FeatureState | null = null, buy = false): Step {
  const draw = scriptedDraw(draws);
  const step = playStep(title, { state, buy }, draw);
  expect(draw.left()).toBe(0);
  return step;
}

const freeSpins = (left: number, multiplier: number, winUnits = 0): FeatureState => ({
  kind: "freeSpins",
  left,
  total: 10,
  multiplier,
  winUnits,
});

describe("count pays", () => {
  it("pays a symbol for its count anywhere on the grid, from eight, and the highest count's pay above it", () => {
    const grid = columnsOf(eightBeans());
    const wins = evaluateCounts(grid, table);
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ symbol: "bean", count: 8, units: payFor(table, "bean", 8) });
    expect(wins[0]?.cells).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    const crowns = Array.from({ length: 6 }, () => ["crown", "crown", "crown", "crown", "crown"]);
    expect(evaluateCounts(crowns, table)).toEqual([
      expect.objectContaining({ symbol: "crown", count: 30, units: payFor(table, "crown", 12) }),
    ]);
    expect(evaluateCounts(columnsOf(quietCells(30)), table)).toEqual([]);
  });
});

describe("tumbles", () => {
  it("takes the winning cells off, lets the rest fall and draws the gaps from the top, reel by reel", () => {
    const grid = {
      symbols: [
        ["a", "x", "b", "x", "c"],
        ["x", "d", "e", "f", "g"],
      ],
      values: [
        [0, 0, 7, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    };
    const source = {
      cells: [
        { symbol: "n1", weight: 1 },
        { symbol: "n2", weight: 1 },
        { symbol: "n3", weight: 1 },
      ],
      multiplierValues: [{ value: 2, weight: 1 }],
      multiplier: null,
    };
    const next = collapseAndRefill(
      grid,
      [
        [0, 1],
        [0, 3],
        [1, 0],
      ],
      source,
      scriptedDraw([0, 1, 2]),
    );
    expect(next.symbols).toEqual([
      ["n1", "n2", "a", "b", "c"],
      ["n3", "d", "e", "f", "g"],
    ]);
    expect(next.values).toEqual([
      [0, 0, 0, 7, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it("plays a cascade to the grid that pays nothing, drawing exactly the first grid then each refill", () => {
    const first = eightBeans();
    const refill = ["heart", "star", "moon", "swirl", "heart", "star", "moon", "swirl"];
    const step = play(sugarStorm, [...landing(first), ...landing(refill)]);
    const cascade = step.cascade;
    expect(cascade?.tumbles).toHaveLength(2);
    expect(cascade?.tumbles[0]?.removed).toHaveLength(8);
    expect(cascade?.tumbles[1]?.grid[0]).toEqual(["heart", "star", "moon", "swirl", "moon"]);
    expect(cascade?.tumbles[1]?.grid[1]).toEqual(["heart", "star", "moon", "swirl", "moon"]);
    expect(cascade?.tumbles[1]?.wins).toEqual([]);
    expect(step.grid).toEqual(columnsOf(first));
    expect(step.wins.map((win) => win.symbol)).toEqual(["bean"]);
    expect(step.multiplier).toBe(1);
    expect(step.winUnits).toBe(payFor(table, "bean", 8));
    expect(step.state).toBeNull();
  });

  it("tumbles again when the refill makes a new win, and adds every tumble's pay", () => {
    const first = eightBeans();
    const refillMakingBeans = ["bean", "bean", "bean", "bean", "bean", "bean", "bean", "bean"];
    const quietRefill = quietCells(8, 3);
    const step = play(sugarStorm, [
      ...landing(first),
      ...landing(refillMakingBeans),
      ...landing(quietRefill),
    ]);
    expect(step.cascade?.tumbles).toHaveLength(3);
    expect(step.wins).toHaveLength(2);
    expect(step.winUnits).toBe(2 * payFor(table, "bean", 8));
  });

  it("replays the same steps from the same seed", () => {
    const played = (seed: number) => {
      const draw = seededDraw(seed);
      return Array.from({ length: 200 }, () => playStep(sugarStorm, { state: null, buy: false }, draw));
    };
    expect(played(5)).toEqual(played(5));
    expect(played(5)).not.toEqual(played(6));
    expect(played(5).some((step) => (step.cascade?.tumbles.length ?? 0) > 1)).toBe(true);
  });
});

describe("multipliers", () => {
  it("multiply a winning cascade by their sum in the base game, and not the scatter pay", () => {
    const first = eightBeans({ 12: "orb:5", 20: "orb:10" });
    const step = play(sugarStorm, [...landing(first), ...landing(quietCells(8, 3))]);
    expect(step.cascade?.multiplierSum).toBe(15);
    expect(step.cascade?.tumbles[0]?.multipliers).toEqual([
      { reel: 2, row: 2, value: 5 },
      { reel: 4, row: 0, value: 10 },
    ]);
    expect(step.multiplier).toBe(15);
    expect(step.winUnits).toBe(15 * payFor(table, "bean", 8));
  });

  it("multiply nothing when the cascade did not win", () => {
    const first = quietCells(30);
    first[7] = "orb:50";
    const step = play(sugarStorm, landing(first));
    expect(step.cascade?.multiplierSum).toBe(50);
    expect(step.multiplier).toBe(1);
    expect(step.winUnits).toBe(0);
  });

  it("add to the free spins' running total, which multiplies the winning cascade", () => {
    const first = eightBeans({ 12: "orb:3" });
    const step = play(
      sugarStorm,
      [...landing(first, "free"), ...landing(quietCells(8, 3), "free")],
      freeSpins(5, 4),
    );
    expect(step.multiplier).toBe(7);
    expect(step.winUnits).toBe(7 * payFor(table, "bean", 8));
    expect(step.state).toEqual({
      kind: "freeSpins",
      left: 4,
      total: 10,
      multiplier: 7,
      winUnits: 7 * payFor(table, "bean", 8),
    });
  });

  it("leave the running total alone on a free spin whose cascade has none or does not win", () => {
    const winning = play(
      sugarStorm,
      [...landing(eightBeans(), "free"), ...landing(quietCells(8, 3), "free")],
      freeSpins(5, 9),
    );
    expect(winning.multiplier).toBe(1);
    expect(winning.state).toMatchObject({ multiplier: 9 });
    const quiet = quietCells(30);
    quiet[3] = "orb:25";
    const losing = play(sugarStorm, landing(quiet, "free"), freeSpins(5, 9));
    expect(losing.multiplier).toBe(1);
    expect(losing.state).toMatchObject({ multiplier: 9, left: 4 });
  });
});

describe("scatters and free spins", () => {
  it("pay four scatters anywhere and award ten free spins at a total multiplier of ×1", () => {
    const first = quietCells(30);
    for (const index of [0, 9, 17, 29]) first[index] = "scatter";
    const step = play(sugarStorm, landing(first));
    expect(step.scatter).toMatchObject({ count: 4, units: payFor(table, "scatter", 4) });
    expect(step.winUnits).toBe(3 * BET);
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
    expect(step.state).toEqual({
      kind: "freeSpins",
      left: 10,
      total: 10,
      multiplier: 1,
      winUnits: 3 * BET,
    });
  });

  it("count the scatters a tumble brings in", () => {
    const first = eightBeans({ 15: "scatter", 16: "scatter", 17: "scatter" });
    const refill = quietCells(8, 3);
    refill[0] = "scatter";
    const step = play(sugarStorm, [...landing(first), ...landing(refill)]);
    expect(step.scatter?.count).toBe(4);
    expect(step.events).toEqual([{ type: "freeSpinsAwarded", spins: 10 }]);
  });

  it("retrigger five more spins with three scatters in free spins, and end with the last spin", () => {
    const three = quietCells(30);
    for (const index of [2, 14, 26]) three[index] = "scatter";
    const retriggered = play(sugarStorm, landing(three, "free"), freeSpins(1, 3, 500));
    expect(retriggered.events).toEqual([{ type: "freeSpinsAwarded", spins: 5 }]);
    expect(retriggered.state).toMatchObject({ left: 5, total: 15, multiplier: 3 });
    const last = play(sugarStorm, landing(quietCells(30), "free"), freeSpins(1, 3, 500));
    expect(last.state).toBeNull();
    expect(last.events).toEqual([{ type: "featureEnded", winUnits: 500 }]);
  });

  it("buy a spin that shows four scatters, placed among the cells not showing one", () => {
    const first = quietCells(30);
    first[8] = "scatter";
    const step = play(sugarStorm, [...landing(first), 0, 0, 0], null, true);
    expect(step.kind).toBe("buy");
    expect(step.scatter?.count).toBe(4);
    expect(step.scatter?.cells).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 3],
    ]);
    expect(step.state).toMatchObject({ kind: "freeSpins", left: 10 });
  });

  it("refuse a buy on a tumble title without one, and a buy after the first step", () => {
    const noBuy: Title = {
      info: { ...sugarStorm.info, bonusBuy: null },
      maths: { ...maths, buyScatters: null },
    };
    expect(() => playStep(noBuy, { state: null, buy: true }, scriptedDraw([]))).toThrow(StepRequestError);
    expect(() => playStep(sugarStorm, { state: freeSpins(3, 1), buy: true }, scriptedDraw([]))).toThrow(
      StepRequestError,
    );
  });
});

describe("the round cap", () => {
  it("stops a cascade at the tumble whose wins reach it, drawing nothing more", () => {
    // Eight beans three times over: the cap is passed by the third tumble's win, not the second's.
    const cap = 2 * payFor(table, "bean", 8) + 1;
    const capped: Title = { info: { ...sugarStorm.info, maxWinUnits: cap }, maths };
    const beans = Array.from({ length: 8 }, () => "bean");
    const step = play(capped, [...landing(eightBeans()), ...landing(beans), ...landing(beans)]);
    expect(step.cascade?.tumbles).toHaveLength(3);
    expect(step.cascade?.tumbles[2]?.wins).toHaveLength(1);
    expect(step.winUnits).toBe(cap);
    expect(step.events).toEqual([{ type: "maxWin", units: cap }]);
  });

  it("pays what is left under 5,000× and ends the round, free spins included", () => {
    const first = eightOf("crown", { 12: "orb:500", 20: "orb:500" });
    const step = play(
      sugarStorm,
      [...landing(first, "free"), ...landing(quietCells(8, 3), "free")],
      freeSpins(4, 200, 1000),
    );
    expect(step.winUnits).toBe(sugarStorm.info.maxWinUnits - 1000);
    expect(step.state).toBeNull();
    expect(step.events).toEqual([
      { type: "featureEnded", winUnits: sugarStorm.info.maxWinUnits },
      { type: "maxWin", units: sugarStorm.info.maxWinUnits },
    ]);
  });
});
