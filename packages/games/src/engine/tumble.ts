/**
 * The cascade machinery of tumble titles: a grid whose cells are drawn one by one, and the tumble
 * loop that takes the winning cells off, lets the rest fall and fills the gaps from above until a
 * grid pays nothing. What pays is the caller's evaluator (symbols counted anywhere here; clusters
 * of touching cells, `clusters.ts`, for a cluster title), so every cascading title shares one loop
 * and one order of draws.
 *
 * Draw order, which a replay from the seeds depends on: the first grid reel by reel from the left,
 * each reel top to bottom, one weighted draw per cell, and when that cell is a multiplier symbol its
 * value's weighted draw straight after it; then, after each tumble, the emptied cells the same way:
 * reel by reel from the left, each reel's new cells top to bottom.
 */
import type { PayTable } from "./pay-table.ts";
import { payFor } from "./pay-table.ts";
import type { Cell, Draw, MultiplierCell, Tumble, WinCombination } from "./types.ts";
import { drawWeighted } from "./weighted.ts";

/** What a tumble title's cells are drawn from. */
export interface CellSource {
  cells: readonly { symbol: string; weight: number }[];
  multiplierValues: readonly { value: number; weight: number }[];
  /** The multiplier symbol's id; null when the title has none. */
  multiplier: string | null;
}

/** A grid in play: symbols by reel then row, and each multiplier symbol's value (0 elsewhere). */
export interface LiveGrid {
  symbols: string[][];
  values: number[][];
}

export type Evaluator = (grid: readonly (readonly string[])[]) => WinCombination[];

function drawCell(source: CellSource, draw: Draw): { symbol: string; value: number } {
  const { symbol } = drawWeighted(source.cells, draw);
  const value = symbol === source.multiplier ? drawWeighted(source.multiplierValues, draw).value : 0;
  return { symbol, value };
}

export function drawLiveGrid(source: CellSource, reels: number, rows: number, draw: Draw): LiveGrid {
  const symbols: string[][] = [];
  const values: number[][] = [];
  for (let reel = 0; reel < reels; reel += 1) {
    const column: string[] = [];
    const columnValues: number[] = [];
    for (let row = 0; row < rows; row += 1) {
      const cell = drawCell(source, draw);
      column.push(cell.symbol);
      columnValues.push(cell.value);
    }
    symbols.push(column);
    values.push(columnValues);
  }
  return { symbols, values };
}

/** The multiplier symbols showing, reel by reel, top to bottom. */
export function multipliersOn(grid: LiveGrid): MultiplierCell[] {
  const found: MultiplierCell[] = [];
  for (let reel = 0; reel < grid.values.length; reel += 1) {
    const column = grid.values[reel] as number[];
    for (let row = 0; row < column.length; row += 1) {
      const value = column[row] as number;
      if (value > 0) found.push({ reel, row, value });
    }
  }
  return found;
}

/**
 * Count pays: every paying symbol showing at least its smallest paying count anywhere on the grid
 * pays for its count (a count above the table's highest pays as the highest). Written as plain
 * loops: it runs for every tumble of every simulated round.
 */
export function evaluateCounts(grid: readonly (readonly string[])[], table: PayTable): WinCombination[] {
  const counts = new Map<string, number>();
  for (const column of grid) {
    for (const shown of column) counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  const wins: WinCombination[] = [];
  for (const symbol of table.paying) {
    const count = counts.get(symbol) ?? 0;
    const units = count === 0 ? 0 : payFor(table, symbol, count);
    if (units === 0) continue;
    const cells: Cell[] = [];
    for (let reel = 0; reel < grid.length; reel += 1) {
      const column = grid[reel] as readonly string[];
      for (let row = 0; row < column.length; row += 1) {
        if (column[row] === symbol) cells.push([reel, row]);
      }
    }
    wins.push({ symbol, count, line: null, ways: 1, cells, units });
  }
  return wins;
}

/** Every winning cell once, reel by reel, top to bottom. */
export function removedCells(wins: readonly WinCombination[], reels: number, rows: number): Cell[] {
  if (wins.length === 0) return [];
  const taken = new Array<boolean>(reels * rows).fill(false);
  for (const win of wins) {
    for (const [reel, row] of win.cells) taken[reel * rows + row] = true;
  }
  const cells: Cell[] = [];
  for (let index = 0; index < taken.length; index += 1) {
    if (taken[index]) cells.push([Math.floor(index / rows), index % rows]);
  }
  return cells;
}

/**
 * Takes the removed cells off, lets each reel's other cells fall to the bottom in their order and
 * draws the cells left empty at the top (reel by reel, top to bottom). Returns the new grid.
 */
export function collapseAndRefill(
  grid: LiveGrid,
  removed: readonly Cell[],
  source: CellSource,
  draw: Draw,
): LiveGrid {
  const reels = grid.symbols.length;
  const rows = grid.symbols[0]?.length ?? 0;
  const isGone = new Array<boolean>(reels * rows).fill(false);
  for (const [reel, row] of removed) isGone[reel * rows + row] = true;
  const symbols: string[][] = [];
  const values: number[][] = [];
  for (let reel = 0; reel < reels; reel += 1) {
    const column = grid.symbols[reel] as string[];
    const columnValues = grid.values[reel] as number[];
    const keptSymbols: string[] = [];
    const keptValues: number[] = [];
    for (let row = 0; row < rows; row += 1) {
      if (isGone[reel * rows + row]) continue;
      keptSymbols.push(column[row] as string);
      keptValues.push(columnValues[row] as number);
    }
    const newSymbols: string[] = [];
    const newValues: number[] = [];
    for (let row = keptSymbols.length; row < rows; row += 1) {
      const cell = drawCell(source, draw);
      newSymbols.push(cell.symbol);
      newValues.push(cell.value);
    }
    symbols.push(newSymbols.concat(keptSymbols));
    values.push(newValues.concat(keptValues));
  }
  return { symbols, values };
}

/** What a tumble pays, in units: each win's units, times its multiplier where it has one. */
export function tumbleUnits(tumble: Pick<Tumble, "wins" | "winMultipliers">): number {
  let units = 0;
  tumble.wins.forEach((win, index) => {
    units += win.units * (tumble.winMultipliers?.[index] ?? 1);
  });
  return units;
}

/**
 * What a title's board adds to a tumble as its wins meet it (multiplier spots: the spots and each
 * win's multiplier), before the next tumble is drawn.
 */
export type MeetWins = (
  wins: readonly WinCombination[],
  removed: readonly Cell[],
) => Pick<Tumble, "spots" | "winMultipliers">;

/**
 * Plays the tumbles from `grid` until one pays nothing; the last tumble is the grid the cascade
 * ends on. `grid` is the first grid as it landed (a bought spin's placed scatters included).
 * `isEnough(units)` is asked after each winning tumble with what the cascade has won so far: when
 * it says yes (the round's cap is reached, so more tumbles could not pay more) the cascade stops
 * there, which also bounds the loop: every winning tumble adds at least the smallest pay.
 * `meet`, when given, is told each tumble's wins and adds what it returns to the tumble.
 */
export function playCascade(
  grid: LiveGrid,
  source: CellSource,
  evaluate: Evaluator,
  draw: Draw,
  isEnough: (units: number) => boolean,
  meet?: MeetWins,
): Tumble[] {
  const reels = grid.symbols.length;
  const rows = grid.symbols[0]?.length ?? 0;
  const tumbles: Tumble[] = [];
  let current = grid;
  let units = 0;
  for (;;) {
    const wins = evaluate(current.symbols);
    const removed = removedCells(wins, reels, rows);
    const tumble: Tumble = {
      grid: current.symbols.map((column) => [...column]),
      multipliers: multipliersOn(current),
      wins,
      removed,
      ...meet?.(wins, removed),
    };
    tumbles.push(tumble);
    units += tumbleUnits(tumble);
    if (removed.length === 0 || isEnough(units)) return tumbles;
    current = collapseAndRefill(current, removed, source, draw);
  }
}
