import { describe, expect, it } from "vitest";
import { createWordDraw, MAX_RANGE } from "./uniform.ts";

/** A word source that hands out the given words, then fails the test if asked for more. */
function words(...values: number[]): () => number {
  return () => {
    const next = values.shift();
    if (next === undefined) throw new Error("asked for more words than scripted");
    return next;
  };
}

describe("createWordDraw", () => {
  it("refuses a range that is not a whole number from 1 to 2^32", () => {
    const draw = createWordDraw(words());
    for (const range of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_RANGE + 1]) {
      expect(() => draw.int(range)).toThrow(RangeError);
    }
  });

  it("serves a range of 1 with 0 and a range of 2^32 with the word itself", () => {
    const draw = createWordDraw(words(0xffffffff, 0xffffffff, 0x12345678));
    expect(draw.int(1)).toBe(0);
    expect(draw.int(MAX_RANGE)).toBe(0xffffffff);
    expect(draw.int(MAX_RANGE)).toBe(0x12345678);
  });

  it("throws away words at or above the largest multiple of the range and reads the next", () => {
    // 2^32 mod 1000 = 296, so words from 4294967000 up would favour 0 … 295.
    const draw = createWordDraw(words(4_294_967_000, 4_294_967_295, 4_294_966_999));
    expect(draw.int(1000)).toBe(999);
    // 2^32 mod 3 = 1: only the very last word is thrown away.
    const three = createWordDraw(words(0xffffffff, 0xfffffffe));
    expect(three.int(3)).toBe(0xfffffffe % 3);
  });

  it("takes a word below the limit as it is, modulo the range", () => {
    const draw = createWordDraw(words(37, 1_000_000_007));
    expect(draw.int(6)).toBe(1);
    expect(draw.int(37)).toBe(1_000_000_007 % 37);
  });
});
