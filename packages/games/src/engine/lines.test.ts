import { describe, expect, it } from "vitest";
import { TITLES } from "../titles/index.ts";
import { bestLinePay, evaluateLines } from "./lines.ts";
import { payTableOf } from "./pay-table.ts";
import { titleOf } from "./test-support.ts";

const lanterns = payTableOf(titleOf(TITLES, "lucky-lanterns"));
const fruits = payTableOf(titleOf(TITLES, "midnight-fruits"));

describe("bestLinePay", () => {
  it("pays a run of one symbol from the first reel", () => {
    expect(bestLinePay(["K", "K", "K", "A", "Q"], lanterns)).toEqual({ symbol: "K", count: 3, units: 7 });
    expect(bestLinePay(["K", "K", "Q", "K", "K"], lanterns)).toBeNull();
    expect(bestLinePay(["Q", "K", "K", "K", "K"], lanterns)).toBeNull();
  });

  it("lets a wild stand in for a paying symbol anywhere in the run", () => {
    expect(bestLinePay(["wild", "K", "K", "J", "Q"], lanterns)).toEqual({ symbol: "K", count: 3, units: 7 });
    expect(bestLinePay(["K", "K", "wild", "K", "Q"], lanterns)).toEqual({ symbol: "K", count: 4, units: 20 });
  });

  it("pays the better of the wilds' own combination and the symbol they complete", () => {
    // Three wilds pay 50; with two queens they make five queens, which pay 60.
    expect(bestLinePay(["wild", "wild", "wild", "Q", "Q"], lanterns)).toEqual({
      symbol: "Q",
      count: 5,
      units: 60,
    });
    // Three wilds (50) beat four aces (30).
    expect(bestLinePay(["wild", "wild", "wild", "A", "K"], lanterns)).toEqual({
      symbol: "wild",
      count: 3,
      units: 50,
    });
    expect(bestLinePay(["wild", "wild", "wild", "wild", "wild"], lanterns)).toEqual({
      symbol: "wild",
      count: 5,
      units: 2500,
    });
  });

  it("never lets a wild stand in for a scatter, and a scatter ends the run", () => {
    expect(bestLinePay(["scatter", "scatter", "scatter", "K", "K"], lanterns)).toBeNull();
    expect(bestLinePay(["wild", "scatter", "K", "K", "K"], lanterns)).toBeNull();
    expect(bestLinePay(["K", "K", "scatter", "K", "K"], lanterns)).toBeNull();
  });

  it("doubles a line win a wild helped to make, where the title says so", () => {
    expect(bestLinePay(["bell", "bell", "bell"], fruits)).toEqual({ symbol: "bell", count: 3, units: 19 });
    expect(bestLinePay(["bell", "wild", "bell"], fruits)).toEqual({ symbol: "bell", count: 3, units: 38 });
    expect(bestLinePay(["wild", "cherry", "plum"], fruits)).toEqual({ symbol: "cherry", count: 2, units: 2 });
    // The wilds' own pay is not doubled.
    expect(bestLinePay(["wild", "wild", "wild"], fruits)).toEqual({ symbol: "wild", count: 3, units: 200 });
  });
});

describe("evaluateLines", () => {
  it("reports each winning line with its index and the cells of the run", () => {
    const grid = [
      ["A", "K", "Q"],
      ["A", "wild", "J"],
      ["A", "K", "10"],
      ["J", "K", "Q"],
      ["Q", "10", "J"],
    ];
    const wins = evaluateLines(
      grid,
      [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
      ],
      lanterns,
    );
    expect(wins).toEqual([
      {
        symbol: "A",
        count: 3,
        line: 0,
        ways: 1,
        cells: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        units: 10,
      },
      {
        symbol: "K",
        count: 4,
        line: 1,
        ways: 1,
        cells: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        units: 20,
      },
    ]);
  });
});
