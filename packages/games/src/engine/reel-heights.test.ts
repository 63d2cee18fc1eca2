import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { starQuarry } from "../titles/star-quarry.ts";
import type { ReelMaths, Strip, Title } from "../titles/title.ts";
import { playStep } from "./play-step.ts";
import { drawReelHeights, waysOf } from "./reel-heights.ts";
import { scriptedDraw, showing } from "./test-support.ts";
import type { FeatureState } from "./types.ts";

const maths = starQuarry.maths as ReelMaths;
const table = maths.reelHeights?.[0] ?? [];

/** The draw that picks `height` from a reel's height table. */
function heightTicket(height: number): number {
  const index = table.findIndex((entry) => entry.height === height);
  if (index < 0) throw new Error(`No height ${height}`);
  return table.slice(0, index).reduce((sum, { weight }) => sum + weight, 0);
}

/** Draws for a spin of `showing(title, columns)`: each column's height, then stop 0 on every reel. */
function drawsFor(columns: readonly Strip[]): number[] {
  return [...columns.map((column) => heightTicket(column.length)), ...columns.map(() => 0)];
}

function spinShowing(
  columns: readonly Strip[],
  state: FeatureState | null = null,
  title: Title = starQuarry,
) {
  const shown = showing(title, columns);
  const draw = scriptedDraw(drawsFor(columns));
  const step = playStep(shown, { state, buy: false }, draw);
  expect(draw.left()).toBe(0);
  return step;
}

const freeSpins = (left: number, multiplier: number, winUnits = 0): FeatureState => ({
  kind: "freeSpins",
  left,
  total: 12,
  multiplier,
  winUnits,
});

/** Nothing pays: reel 2 continues none of reel 1's symbols. */
const QUIET = [
  ["A", "K"],
  ["Q", "J", "10"],
  ["A", "A", "A", "A"],
  ["K", "K"],
  ["9", "9", "9"],
  ["Q", "Q"],
];

describe("expanding reels", () => {
  it("draws every reel's height first, then the stops, and shows each reel as tall as drawn", () => {
    const draw = scriptedDraw([
      heightTicket(2),
      heightTicket(7),
      heightTicket(3),
      heightTicket(4),
      heightTicket(5),
      heightTicket(6),
      0,
      1,
      2,
      3,
      4,
      5,
    ]);
    const step = playStep(starQuarry, { state: null, buy: false }, draw);
    expect(draw.left()).toBe(0);
    expect(step.grid.map((column) => column.length)).toEqual([2, 7, 3, 4, 5, 6]);
    step.grid.forEach((column, reel) => {
      const strip = maths.baseStrips[reel] ?? [];
      expect(column).toEqual(column.map((_, row) => strip[(reel + row) % strip.length]));
    });
  });

  it("draws heights from each reel's weighted table", () => {
    const draw = seededDraw(5);
    const seen = new Map<number, number>();
    const spins = 22_000;
    for (let spin = 0; spin < spins; spin += 1) {
      const [height] = drawReelHeights(maths, 6, 7, draw);
      seen.set(height as number, (seen.get(height as number) ?? 0) + 1);
    }
    const total = table.reduce((sum, { weight }) => sum + weight, 0);
    for (const { height, weight } of table) {
      const expected = (spins * weight) / total;
      // Six binomial standard deviations: a wrong table misses by far more.
      expect(Math.abs((seen.get(height) ?? 0) - expected)).toBeLessThan(6 * Math.sqrt(expected));
    }
  });

  it("draws nothing for titles whose reels do not expand", () => {
    const fixed: ReelMaths = { ...maths, reelHeights: undefined };
    const draw = scriptedDraw([]);
    expect(drawReelHeights(fixed, 5, 3, draw)).toEqual([3, 3, 3, 3, 3]);
  });

  it("has as many ways as the product of the heights, up to the 117,649 the title states", () => {
    expect(waysOf(QUIET)).toBe(2 * 3 * 4 * 2 * 3 * 2);
    const tallest = Math.max(...table.map(({ height }) => height));
    const shortest = Math.min(...table.map(({ height }) => height));
    expect(starQuarry.info.reelHeights).toEqual({ min: shortest, max: tallest });
    expect(starQuarry.info.rows).toBe(tallest);
    expect(starQuarry.info.ways).toBe(tallest ** starQuarry.info.reels);
    expect(starQuarry.info.ways).toBe(117_649);
  });

  it("pays ways over reels of different heights, wilds standing in from the second reel", () => {
    const step = spinShowing([
      ["crystal", "A"],
      ["wild", "crystal", "K", "Q", "J", "10", "9"],
      ["crystal", "crystal", "J"],
      ["K", "Q", "J", "10"],
      ["crystal", "crystal", "crystal", "crystal", "crystal"],
      ["crystal", "A"],
    ]);
    // Crystals: 1 × 2 × 2 ways over three reels; the fourth has none, so the fifth does not count.
    expect(step.wins).toEqual([
      expect.objectContaining({ symbol: "crystal", count: 3, ways: 4, units: 4 * 20 }),
    ]);
    expect(step.winUnits).toBe(80);
    expect(step.state).toBeNull();
  });

  it("never lands a wild on the first reel", () => {
    expect(maths.baseStrips[0]).not.toContain("wild");
    expect(maths.freeSpinStrips?.[0]).not.toContain("wild");
  });

  it("starts twelve free spins on four scatters and five more for each scatter beyond", () => {
    const fourScatters = QUIET.map((column, reel) => (reel < 4 ? ["scatter", ...column.slice(1)] : column));
    const four = spinShowing(fourScatters);
    expect(four.scatter?.count).toBe(4);
    expect(four.events).toEqual([{ type: "freeSpinsAwarded", spins: 12 }]);
    expect(four.state).toEqual({ kind: "freeSpins", left: 12, total: 12, multiplier: 1, winUnits: 0 });
    const sixScatters = QUIET.map((column) => ["scatter", ...column.slice(1)]);
    expect(spinShowing(sixScatters).state).toMatchObject({ left: 22, total: 22 });
    const threeScatters = QUIET.map((column, reel) => (reel < 3 ? ["scatter", ...column.slice(1)] : column));
    expect(spinShowing(threeScatters).state).toBeNull();
  });

  it("raises the free spins' multiplier by one after every free spin, paid or not, and retriggers", () => {
    const quiet = spinShowing(QUIET, freeSpins(12, 1));
    expect(quiet.multiplier).toBe(1);
    expect(quiet.state).toMatchObject({ left: 11, multiplier: 2 });
    const paying = [
      ["crystal", "A"],
      ["crystal", "K", "Q"],
      ["crystal", "J"],
      ["Q", "J", "10"],
      ["9", "9"],
      ["K", "K"],
    ];
    const third = spinShowing(paying, freeSpins(10, 3, 40));
    expect(third.multiplier).toBe(3);
    expect(third.winUnits).toBe(3 * 20);
    expect(third.state).toEqual({ kind: "freeSpins", left: 9, total: 12, multiplier: 4, winUnits: 100 });
    const retrigger = QUIET.map((column, reel) => (reel < 5 ? ["scatter", ...column.slice(1)] : column));
    const again = spinShowing(retrigger, freeSpins(1, 12));
    expect(again.events).toEqual([{ type: "freeSpinsAwarded", spins: 17 }]);
    expect(again.state).toEqual({ kind: "freeSpins", left: 17, total: 29, multiplier: 13, winUnits: 0 });
  });

  it("ends the round at the 10,000× cap", () => {
    const { maxWinUnits } = starQuarry.info;
    const paying = [
      ["crystal", "crystal"],
      ["crystal", "crystal"],
      ["crystal", "crystal"],
      ["crystal", "crystal"],
      ["crystal", "crystal"],
      ["crystal", "crystal"],
    ];
    // 64 ways of six crystals at 300 units, times 50: far past the cap.
    const step = spinShowing(paying, freeSpins(5, 50, maxWinUnits - 1000));
    expect(step.winUnits).toBe(1000);
    expect(step.state).toBeNull();
    expect(step.events).toEqual([
      { type: "featureEnded", winUnits: maxWinUnits },
      { type: "maxWin", units: maxWinUnits },
    ]);
  });

  it("plays the same step from the same draws", () => {
    const first = playStep(starQuarry, { state: null, buy: false }, seededDraw(42));
    const again = playStep(starQuarry, { state: null, buy: false }, seededDraw(42));
    expect(again).toEqual(first);
    const heights = new Set<string>();
    const draw = seededDraw(43);
    for (let spin = 0; spin < 20; spin += 1) {
      heights.add(
        playStep(starQuarry, { state: null, buy: false }, draw)
          .grid.map((c) => c.length)
          .join(),
      );
    }
    expect(heights.size).toBeGreaterThan(15);
  });
});
