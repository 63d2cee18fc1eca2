import { titleBets } from "@reelhouse/contract/economy";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const baseReel = (wilds: number): StripEntry[] => [
  ["octopus", 2],
  ["turtle", 3],
  ["chest", 3],
  ["anchor", 4],
  ["A", 6],
  ["K", 6],
  ["Q", 6],
  ["J", 7],
  ["10", 7],
  ["wild", wilds],
  ["scatter", 1],
];

/** Free spins: octopuses in stacks of three, more wilds, and twice the scatters for retriggers. */
const freeSpinReel = (wilds: number): StripEntry[] => [
  ["octopus", 6, 3],
  ["turtle", 3],
  ["chest", 3],
  ["anchor", 4],
  ["A", 6],
  ["K", 6],
  ["Q", 6],
  ["J", 7],
  ["10", 7],
  ["wild", wilds],
  ["scatter", 2],
];

/** High volatility over 1024 ways: many small wins, and free spins at twice the pay that retrigger; bonus buy. */
export const sunkenFortune: Title = {
  info: {
    id: "sunken-fortune",
    name: "Sunken Fortune",
    mechanic: "ways",
    volatility: "high",
    rtp: 0.9644,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 5,
    rows: 4,
    unitsPerBet: 50,
    paylines: null,
    ways: 1024,
    ...titleBets(50),
    bonusBuy: { price: 87 },
    freeSpins: {
      awards: [
        { scatters: 3, spins: 10 },
        { scatters: 4, spins: 15 },
        { scatters: 5, spins: 25 },
      ],
      multiplier: 2,
      multiplierStep: 0,
      maxMultiplier: 2,
      retrigger: true,
    },
    holdAndWin: null,
    maxWinUnits: 50 * 5000,
    symbols: [
      symbol("octopus", "high", { 3: 40, 4: 100, 5: 400 }),
      symbol("turtle", "high", { 3: 30, 4: 80, 5: 300 }),
      symbol("chest", "high", { 3: 20, 4: 60, 5: 200 }),
      symbol("anchor", "high", { 3: 16, 4: 40, 5: 150 }),
      symbol("A", "low", { 3: 3, 4: 9, 5: 25 }),
      symbol("K", "low", { 3: 2, 4: 8, 5: 20 }),
      symbol("Q", "low", { 3: 2, 4: 5, 5: 16 }),
      symbol("J", "low", { 3: 2, 4: 4, 5: 12 }),
      symbol("10", "low", { 3: 2, 4: 4, 5: 8 }),
      symbol("wild", "wild"),
      symbol("scatter", "scatter", { 3: 50 * 2, 4: 50 * 10, 5: 50 * 50 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [baseReel(0), baseReel(2), baseReel(2), baseReel(2), baseReel(2)].map(buildStrip),
    freeSpinStrips: [freeSpinReel(0), freeSpinReel(4), freeSpinReel(4), freeSpinReel(4), freeSpinReel(4)].map(
      buildStrip,
    ),
    wildLineMultiplier: 1,
    buyPlacements: [1, 1, 1, 0, 0],
    holdAndWin: null,
  },
};
