import { describe, expect, it } from "vitest";
import { potionParlour } from "../titles/potion-parlour.ts";
import { evaluateClusters } from "./clusters.ts";
import { payFor, payTableOf } from "./pay-table.ts";
import { gridFromRows } from "./test-support.ts";

const table = payTableOf(potionParlour);

const LETTERS = { C: "cauldron", O: "owl", R: "red-potion", G: "green-potion", S: "scatter" };
const gridOf = (rows: readonly string[]) =>
  gridFromRows(rows, LETTERS, ["blue-potion", "violet-potion", "spellbook"]);

describe("cluster pays", () => {
  it("pays five touching cells of a symbol, in any shape, for their count", () => {
    const shapes = [
      ["RRRRR..", ".......", ".......", ".......", ".......", ".......", "......."],
      ["R......", "R......", "R......", "R......", "R......", ".......", "......."],
      ["..R....", ".RRR...", "..R....", ".......", ".......", ".......", "......."],
      ["....RR.", ".....R.", ".....RR", ".......", ".......", ".......", "......."],
    ];
    for (const shape of shapes) {
      const wins = evaluateClusters(gridOf(shape), table);
      expect(wins).toEqual([
        expect.objectContaining({ symbol: "red-potion", count: 5, ways: 1, line: null }),
      ]);
      expect(wins[0]?.units).toBe(payFor(table, "red-potion", 5));
      expect(wins[0]?.cells).toHaveLength(5);
    }
  });

  it("pays nothing for four touching cells, nor for cells that touch only at a corner", () => {
    const four = ["RRRR...", ".......", ".......", ".......", ".......", ".......", "......."];
    expect(evaluateClusters(gridOf(four), table)).toEqual([]);
    const diagonal = ["R......", ".R.....", "..R....", "...R...", "....R..", ".......", "......."];
    expect(evaluateClusters(gridOf(diagonal), table)).toEqual([]);
    // Two groups of four joined only corner to corner are two clusters of four: no win.
    const corner = ["RR.....", "RR.....", "..RR...", "..RR...", ".......", ".......", "......."];
    expect(evaluateClusters(gridOf(corner), table)).toEqual([]);
  });

  it("pays every cluster on the grid, two of one symbol apart, in the order of their first cell", () => {
    const grid = gridOf(["GGG..RR", "G....RR", "G....R.", "...C...", "RRRR.C.", "...RRRR", "......."]);
    const wins = evaluateClusters(grid, table);
    expect(wins.map(({ symbol, count }) => [symbol, count])).toEqual([
      ["green-potion", 5],
      ["red-potion", 8],
      ["red-potion", 5],
    ]);
    expect(wins[1]?.cells).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 4],
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
    expect(wins[1]?.units).toBe(payFor(table, "red-potion", 8));
  });

  it("lists a cluster's cells reel by reel, top to bottom, and pays a size above the table's highest as the highest", () => {
    const grid = gridOf([".C.....", "CCC....", ".C.....", ".......", ".......", ".......", "......."]);
    expect(evaluateClusters(grid, table)[0]?.cells).toEqual([
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    const full = Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => "owl"));
    expect(evaluateClusters(full, table)).toEqual([
      expect.objectContaining({ symbol: "owl", count: 49, units: payFor(table, "owl", 15) }),
    ]);
    expect(payFor(table, "owl", 49)).toBe(payFor(table, "owl", 15));
  });

  it("never counts scatters as a cluster", () => {
    const grid = gridOf(["SSSSS..", "SS.....", ".......", ".......", ".......", ".......", "......."]);
    expect(evaluateClusters(grid, table)).toEqual([]);
  });
});
