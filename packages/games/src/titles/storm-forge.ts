import { titleBets } from "@reelhouse/contract/economy";
import { LINES_20 } from "./paylines.ts";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

/** Base reels: the ante strips add a scatter on the first reel and one (with a 10) on the third. */
const baseReel = (wilds: number, scatters: number, tens = 9): StripEntry[] => [
  ["hammer", 2],
  ["anvil", 3],
  ["gauntlet", 3],
  ["rune", 4],
  ["A", 6],
  ["K", 7],
  ["Q", 7],
  ["J", 8],
  ["10", tens],
  ["wild", wilds],
  ["scatter", scatters],
];

/** Free spins: stacks of hammers that can fill a reel, more wilds, and scatters to retrigger now and then. */
const freeSpinReel = (wilds: number): StripEntry[] => [
  ["hammer", 6, 3],
  ["anvil", 3],
  ["gauntlet", 3],
  ["rune", 4],
  ["A", 6],
  ["K", 6],
  ["Q", 7],
  ["J", 7],
  ["10", 9],
  ["wild", wilds],
  ["scatter", 1],
];

const BASE_WILDS = [1, 2, 2, 2, 2];
const BASE_SCATTERS = [1, 1, 2, 1, 1];
const ANTE_SCATTERS = [2, 1, 3, 1, 1];
const ANTE_TENS = [9, 9, 10, 9, 9];
const FREE_SPIN_WILDS = [2, 3, 3, 3, 3];

/** What a spin with the ante bet costs, in percent of the bet. */
const ANTE_PERCENT = 125;

/**
 * Very high volatility over 20 lines: wilds double the line wins they help make, free spins whose
 * multiplier climbs with every spin, an ante bet that lands the feature more often, and two bonus
 * buys (the super one starts its free spins at a high multiplier).
 */
export const stormForge: Title = {
  info: {
    id: "storm-forge",
    name: "Storm Forge",
    mechanic: "lines",
    volatility: "high",
    rtp: 0.9633,
    rtpTolerance: 0.001,
    mathsVersion: 1,
    reels: 5,
    rows: 3,
    unitsPerBet: 20,
    paylines: LINES_20,
    ways: null,
    // Every level is a multiple of 4, so the ante's 125 % of it is a whole number of minor units.
    ...titleBets(20, {}, { stakePercents: [ANTE_PERCENT] }),
    bonusBuy: { price: 114 },
    superBuy: { price: 432, multiplier: 20 },
    ante: { costPercent: ANTE_PERCENT },
    freeSpins: {
      awards: [
        { scatters: 3, spins: 10 },
        { scatters: 4, spins: 12 },
        { scatters: 5, spins: 15 },
      ],
      multiplier: 1,
      multiplierStep: 1,
      maxMultiplier: 25,
      retrigger: true,
    },
    holdAndWin: null,
    // High enough that the super buy's rounds, which start at ×20, almost never reach it: at 10,000× the
    // cap took 1.4 points off its return.
    maxWinUnits: 20 * 50000,
    symbols: [
      symbol("hammer", "high", { 3: 50, 4: 250, 5: 1500 }),
      symbol("anvil", "high", { 3: 40, 4: 120, 5: 500 }),
      symbol("gauntlet", "high", { 3: 30, 4: 80, 5: 300 }),
      symbol("rune", "high", { 3: 20, 4: 60, 5: 200 }),
      symbol("A", "low", { 3: 12, 4: 36, 5: 120 }),
      symbol("K", "low", { 3: 10, 4: 30, 5: 100 }),
      symbol("Q", "low", { 3: 7, 4: 24, 5: 80 }),
      symbol("J", "low", { 3: 7, 4: 20, 5: 60 }),
      symbol("10", "low", { 3: 4, 4: 15, 5: 50 }),
      symbol("wild", "wild", { 3: 50, 4: 250, 5: 1500 }),
      symbol("scatter", "scatter", { 3: 48, 4: 20 * 10, 5: 20 * 50 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: BASE_WILDS.map((wilds, reel) => buildStrip(baseReel(wilds, BASE_SCATTERS[reel] ?? 1))),
    freeSpinStrips: FREE_SPIN_WILDS.map((wilds) => buildStrip(freeSpinReel(wilds))),
    anteStrips: BASE_WILDS.map((wilds, reel) =>
      buildStrip(baseReel(wilds, ANTE_SCATTERS[reel] ?? 1, ANTE_TENS[reel])),
    ),
    wildLineMultiplier: 2,
    buyPlacements: [1, 1, 1, 0, 0],
    holdAndWin: null,
  },
};
