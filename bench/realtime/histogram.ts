/**
 * Latencies as counts in logarithmic buckets 2 % wide, from 1 µs to past a minute: a client
 * records hundreds of thousands of deliveries in a fixed 7 KB, and the coordinator adds the
 * clients' counts together before it reads percentiles.
 */
const SMALLEST_MS = 0.001;
const GROWTH = 1.02;
const BUCKETS = 920;

export function createHistogram(): number[] {
  return new Array<number>(BUCKETS).fill(0);
}

export function record(histogram: number[], ms: number): void {
  const index = ms <= SMALLEST_MS ? 0 : Math.floor(Math.log(ms / SMALLEST_MS) / Math.log(GROWTH));
  const bucket = Math.min(BUCKETS - 1, index);
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

export function merge(histograms: readonly number[][]): number[] {
  const total = createHistogram();
  for (const histogram of histograms) {
    for (let i = 0; i < BUCKETS; i++) total[i] = (total[i] ?? 0) + (histogram[i] ?? 0);
  }
  return total;
}

/** The bucket's middle value (within 1 %) at `share` of the recorded count; NaN when empty. */
export function percentile(histogram: readonly number[], share: number): number {
  const count = histogram.reduce((sum, n) => sum + n, 0);
  if (count === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(share * count));
  let seen = 0;
  for (let i = 0; i < BUCKETS; i++) {
    seen += histogram[i] ?? 0;
    if (seen >= rank) return SMALLEST_MS * GROWTH ** (i + 0.5);
  }
  return Number.NaN;
}
