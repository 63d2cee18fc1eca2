/**
 * Expected ways pays, exactly. A symbol pays for exactly L reels the product of its matching cells
 * on reels 1 … L when reel L + 1 has none; reels are independent, so the expectation is the product
 * of the per-reel mean counts times the chance that the next reel has no match.
 */
import { type PayTable, payFor } from "../engine/pay-table.ts";
import { countDistribution, type ReelWindows } from "./reel-model.ts";

export function expectedWayPays(reels: readonly ReelWindows[], table: PayTable): number {
  let total = 0;
  for (const symbol of table.paying) {
    const counts = reels.map((windows) =>
      countDistribution(windows, (shown) => shown === symbol || shown === table.wild),
    );
    let ways = 1;
    counts.forEach((distribution, reel) => {
      ways *= distribution.reduce((mean, p, count) => mean + p * count, 0);
      const nextHasNone = counts[reel + 1]?.[0] ?? 1;
      total += payFor(table, symbol, reel + 1) * ways * nextHasNone;
    });
  }
  return total;
}
