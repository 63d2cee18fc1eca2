/**
 * Every random integer in the studio comes from 32-bit words through one rule, so a round can be
 * replayed from its words alone: `int(range)` takes the next word and accepts it only below
 * `limit = 2^32 − (2^32 mod range)`, the largest multiple of `range` a word can reach, then
 * returns `word mod range`; a word at or above the limit is thrown away and the next one read.
 * Plain `word mod range` would favour the low values whenever `range` does not divide 2^32.
 */
import type { Draw } from "../engine/types.ts";

const WORD_VALUES = 2 ** 32;

/** The largest range a 32-bit word can serve. */
export const MAX_RANGE = WORD_VALUES;

/** Throws unless `range` is a whole number in [1, 2^32]. */
export function assertRange(range: number): void {
  if (!Number.isInteger(range) || range < 1 || range > MAX_RANGE) {
    throw new RangeError(`A draw's range must be a whole number from 1 to 2^32, not ${range}`);
  }
}

/** A `Draw` over a source of uniform 32-bit words (each in [0, 2^32)). */
export function createWordDraw(nextWord: () => number): Draw {
  return {
    int(range: number): number {
      assertRange(range);
      const limit = WORD_VALUES - (WORD_VALUES % range);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % range;
      }
    },
  };
}
