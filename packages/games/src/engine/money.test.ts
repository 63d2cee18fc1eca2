import { describe, expect, it } from "vitest";
import { roundCost, unitsToMinor } from "./money.ts";

describe("round money", () => {
  it("pays units the way the server does, rounding down", () => {
    // A 20-line title at a bet of 1.00 coins (100 minor units): 5 units are 5 line bets of 0.05.
    expect(unitsToMinor(5, 100, 20)).toBe(25);
    expect(unitsToMinor(3, 10, 20)).toBe(1);
    expect(unitsToMinor(0, 10_000, 20)).toBe(0);
  });

  it("costs the bet, or the bonus buy's price times the bet", () => {
    expect(roundCost(200, null)).toBe(200);
    expect(roundCost(200, 100)).toBe(20_000);
  });
});
