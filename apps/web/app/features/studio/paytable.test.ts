import { describe, expect, it } from "vitest";
import { payBands } from "./paytable.tsx";

describe("a symbol's pays on the paytable", () => {
  const pays = [8, 9, 10, 11, 12].map((count) => ({
    count,
    units: count < 10 ? 39 : count < 12 ? 107 : 292,
  }));

  it("keeps counts that pay the same together, largest first, the largest open for any more", () => {
    expect(payBands(pays, true)).toEqual([
      { from: 12, to: null, units: 292 },
      { from: 10, to: 11, units: 107 },
      { from: 8, to: 9, units: 39 },
    ]);
  });

  it("lists every count of a line pay on its own, and more of a kind than the reels hold is no row", () => {
    const line = [3, 4, 5].map((count) => ({ count, units: count * 10 }));
    expect(payBands(line, false)).toEqual([
      { from: 5, to: 5, units: 50 },
      { from: 4, to: 4, units: 40 },
      { from: 3, to: 3, units: 30 },
    ]);
  });

  it("does not join counts with a gap between them, even when they pay the same", () => {
    expect(
      payBands(
        [
          { count: 4, units: 300 },
          { count: 6, units: 300 },
        ],
        true,
      ),
    ).toEqual([
      { from: 6, to: null, units: 300 },
      { from: 4, to: 4, units: 300 },
    ]);
  });
});
