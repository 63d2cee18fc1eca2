import { titleBets } from "@reelhouse/contract/economy";
import { LINES_40 } from "./paylines.ts";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const baseReel = (wilds: number): StripEntry[] => [
  ["longship", 2],
  ["axe", 3],
  ["shield", 3],
  ["helmet", 4],
  ["A", 7],
  ["K", 7],
  ["Q", 8],
  ["J", 8],
  ["10", 9],
  ["wild", wilds],
  ["scatter", 1],
];

/** Free spins: stacked longships, more wilds and twice the scatters, so retriggers push the multiplier high. */
const freeSpinReel = (wilds: number): StripEntry[] => [
  ["longship", 4, 2],
  ["axe", 2],
  ["shield", 3],
  ["helmet", 3],
  ["A", 6],
  ["K", 6],
  ["Q", 7],
  ["J", 7],
  ["10", 7],
  ["wild", wilds],
  ["scatter", 2],
];

/** Very high volatility: rare free spins whose multiplier climbs with every spin; bonus buy. */
export const vikingVoyage: Title = {
  info: {
    id: "viking-voyage",
    name: "Viking Voyage",
    mechanic: "lines",
    volatility: "very-high",
    rtp: 0.9625,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 5,
    rows: 4,
    unitsPerBet: 40,
    paylines: LINES_40,
    ways: null,
    ...titleBets(40),
    bonusBuy: { price: 202 },
    freeSpins: {
      awards: [
        { scatters: 3, spins: 10 },
        { scatters: 4, spins: 15 },
        { scatters: 5, spins: 25 },
      ],
      multiplier: 1,
      multiplierStep: 1,
      maxMultiplier: 25,
      retrigger: true,
    },
    holdAndWin: null,
    maxWinUnits: 40 * 10000,
    symbols: [
      symbol("longship", "high", { 3: 55, 4: 220, 5: 1100 }),
      symbol("axe", "high", { 3: 43, 4: 132, 5: 550 }),
      symbol("shield", "high", { 3: 33, 4: 88, 5: 330 }),
      symbol("helmet", "high", { 3: 21, 4: 66, 5: 220 }),
      symbol("A", "low", { 3: 11, 4: 33, 5: 110 }),
      symbol("K", "low", { 3: 9, 4: 26, 5: 88 }),
      symbol("Q", "low", { 3: 7, 4: 22, 5: 66 }),
      symbol("J", "low", { 3: 4, 4: 18, 5: 55 }),
      symbol("10", "low", { 3: 5, 4: 13, 5: 44 }),
      symbol("wild", "wild", { 3: 50, 4: 250, 5: 1000 }),
      symbol("scatter", "scatter", { 3: 40 * 1, 4: 40 * 5, 5: 40 * 25 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [baseReel(1), baseReel(2), baseReel(2), baseReel(2), baseReel(2)].map(buildStrip),
    freeSpinStrips: [freeSpinReel(2), freeSpinReel(4), freeSpinReel(4), freeSpinReel(4), freeSpinReel(4)].map(
      buildStrip,
    ),
    wildLineMultiplier: 1,
    buyPlacements: [1, 1, 1, 0, 0],
    holdAndWin: null,
  },
};
