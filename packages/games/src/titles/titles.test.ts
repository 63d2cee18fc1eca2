import { BET_LADDER } from "@reelhouse/contract/economy";
import { describe, expect, it } from "vitest";
import { payTableOf } from "../engine/pay-table.ts";
import { findTitle, TITLES, TITLES_IN_DEVELOPMENT } from "./index.ts";

describe("the studio's titles", () => {
  it("are the eleven of the studio, each found by its id", () => {
    expect(TITLES.map((title) => title.info.id)).toEqual([
      "lucky-lanterns",
      "midnight-fruits",
      "viking-voyage",
      "savanna-sunrise",
      "sunken-fortune",
      "dragons-hoard",
      "gold-rush-express",
      "storm-forge",
      "cosmic-scratch",
      "star-quarry",
      "sugar-storm",
      "potion-parlour",
    ]);
    for (const title of TITLES) expect(findTitle(title.info.id)).toBe(title);
    expect(findTitle("no-such-game")).toBeUndefined();
  });

  // Titles in development are held to the same rules, so they are ready to join the lobby.
  for (const { info, maths } of [...TITLES, ...TITLES_IN_DEVELOPMENT]) {
    describe(info.id, () => {
      it("declares a return between 94 % and 97 % and bet levels of the economy's ladder every win converts exactly from", () => {
        expect(info.rtp).toBeGreaterThanOrEqual(0.94);
        expect(info.rtp).toBeLessThanOrEqual(0.97);
        for (const currency of ["coins", "entries"] as const) {
          const levels = info.betLevels[currency];
          expect(levels.length).toBeGreaterThan(0);
          expect([...levels].sort((a, b) => a - b)).toEqual(levels);
          for (const bet of levels) {
            expect(bet % info.unitsPerBet).toBe(0);
            expect(BET_LADDER[currency]).toContain(bet);
          }
        }
        // A coin win is always whole coins: a bet of whole coins that is a multiple of the units.
        for (const bet of info.betLevels.coins) expect((bet / 100) % info.unitsPerBet).toBe(0);
        expect(info.betLevels.coins[info.defaultBetIndex.coins]).toBeDefined();
        expect(info.betLevels.entries[info.defaultBetIndex.entries]).toBeDefined();
        expect(info.maxWinUnits).toBeGreaterThan(0);
      });

      it("uses only symbols it declares, in the shape it declares", () => {
        const ids = new Set(info.symbols.map((symbol) => symbol.id));
        if (maths.kind === "scratch") {
          expect(info.mechanic).toBe("scratch");
          for (const prize of maths.prizes) if (prize.symbol !== null) expect(ids).toContain(prize.symbol);
          for (const cell of maths.fill) expect(ids).toContain(cell.symbol);
          const largest = Math.max(...info.symbols.flatMap((symbol) => symbol.pays.map((pay) => pay.units)));
          expect(largest).toBeLessThanOrEqual(info.maxWinUnits);
          return;
        }
        if (maths.kind === "tumble") {
          expect(["tumble", "cluster"]).toContain(info.mechanic);
          expect(info.paylines).toBeNull();
          expect(info.ways).toBeNull();
          for (const cell of [...maths.baseCells, ...maths.freeSpinCells]) expect(ids).toContain(cell.symbol);
          for (const { value, weight } of maths.multiplierValues) {
            expect(Number.isInteger(value) && value >= 2).toBe(true);
            expect(weight).toBeGreaterThan(0);
          }
          return;
        }
        for (const strips of [maths.baseStrips, maths.freeSpinStrips ?? []]) {
          if (strips.length > 0) expect(strips).toHaveLength(info.reels);
          for (const symbol of strips.flat()) expect(ids).toContain(symbol);
        }
        for (const line of info.paylines ?? []) {
          expect(line).toHaveLength(info.reels);
          for (const row of line) expect(row).toBeLessThan(info.rows);
        }
        expect((info.paylines === null) !== (info.ways === null)).toBe(true);
        if (info.ways !== null) expect(info.ways).toBe(info.rows ** info.reels);
        for (const cell of maths.holdAndWin?.respinCell ?? []) expect(ids).toContain(cell.symbol);
        // Expanding reels: a height table for every reel, spanning exactly the heights declared.
        expect(maths.reelHeights === undefined).toBe(info.reelHeights === undefined);
        if (maths.reelHeights !== undefined && info.reelHeights !== undefined) {
          expect(maths.reelHeights).toHaveLength(info.reels);
          const heights = maths.reelHeights.flat().filter(({ weight }) => weight > 0);
          expect(Math.min(...heights.map(({ height }) => height))).toBe(info.reelHeights.min);
          expect(Math.max(...heights.map(({ height }) => height))).toBe(info.reelHeights.max);
          expect(info.reelHeights.max).toBe(info.rows);
          expect(maths.buyPlacements).toBeNull();
        }
      });

      it("gives wilds pays of their own only on paylines", () => {
        const table = payTableOf({ info, maths });
        if (info.ways !== null && table.wild !== null)
          expect(table.pays.get(table.wild)?.length ?? 0).toBe(0);
      });

      it("buys a spin that places enough to trigger its feature on its own", () => {
        if (maths.kind === "tumble") {
          expect(info.bonusBuy === null).toBe(maths.buyScatters === null);
          const trigger = Math.min(...(info.freeSpins?.awards ?? []).map((award) => award.scatters));
          if (maths.buyScatters !== null) expect(maths.buyScatters).toBeGreaterThanOrEqual(trigger);
          return;
        }
        if (maths.kind === "scratch" || maths.buyPlacements === null) {
          expect(info.bonusBuy).toBeNull();
          return;
        }
        expect(info.bonusBuy).not.toBeNull();
        const placed = maths.buyPlacements.reduce((sum, cells) => sum + cells, 0);
        const needed = info.freeSpins
          ? Math.min(...info.freeSpins.awards.map((award) => award.scatters))
          : (info.holdAndWin?.trigger ?? Number.POSITIVE_INFINITY);
        expect(placed).toBeGreaterThanOrEqual(needed);
        maths.buyPlacements.forEach((cells) => {
          expect(cells).toBeLessThanOrEqual(info.rows);
        });
      });
    });
  }
});
