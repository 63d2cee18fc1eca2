/**
 * Reel strips written as symbol counts: `buildStrip([["A", 6], ["coin", 6, 3], …])` puts 6 A's and
 * two stacks of 3 coins on the strip, each symbol's blocks spread evenly along it and the symbols
 * interleaved, so a title states its weights and the strip order follows from them.
 */
import type { Strip } from "./title.ts";

export type StripEntry = readonly [symbol: string, copies: number, stack?: number];

export function buildStrip(entries: readonly StripEntry[]): Strip {
  const blocks: { position: number; order: number; symbol: string; stack: number }[] = [];
  entries.forEach(([symbol, copies, stack = 1], order) => {
    if (copies % stack !== 0) throw new RangeError(`${copies} ${symbol} do not make stacks of ${stack}`);
    const count = copies / stack;
    const offset = (order + 0.5) / entries.length;
    for (let block = 0; block < count; block += 1) {
      blocks.push({ position: (block + offset) / count, order, symbol, stack });
    }
  });
  blocks.sort((a, b) => a.position - b.position || a.order - b.order);
  return blocks.flatMap(({ symbol, stack }) => Array.from({ length: stack }, () => symbol));
}
