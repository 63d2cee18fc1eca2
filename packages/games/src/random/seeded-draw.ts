/**
 * A fast seeded source for simulations and tests (never for real rounds): sfc32, a small
 * generator that passes PractRand and BigCrush, seeded through splitmix32 so that nearby seeds
 * give unrelated streams. Words go through the same rejection sampling as every other draw.
 */
import type { Draw } from "../engine/types.ts";
import { createWordDraw } from "./uniform.ts";

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A uniform 32-bit word generator: the same seed always gives the same words. */
export function seededWords(seed: number): () => number {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

export function seededDraw(seed: number): Draw {
  return createWordDraw(seededWords(seed));
}
