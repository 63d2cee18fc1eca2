import { randomFillSync } from "node:crypto";
import type { Draw } from "../engine/types.ts";
import { createWordDraw } from "../random/uniform.ts";

const BUFFERED_WORDS = 1024;

/** A draw straight from the OS CSPRNG (no seeds, not replayable), words fetched in batches. */
export function csprngDraw(): Draw {
  const words = new Uint32Array(BUFFERED_WORDS);
  let next = BUFFERED_WORDS;
  return createWordDraw(() => {
    if (next === BUFFERED_WORDS) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++] as number;
  });
}
