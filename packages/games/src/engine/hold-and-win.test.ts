import { describe, expect, it } from "vitest";
import { TITLES } from "../titles/index.ts";
import { playStep } from "./play-step.ts";
import { scriptedDraw, showing, titleOf } from "./test-support.ts";
import type { CashCell, FeatureState } from "./types.ts";

const hoard = titleOf(TITLES, "dragons-hoard");
const BET = hoard.info.unitsPerBet;

// Tickets into Dragon's Hoard's cash values (weights 400, 250, 150, 100, 50, 30, 10, 2).
const ONE_BET = 0;
const TWO_BETS = 400;
const THREE_BETS = 650;
const FIVE_BETS = 800;
const EIGHT_BETS = 900;
const MINI = 950;
const MINOR = 980;
// Tickets into its respin cells (coin 8, dragon 10, egg 15, sword 20, crown 20, A 25).
const COIN = 0;
const SWORD = 50;

const cash = (reel: number, row: number, units: number, jackpot: CashCell["jackpot"] = null): CashCell => ({
  reel,
  row,
  units,
  jackpot,
});

const SIX_COINS = [
  ["coin", "coin", "A"],
  ["coin", "K", "Q"],
  ["coin", "J", "A"],
  ["coin", "K", "Q"],
  ["coin", "J", "K"],
];

const HELD = [
  cash(0, 0, BET),
  cash(0, 1, 2 * BET),
  cash(1, 0, 3 * BET),
  cash(2, 0, 5 * BET),
  cash(3, 0, 8 * BET),
  cash(4, 0, 10 * BET, "mini"),
];

const respins = (left: number, held: CashCell[], winUnits = 0): FeatureState => ({
  kind: "respins",
  left,
  cash: held,
  winUnits,
});

function respin(state: FeatureState, tickets: number[]) {
  const draw = scriptedDraw(tickets);
  const step = playStep(hoard, { state, buy: false }, draw);
  expect(draw.left()).toBe(0);
  return step;
}

describe("hold and win", () => {
  it("values every cash symbol from the weighted table and starts respins at the trigger", () => {
    const draw = scriptedDraw([0, 0, 0, 0, 0, ONE_BET, TWO_BETS, THREE_BETS, FIVE_BETS, EIGHT_BETS, MINI]);
    const step = playStep(showing(hoard, SIX_COINS), { state: null, buy: false }, draw);
    expect(step.cash).toEqual(HELD);
    expect(step.winUnits).toBe(0);
    expect(step.events).toEqual([{ type: "respinsAwarded", respins: 3 }]);
    expect(step.state).toEqual(respins(3, HELD));
  });

  it("uses a respin up when nothing lands, and shows the other cells drawn", () => {
    const step = respin(respins(3, HELD), Array(9).fill(SWORD));
    expect(step.kind).toBe("respin");
    expect(step.grid[0]).toEqual(["coin", "coin", "sword"]);
    expect(step.state).toEqual(respins(2, HELD));
    expect(step.winUnits).toBe(0);
  });

  it("holds what lands and resets the respins", () => {
    const step = respin(respins(1, HELD), [COIN, MINOR, ...Array(8).fill(SWORD)]);
    const held = [...HELD, cash(0, 2, 30 * BET, "minor")];
    expect(step.cash).toEqual(held);
    expect(step.state).toEqual(respins(3, held));
    expect(step.events).toEqual([]);
  });

  it("pays the sum of the cash when the respins run out, jackpot cash as its jackpot", () => {
    const step = respin(respins(1, HELD, 40), Array(9).fill(SWORD));
    const sum = (1 + 2 + 3 + 5 + 8 + 10) * BET;
    expect(step.winUnits).toBe(sum);
    expect(step.events).toEqual([
      { type: "jackpot", tier: "mini", units: 10 * BET },
      { type: "featureEnded", winUnits: 40 + sum },
    ]);
    expect(step.state).toBeNull();
  });

  it("pays the grand when every cell is filled", () => {
    const fourteen = Array.from({ length: 15 }, (_, cell) => cash(Math.floor(cell / 3), cell % 3, BET)).slice(
      1,
    );
    const step = respin(respins(1, fourteen), [COIN, ONE_BET]);
    const grand = hoard.info.holdAndWin?.jackpots.grand ?? 0;
    expect(step.cash).toHaveLength(15);
    expect(step.winUnits).toBe(15 * BET + grand);
    expect(step.events).toEqual([
      { type: "jackpot", tier: "grand", units: grand },
      { type: "featureEnded", winUnits: 15 * BET + grand },
    ]);
  });
});
