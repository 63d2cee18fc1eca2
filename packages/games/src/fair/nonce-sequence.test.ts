import { describe, expect, it } from "vitest";
import { checkNonceSequence } from "./nonce-sequence.ts";

describe("a seed pair's nonces", () => {
  it("are continuous when its rounds took 0 … n − 1 once each, in any order", () => {
    expect(checkNonceSequence([2, 0, 1], 3)).toEqual({
      isContinuous: true,
      missing: [],
      repeated: [],
      outOfRange: [],
    });
    expect(checkNonceSequence([], 0).isContinuous).toBe(true);
  });

  it("name a gap, a nonce taken twice and one beyond the pair's count", () => {
    expect(checkNonceSequence([0, 2, 2, 5], 4)).toEqual({
      isContinuous: false,
      missing: [1, 3],
      repeated: [2],
      outOfRange: [5],
    });
  });

  it("are not continuous when the pair counts rounds that are not listed", () => {
    expect(checkNonceSequence([0, 1], 3)).toMatchObject({ isContinuous: false, missing: [2] });
    expect(checkNonceSequence([0, -1, 0.5], 1)).toMatchObject({ isContinuous: false, outOfRange: [-1, 0.5] });
  });
});
