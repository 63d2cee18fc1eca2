import { describe, expect, it } from "vitest";
import { seededDraw } from "../random/seeded-draw.ts";
import { TITLES } from "../titles/index.ts";
import { payFor, payTableOf } from "./pay-table.ts";
import { playStep } from "./play-step.ts";
import { scriptedDraw, titleOf } from "./test-support.ts";

const cosmic = titleOf(TITLES, "cosmic-scratch");
const table = payTableOf(cosmic);

function counts(grid: string[][]): Map<string, number> {
  const shown = new Map<string, number>();
  for (const symbol of grid.flat()) shown.set(symbol, (shown.get(symbol) ?? 0) + 1);
  return shown;
}

describe("scratch cards", () => {
  it("show the drawn prize three times on the drawn cells and fill the rest with at most two of a kind", () => {
    // Ticket 687180 is the first moon; then the first free cell three times; then the first allowed symbol.
    const draw = scriptedDraw([687_180, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
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
