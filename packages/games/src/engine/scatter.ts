import type { PayTable } from "./pay-table.ts";
import { payFor } from "./pay-table.ts";
import type { Cell, Step } from "./types.ts";

/** Every cell showing `symbol`, reel by reel, top to bottom. */
export function cellsShowing(grid: readonly (readonly string[])[], symbol: string): Cell[] {
  const cells: Cell[] = [];
  grid.forEach((column, reel) => {
    column.forEach((shown, row) => {
      if (shown === symbol) cells.push([reel, row]);
    });
  });
  return cells;
}

/** Scatters pay anywhere on the grid, by count (their pays are in units of the whole bet). */
export function evaluateScatter(grid: readonly (readonly string[])[], table: PayTable): Step["scatter"] {
  if (table.scatter === null) return null;
  const cells = cellsShowing(grid, table.scatter);
  if (cells.length === 0) return null;
  return { count: cells.length, cells, units: payFor(table, table.scatter, cells.length) };
}
