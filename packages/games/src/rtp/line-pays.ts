/**
 * Expected line pays, exactly. A payline reads one cell per reel and reels are independent, so a
 * line's expected pay is the sum, over every combination of the symbols its cells can show, of the
 * combination's probability (the product of per-reel probabilities) times what the engine's own
 * line evaluation pays for it. Lines whose cells have the same distributions share the result.
 */
import { bestLinePay } from "../engine/lines.ts";
import type { PayTable } from "../engine/pay-table.ts";
import { type ReelWindows, rowDistribution } from "./reel-model.ts";

function expectedLinePay(distributions: readonly Map<string, number>[], table: PayTable): number {
  const choices = distributions.map((distribution) => [...distribution.entries()]);
  const symbols: string[] = [];
  let expected = 0;
  const visit = (reel: number, probability: number) => {
    const options = choices[reel];
    if (options === undefined) {
      expected += probability * (bestLinePay(symbols, table)?.units ?? 0);
      return;
    }
    for (const [symbol, p] of options) {
      symbols[reel] = symbol;
      visit(reel + 1, probability * p);
    }
  };
  visit(0, 1);
  return expected;
}

/** Expected units paid by all paylines of one spin. */
export function expectedLinePays(
  reels: readonly ReelWindows[],
  paylines: readonly (readonly number[])[],
  table: PayTable,
): number {
  const byDistribution = new Map<string, number>();
  let total = 0;
  for (const rows of paylines) {
    const distributions = rows.map((row, reel) => rowDistribution(reels[reel] ?? [], row));
    const key = JSON.stringify(distributions.map((distribution) => [...distribution.entries()].sort()));
    let expected = byDistribution.get(key);
    if (expected === undefined) {
      expected = expectedLinePay(distributions, table);
      byDistribution.set(key, expected);
    }
    total += expected;
  }
  return total;
}
