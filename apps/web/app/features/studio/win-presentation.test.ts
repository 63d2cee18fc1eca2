import { describe, expect, it } from "vitest";
import {
  anticipatedReels,
  cellsOf,
  isBelowStake,
  winHighlights,
  winSequence,
  winTier,
  winTone,
} from "./win-presentation.ts";

const lineWin = (line: number, units: number) => ({
  symbol: "A",
  count: 3,
  line,
  ways: 1,
  cells: [[0, line] as [number, number], [1, line] as [number, number], [2, line] as [number, number]],
  units,
});

describe("win presentation", () => {
  it("pays each combination in minor units with the step's multiplier", () => {
    const highlights = winHighlights(
      {
        wins: [lineWin(0, 5), lineWin(1, 10)],
        scatter: { count: 3, cells: [[0, 2]], units: 40 },
        multiplier: 2,
      },
      100,
      20,
    );
    expect(highlights.map((highlight) => [highlight.line, highlight.amount, highlight.isScatter])).toEqual([
      [0, 50, false],
      [1, 100, false],
      [null, 400, true],
    ]);
  });

  it("leaves out a scatter that pays nothing (it only triggered the feature)", () => {
    expect(
      winHighlights({ wins: [], scatter: { count: 3, cells: [], units: 0 }, multiplier: 1 }, 100, 20),
    ).toEqual([]);
  });

  it("shows wins one by one, then all together; turbo shows them all at once", () => {
    const highlights = winHighlights(
      { wins: [lineWin(0, 5), lineWin(1, 10)], scatter: null, multiplier: 1 },
      100,
      20,
    );
    expect(winSequence(highlights, false).map((beat) => beat.kind)).toEqual(["one", "one", "all"]);
    expect(winSequence(highlights, true).map((beat) => beat.kind)).toEqual(["all"]);
    expect(winSequence(highlights.slice(0, 1), false).map((beat) => beat.kind)).toEqual(["one"]);
    expect(winSequence([], false)).toEqual([]);
  });

  it("lists each winning cell once", () => {
    const highlights = winHighlights(
      { wins: [lineWin(0, 5), { ...lineWin(0, 5), line: 3 }], scatter: null, multiplier: 1 },
      100,
      20,
    );
    expect(cellsOf(highlights)).toHaveLength(3);
  });

  it("celebrates wins of 15, 30 and 60 times the bet", () => {
    expect(winTier(1_499, 100)).toBeNull();
    expect(winTier(1_500, 100)).toBe("big");
    expect(winTier(3_000, 100)).toBe("mega");
    expect(winTier(6_000, 100)).toBe("epic");
  });

  it("presents a return below the stake quietly, and a win of the stake or more as a win", () => {
    expect(isBelowStake(40, 100)).toBe(true);
    expect(isBelowStake(100, 100)).toBe(false);
    expect(winTone(40, 100, false)).toBe("quiet");
    expect(winTone(99, 100, false)).toBe("quiet");
    expect(winTone(100, 100, false)).toBe("win");
    expect(winTone(250, 100, false)).toBe("win");
    // A bought feature costs its price: 40 bets back from a price of 87 bets is no win.
    expect(winTone(4_000, 8_700, false)).toBe("quiet");
  });

  it("shows each free spin's or respin's win as it comes, the feature being under way", () => {
    expect(winTone(40, 100, true)).toBe("win");
  });

  describe("anticipation", () => {
    const symbols = [
      { id: "A", role: "low" as const, pays: [] },
      { id: "scatter", role: "scatter" as const, pays: [] },
      { id: "coin", role: "cash" as const, pays: [] },
    ];
    const freeSpinsTitle = {
      symbols,
      freeSpins: {
        awards: [{ scatters: 3, spins: 10 }],
        multiplier: 1,
        multiplierStep: 0,
        maxMultiplier: 1,
        retrigger: true,
      },
      holdAndWin: null,
    };

    it("slows the reels after two scatters", () => {
      const grid = [
        ["scatter", "A", "A"],
        ["A", "A", "A"],
        ["A", "scatter", "A"],
        ["A", "A", "A"],
        ["A", "A", "A"],
      ];
      expect(anticipatedReels({ kind: "spin", grid }, freeSpinsTitle)).toEqual([
        false,
        false,
        false,
        true,
        true,
      ]);
    });

    it("slows nothing without two scatters, nor on respins", () => {
      const grid = [
        ["scatter", "A", "A"],
        ["A", "A", "A"],
        ["A", "A", "A"],
      ];
      expect(anticipatedReels({ kind: "spin", grid }, freeSpinsTitle)).toEqual([false, false, false]);
      const twoScatters = [["scatter"], ["scatter"], ["A"]];
      expect(anticipatedReels({ kind: "respin", grid: twoScatters }, freeSpinsTitle)).toEqual([
        false,
        false,
        false,
      ]);
    });

    it("slows the reels when cash is two short of the hold-and-win trigger, not once it is reached", () => {
      const title = {
        symbols,
        freeSpins: null,
        holdAndWin: { trigger: 6, respins: 3, jackpots: { mini: 1, minor: 2, major: 3, grand: 4 } },
      };
      const grid = [
        ["coin", "coin", "A"],
        ["coin", "coin", "A"],
        ["coin", "coin", "A"],
        ["A", "A", "A"],
        ["A", "A", "A"],
      ];
      // 4 after two reels (anticipate reel 2), 6 after three (triggered: no more).
      expect(anticipatedReels({ kind: "spin", grid }, title)).toEqual([false, false, true, false, false]);
    });
  });
});
