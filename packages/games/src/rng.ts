/**
 * Deterministic pseudo-random generator (mulberry32) for game maths under a seed: the same seed
 * always yields the same sequence, so every round can be replayed and audited.
 */
export function createSeededRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, max) drawn from `rng`. */
export function drawInt(rng: () => number, max: number): number {
  if (!Number.isInteger(max) || max <= 0) throw new RangeError("max must be a positive integer");
  return Math.floor(rng() * max);
}
