import { describe, expect, it } from "vitest";
import { TITLES } from "../titles/index.ts";
import { payTableOf } from "./pay-table.ts";
import { titleOf } from "./test-support.ts";
import { evaluateWays } from "./ways.ts";

const savanna = payTableOf(titleOf(TITLES, "savanna-sunrise"));

describe("evaluateWays", () => {
  it("multiplies the matching cells of consecutive reels from the first", () => {
    const grid = [
      ["lion", "A", "lion"],
      ["wild", "lion", "K"],
      ["lion", "Q", "J"],
      ["zebra", "10", "9"],
      ["lion", "lion", "lion"],
    ];
    // Lions: 2 × 2 × 1 ways over three reels (the fourth has none, so the fifth does not count).
    // A pays nothing: the wild carries it to reel 2 only.
    expect(evaluateWays(grid, savanna)).toEqual([
      {
        symbol: "lion",
        count: 3,
        line: null,
        ways: 4,
        cells: [
          [0, 0],
          [0, 2],
          [1, 0],
          [1, 1],
          [2, 0],
        ],
        units: 4 * 40,
      },
    ]);
  });

  it("counts wilds as every symbol they stand beside", () => {
    const grid = [
      ["K", "Q", "J"],
      ["wild", "zebra", "zebra"],
      ["wild", "9", "9"],
      ["zebra", "zebra", "A"],
      ["giraffe", "giraffe", "giraffe"],
    ];
    const wins = evaluateWays(grid, savanna);
    expect(wins.map(({ symbol, count, ways, units }) => ({ symbol, count, ways, units }))).toEqual([
      { symbol: "K", count: 3, ways: 1, units: 10 },
      { symbol: "Q", count: 3, ways: 1, units: 8 },
      { symbol: "J", count: 3, ways: 1, units: 6 },
    ]);
  });

  it("pays nothing when the first reel has no match", () => {
    const grid = [
      ["scatter", "scatter", "scatter"],
      ["lion", "lion", "lion"],
      ["lion", "lion", "lion"],
      ["lion", "lion", "lion"],
      ["lion", "lion", "lion"],
    ];
    expect(evaluateWays(grid, savanna)).toEqual([]);
  });
});
