import type { Draw } from "./types.ts";

/** Picks one entry with probability weight / total weight (one `int(total)` draw). */
export function drawWeighted<T extends { weight: number }>(entries: readonly T[], draw: Draw): T {
  let total = 0;
  for (const entry of entries) total += entry.weight;
  let ticket = draw.int(total);
  for (const entry of entries) {
    if (ticket < entry.weight) return entry;
    ticket -= entry.weight;
  }
  throw new RangeError("A weighted table needs a positive total weight");
}

/** Each entry's probability, in the table's order. */
export function probabilities(entries: readonly { weight: number }[]): number[] {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  return entries.map((entry) => entry.weight / total);
}
