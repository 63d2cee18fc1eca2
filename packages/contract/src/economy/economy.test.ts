import { describe, expect, it } from "vitest";
import {
  BET_LADDER,
  PACKAGE_RATE_PER_DOLLAR,
  packageAmounts,
  prizeWorth,
  STANDARD_BET,
  TOP_BET,
  titleBets,
  WELCOME_GRANT_WHOLE,
} from "./index.ts";

/** Every units-per-bet a title of the studio declares today. */
const TITLE_UNITS = [5, 10, 20, 25, 40, 50];

describe("the bet ladder", () => {
  it("runs from 200 to 50,000 coins and from 0.20 to 100 entries, strictly rising", () => {
    for (const levels of Object.values(BET_LADDER)) {
      expect(levels.every((level, index) => index === 0 || level > (levels[index - 1] ?? 0))).toBe(true);
    }
    expect(BET_LADDER.coins[0]).toBe(20_000);
    expect(BET_LADDER.coins.at(-1)).toBe(5_000_000);
    expect(TOP_BET).toEqual({ coins: BET_LADDER.coins.at(-1), entries: BET_LADDER.entries.at(-1) });
    expect(BET_LADDER.entries[0]).toBe(20);
    expect(BET_LADDER.entries.at(-1)).toBe(10_000);
  });

  it("holds the standard bets", () => {
    expect(BET_LADDER.coins).toContain(STANDARD_BET.coins);
    expect(BET_LADDER.entries).toContain(STANDARD_BET.entries);
  });
});

describe("titleBets", () => {
  for (const units of TITLE_UNITS) {
    it(`gives a ${units}-unit title levels every win converts from exactly, opening in range`, () => {
      const { betLevels, defaultBetIndex } = titleBets(units);
      for (const currency of ["coins", "entries"] as const) {
        const levels = betLevels[currency];
        expect(levels.length).toBeGreaterThanOrEqual(6);
        for (const bet of levels) expect(bet % units).toBe(0);
        expect(levels[defaultBetIndex[currency]]).toBeLessThanOrEqual(STANDARD_BET[currency]);
      }
      // Every coin level pays whole coins, and every title offers the standard coin bet.
      for (const bet of betLevels.coins) expect((bet / 100) % units).toBe(0);
      expect(betLevels.coins[defaultBetIndex.coins]).toBe(STANDARD_BET.coins);
      expect(betLevels.coins.length).toBeGreaterThanOrEqual(7);
    });
  }

  it("leaves out the steps a title's units do not divide, and opens at the nearest below", () => {
    const forty = titleBets(40);
    expect(forty.betLevels.coins).toEqual([
      20_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
    ]);
    expect(forty.betLevels.entries).toEqual([40, 80, 200, 400, 1_000, 2_000, 4_000, 5_000, 10_000]);
    expect(forty.betLevels.entries[forty.defaultBetIndex.entries]).toBe(40);
    const twentyFive = titleBets(25);
    expect(twentyFive.betLevels.entries[0]).toBe(50);
    expect(twentyFive.betLevels.entries[twentyFive.defaultBetIndex.entries]).toBe(50);
  });

  it("narrows to a title's range and opens at its smallest level when all are above the standard", () => {
    const { betLevels, defaultBetIndex } = titleBets(10, {
      coins: { min: 500_000, max: 2_000_000 },
      entries: { max: 100 },
    });
    expect(betLevels.coins).toEqual([500_000, 1_000_000, 2_000_000]);
    expect(defaultBetIndex.coins).toBe(0);
    expect(betLevels.entries).toEqual([20, 40, 50, 80, 100]);
    expect(defaultBetIndex.entries).toBe(2);
  });

  it("keeps only the levels whose other stakes (an ante's 125 %) are whole minor units", () => {
    const plain = titleBets(10).betLevels.entries;
    const { betLevels } = titleBets(10, {}, { stakePercents: [125] });
    expect(plain).toContain(50);
    expect(betLevels.entries).not.toContain(50);
    expect(betLevels.entries).toEqual(plain.filter((bet) => bet % 4 === 0));
    for (const bet of [...betLevels.coins, ...betLevels.entries]) expect((bet * 125) % 100).toBe(0);
  });

  it("refuses a title that would offer no bet", () => {
    expect(() => titleBets(30)).toThrow(/No coins bet on the ladder is a multiple of 30 units/);
    expect(() => titleBets(10, { entries: { min: 20_000 } })).toThrow(/No entries bet/);
  });
});

describe("packages and the welcome grant", () => {
  it("buys 100,000 coins and one free entry a dollar, counting a price in whole dollars", () => {
    expect(packageAmounts(499, 0)).toEqual({ coins: 50_000_000, entries: 500 });
    expect(packageAmounts(1_999, 5)).toEqual({ coins: 210_000_000, entries: 2_000 });
    expect(packageAmounts(100, 150)).toEqual({ coins: 25_000_000, entries: 100 });
  });

  it("sizes the cheapest package and the welcome grant in hundreds of spins at the standard bet", () => {
    const cheapest = packageAmounts(499, 0);
    expect(cheapest.coins / STANDARD_BET.coins).toBe(500);
    expect(cheapest.entries / STANDARD_BET.entries).toBe(10);
    expect(PACKAGE_RATE_PER_DOLLAR.coins / STANDARD_BET.coins).toBe(100);
    expect((WELCOME_GRANT_WHOLE.coins * 100) / STANDARD_BET.coins).toBe(250);
    expect((WELCOME_GRANT_WHOLE.entries * 100) / STANDARD_BET.entries).toBe(10);
  });
});

describe("prizeWorth", () => {
  it("counts a prize in spins at the standard bet", () => {
    expect(prizeWorth("coins", 20)).toBe(2_000_000);
    expect(prizeWorth("entries", 2)).toBe(100);
    expect(prizeWorth("coins", 0)).toBe(0);
  });
});
