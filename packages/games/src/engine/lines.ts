/**
 * Paylines pay left to right from the first reel. A wild stands in for any paying symbol; a line
 * that starts with wilds may also pay the wilds' own combination, and the line pays whichever of
 * the two is larger (the symbol's on a tie). A line a wild helped to make pays the title's wild
 * multiplier times.
 */
import { type PayTable, payFor } from "./pay-table.ts";
import type { Cell, WinCombination } from "./types.ts";

export interface LinePay {
  symbol: string;
  count: number;
  units: number;
}

/** The best pay of one line's symbols, left to right; null when it pays nothing. */
export function bestLinePay(symbols: readonly string[], table: PayTable): LinePay | null {
  const { wild } = table;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  let best: LinePay | null = null;
  if (wild !== null && wilds > 0) {
    const units = payFor(table, wild, wilds);
    if (units > 0) best = { symbol: wild, count: wilds, units };
  }
  const symbol = symbols[wilds];
  if (symbol === undefined || !table.paying.includes(symbol)) return best;
  let count = wilds + 1;
  let helpedByWild = wilds > 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) {
    if (symbols[count] === wild) helpedByWild = true;
    count += 1;
  }
  const units = payFor(table, symbol, count) * (helpedByWild ? table.wildLineMultiplier : 1);
  if (units > 0 && (best === null || units >= best.units)) best = { symbol, count, units };
  return best;
}

export function evaluateLines(
  grid: readonly (readonly string[])[],
  paylines: readonly (readonly number[])[],
  table: PayTable,
): WinCombination[] {
  const wins: WinCombination[] = [];
  paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] ?? "");
    const pay = bestLinePay(symbols, table);
    if (pay === null) return;
    const cells = rows.slice(0, pay.count).map((row, reel): Cell => [reel, row]);
    wins.push({ symbol: pay.symbol, count: pay.count, line, ways: 1, cells, units: pay.units });
  });
  return wins;
}
