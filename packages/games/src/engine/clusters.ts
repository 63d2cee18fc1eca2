/**
 * Cluster pays: a group of cells showing the same paying symbol, each touching another across a
 * side (left, right, above, below; never only at a corner), pays what its size pays in the pay
 * table (a size above the table's highest pays as the highest). Smaller groups pay nothing: the
 * table's smallest paying size is the cluster minimum. Written as plain loops over a flat grid: it
 * runs for every tumble of every simulated round.
 */
import type { PayTable } from "./pay-table.ts";
import { payFor } from "./pay-table.ts";
import type { Cell, WinCombination } from "./types.ts";

const payingSets = new WeakMap<PayTable, ReadonlySet<string>>();

function payingSet(table: PayTable): ReadonlySet<string> {
  let set = payingSets.get(table);
  if (set === undefined) {
    set = new Set(table.paying);
    payingSets.set(table, set);
  }
  return set;
}

/**
 * The cell across `side` of cell `index` (0 above, 1 below, 2 left, 3 right) on a flat grid of
 * `size` cells, reel by reel, `rows` to a reel; -1 off the grid.
 */
function neighbour(index: number, side: number, rows: number, size: number): number {
  const row = index % rows;
  if (side === 0) return row > 0 ? index - 1 : -1;
  if (side === 1) return row < rows - 1 ? index + 1 : -1;
  const next = side === 2 ? index - rows : index + rows;
  return next >= 0 && next < size ? next : -1;
}

/**
 * Every paying cluster, in the order of its first cell (reel by reel from the left, each reel top
 * to bottom); each cluster's cells in that order too.
 */
export function evaluateClusters(grid: readonly (readonly string[])[], table: PayTable): WinCombination[] {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 0;
  const size = reels * rows;
  const symbols: string[] = new Array<string>(size);
  for (let reel = 0; reel < reels; reel += 1) {
    const column = grid[reel] as readonly string[];
    for (let row = 0; row < rows; row += 1) symbols[reel * rows + row] = column[row] as string;
  }
  const paying = payingSet(table);
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  const wins: WinCombination[] = [];
  for (let start = 0; start < size; start += 1) {
    const symbol = symbols[start] as string;
    if (seen[start] === 1 || !paying.has(symbol)) continue;
    // Flood fill from `start` over the cells showing its symbol.
    const members: number[] = [];
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const index = stack[--top] as number;
      members.push(index);
      for (let side = 0; side < 4; side += 1) {
        const next = neighbour(index, side, rows, size);
        if (next < 0 || seen[next] === 1 || symbols[next] !== symbol) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    const units = payFor(table, symbol, members.length);
    if (units === 0) continue;
    members.sort((a, b) => a - b);
    const cells: Cell[] = members.map((index) => [Math.floor(index / rows), index % rows]);
    wins.push({ symbol, count: members.length, line: null, ways: 1, cells, units });
  }
  return wins;
}
