/**
 * Ways pay every paying symbol that shows (itself or a wild) on consecutive reels from the first:
 * the pay for that many reels times the ways, the product of the matching cells on each reel.
 * Wilds have no pays of their own in ways titles.
 */
import { type PayTable, payFor } from "./pay-table.ts";
import type { Cell, WinCombination } from "./types.ts";

export function evaluateWays(grid: readonly (readonly string[])[], table: PayTable): WinCombination[] {
  const wins: WinCombination[] = [];
  for (const symbol of table.paying) {
    const cells: Cell[] = [];
    let ways = 1;
    let count = 0;
    for (const [reel, column] of grid.entries()) {
      let matches = 0;
      column.forEach((shown, row) => {
        if (shown === symbol || shown === table.wild) {
          cells.push([reel, row]);
          matches += 1;
        }
      });
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const units = payFor(table, symbol, count) * ways;
    if (units > 0) wins.push({ symbol, count, line: null, ways, cells, units });
  }
  return wins;
}
