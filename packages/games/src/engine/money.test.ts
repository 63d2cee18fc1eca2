import { describe, expect, it } from "vitest";
import { anteCost, roundCost, stakeOf, unitsToMinor } from "./money.ts";

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

  it("costs the ante's share of the bet when it comes out whole, and each buy tier its price", () => {
    expect(anteCost(200, 125)).toBe(250);
    expect(anteCost(10, 125)).toBeNull();
    const info = {
      bonusBuy: { price: 114 },
      superBuy: { price: 432, multiplier: 20 },
      ante: { costPercent: 125 },
    };
    expect(stakeOf(info, 100, { buyTier: null, ante: false })).toBe(100);
    expect(stakeOf(info, 100, { buyTier: null, ante: true })).toBe(125);
    expect(stakeOf(info, 100, { buyTier: "standard", ante: false })).toBe(11_400);
    expect(stakeOf(info, 100, { buyTier: "super", ante: false })).toBe(43_200);
    expect(stakeOf(info, 100, { buyTier: "super", ante: true })).toBeNull();
    expect(stakeOf({ bonusBuy: null }, 100, { buyTier: null, ante: true })).toBeNull();
    expect(stakeOf({ bonusBuy: { price: 50 } }, 100, { buyTier: "super", ante: false })).toBeNull();
  });
});
