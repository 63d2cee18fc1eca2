import { titleBets } from "@reelhouse/contract/economy";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

/** A total bet is 100 units, so a pay of a quarter of the bet is 25 units. */
const BET = 100;

/** Count pays: 8–9, 10–11 and 12 or more of a symbol anywhere on the grid. */
const pays = (eight: number, ten: number, twelve: number) => ({
  8: eight,
  9: eight,
  10: ten,
  11: ten,
  12: twelve,
});

/** Very high volatility: tumbling scatter pays under storm multipliers of up to 500×; bonus buy. */
export const sugarStorm: Title = {
  info: {
    id: "sugar-storm",
    name: "Sugar Storm",
    mechanic: "tumble",
    volatility: "very-high",
    // Measured in parts (npm run rtp: 20,000,000 first steps and 2,000,000 buys, seed 1: 96.384 %);
    // the tolerance is the run's 95 % interval, ± 0.180 points, rounded up. The tool checks both.
    rtp: 0.9638,
    rtpTolerance: 0.002,
    mathsVersion: 1,
    reels: 6,
    rows: 5,
    unitsPerBet: BET,
    paylines: null,
    ways: null,
    ...titleBets(BET),
    bonusBuy: { price: 100 },
    freeSpins: {
      awards: [{ scatters: 4, spins: 10 }],
      retriggerAwards: [{ scatters: 3, spins: 5 }],
      multiplier: 1,
      multiplierStep: 0,
      maxMultiplier: 1,
      retrigger: true,
    },
    holdAndWin: null,
    maxWinUnits: BET * 5000,
    symbols: [
      symbol("crown", "high", pays(10 * BET, 25 * BET, 50 * BET)),
      symbol("heart", "high", pays(5 * BET, 10 * BET, 25 * BET)),
      symbol("star", "high", pays(2.5 * BET, 5 * BET, 15 * BET)),
      symbol("moon", "high", pays(2 * BET, 4 * BET, 12 * BET)),
      symbol("swirl", "low", pays(1.5 * BET, 2 * BET, 10 * BET)),
      symbol("gumdrop", "low", pays(1 * BET, 1.5 * BET, 8 * BET)),
      symbol("mint", "low", pays(0.75 * BET, 1 * BET, 5 * BET)),
      symbol("jelly", "low", pays(0.5 * BET, 1 * BET, 4 * BET)),
      symbol("bean", "low", pays(0.25 * BET, 0.75 * BET, 2 * BET)),
      symbol("scatter", "scatter", { 4: 3 * BET, 5: 5 * BET, 6: 100 * BET }),
      symbol("orb", "multiplier"),
    ],
  },
  maths: {
    kind: "tumble",
    baseCells: [
      { symbol: "crown", weight: 60 },
      { symbol: "heart", weight: 80 },
      { symbol: "star", weight: 100 },
      { symbol: "moon", weight: 120 },
      { symbol: "swirl", weight: 150 },
      { symbol: "gumdrop", weight: 170 },
      { symbol: "mint", weight: 190 },
      { symbol: "jelly", weight: 210 },
      { symbol: "bean", weight: 230 },
      { symbol: "scatter", weight: 24 },
      { symbol: "orb", weight: 4 },
    ],
    freeSpinCells: [
      { symbol: "crown", weight: 30 },
      { symbol: "heart", weight: 40 },
      { symbol: "star", weight: 50 },
      { symbol: "moon", weight: 60 },
      { symbol: "swirl", weight: 75 },
      { symbol: "gumdrop", weight: 85 },
      { symbol: "mint", weight: 95 },
      { symbol: "jelly", weight: 105 },
      { symbol: "bean", weight: 115 },
      { symbol: "scatter", weight: 12 },
      { symbol: "orb", weight: 35 },
    ],
    multiplierValues: [
      { value: 2, weight: 354 },
      { value: 3, weight: 250 },
      { value: 4, weight: 120 },
      { value: 5, weight: 80 },
      { value: 8, weight: 40 },
      { value: 10, weight: 54 },
      { value: 15, weight: 35 },
      { value: 20, weight: 25 },
      { value: 25, weight: 16 },
      { value: 50, weight: 12 },
      { value: 100, weight: 6 },
      { value: 250, weight: 4 },
      { value: 500, weight: 4 },
    ],
    buyScatters: 4,
  },
};
