import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { TITLES } from "../titles/index.ts";
import { payFor, payTableOf } from "./pay-table.ts";
import { playStep } from "./play-step.ts";
import { scriptedDraw, titleOf } from "./test-support.ts";

const cosmic = titleOf(TITLES, "cosmic-scratch");
const table = payTableOf(cosmic);

/**
 * The chance, under the fill rule alone, that a losing card shows `symbol` twice: every cell drawn
 * from the fill weights among the symbols shown fewer than twice, worked out over every sequence.
 */
function chanceOfTwoOnALosingCard(
  fill: readonly { symbol: string; weight: number }[],
  symbol: string,
): number {
  const memo = new Map<string, number>();
  const chance = (shown: readonly number[], left: number): number => {
    const target = shown[fill.findIndex((entry) => entry.symbol === symbol)];
    if (left === 0) return target === 2 ? 1 : 0;
    const key = `${shown.join()}:${left}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const allowed = fill
      .map((entry, index) => ({ ...entry, index }))
      .filter(({ index }) => (shown[index] ?? 0) < 2);
    const total = allowed.reduce((sum, { weight }) => sum + weight, 0);
    let result = 0;
    for (const { index, weight } of allowed) {
      const next = [...shown];
      next[index] = (next[index] ?? 0) + 1;
      result += (weight / total) * chance(next, left - 1);
    }
    memo.set(key, result);
    return result;
  };
  return chance(
    fill.map(() => 0),
    9,
  );
}

function counts(grid: string[][]): Map<string, number> {
  const shown = new Map<string, number>();
  for (const symbol of grid.flat()) shown.set(symbol, (shown.get(symbol) ?? 0) + 1);
  return shown;
}

describe("scratch cards", () => {
  it("show the drawn prize three times on the drawn cells and fill the rest with at most two of a kind", () => {
    // Ticket 669180 is the first moon; then the first free cell three times; then the first allowed symbol.
    const draw = scriptedDraw([669_180, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const step = playStep(cosmic, { state: null, buy: false }, draw);
    expect(step.grid).toEqual([
      ["moon", "moon", "moon"],
      ["star", "star", "comet"],
      ["comet", "rocket", "rocket"],
    ]);
    expect(step.wins).toEqual([
      {
        symbol: "moon",
        count: 3,
        line: null,
        ways: 1,
        cells: [
          [0, 0],
          [0, 1],
          [0, 2],
        ],
        units: 10,
      },
    ]);
    expect(step.winUnits).toBe(10);
  });

  it("show two of a top symbol on a losing card only as often as the published fill rule makes it", () => {
    if (cosmic.maths.kind !== "scratch") throw new Error("Cosmic Scratch is a scratch card");
    const expected = chanceOfTwoOnALosingCard(cosmic.maths.fill, "astronaut");
    // Drawn uniformly, as the cards once were, 46 % of losing cards showed two astronauts.
    expect(expected).toBeLessThan(0.05);
    let losing = 0;
    let twoAstronauts = 0;
    for (let seed = 0; losing < 20_000; seed += 1) {
      const step = playStep(cosmic, { state: null, buy: false }, seededDraw(seed));
      if (step.winUnits > 0) continue;
      losing += 1;
      if (counts(step.grid).get("astronaut") === 2) twoAstronauts += 1;
    }
    const standardError = Math.sqrt((expected * (1 - expected)) / losing);
    expect(Math.abs(twoAstronauts / losing - expected)).toBeLessThanOrEqual(4 * standardError);
  });

  it("never show a second three of a kind, and pay exactly the prize they show", () => {
    for (let seed = 0; seed < 3000; seed += 1) {
      const step = playStep(cosmic, { state: null, buy: false }, seededDraw(seed));
      const triples = [...counts(step.grid)].filter(([, times]) => times >= 3);
      const [win] = step.wins;
      if (win === undefined) {
        expect(triples).toEqual([]);
        expect(step.winUnits).toBe(0);
      } else {
        expect(triples).toEqual([[win.symbol, 3]]);
        expect(win.cells.every(([reel, row]) => step.grid[reel]?.[row] === win.symbol)).toBe(true);
        expect(step.winUnits).toBe(payFor(table, win.symbol, 3));
      }
    }
  });
});
