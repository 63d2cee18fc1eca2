import { titleBets } from "@reelhouse/contract/economy";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

/** Wilds never land on the first reel, so a way starts with a real symbol. */
const reel = (wilds: number, scatters: number): StripEntry[] => [
  ["crystal", 3],
  ["comet", 4],
  ["rover", 4],
  ["drill", 5],
  ["A", 7],
  ["K", 7],
  ["Q", 8],
  ["J", 8],
  ["10", 9],
  ["9", 9],
  ["wild", wilds],
  ["scatter", scatters],
];

/** Every reel is two to seven symbols tall, most often four or five. */
const heights = [
  { height: 2, weight: 2 },
  { height: 3, weight: 4 },
  { height: 4, weight: 6 },
  { height: 5, weight: 5 },
  { height: 6, weight: 3 },
  { height: 7, weight: 2 },
];

/**
 * Expanding ways: six reels of two to seven symbols each spin, so up to 117,649 ways; four or more
 * scatters start free spins whose multiplier rises by one after every free spin.
 */
export const starQuarry: Title = {
  info: {
    id: "star-quarry",
    name: "Star Quarry",
    mechanic: "ways",
    volatility: "high",
    rtp: 0.9632,
    rtpTolerance: 0.001,
    mathsVersion: 1,
    reels: 6,
    rows: 7,
    unitsPerBet: 20,
    paylines: null,
    ways: 117_649,
    reelHeights: { min: 2, max: 7 },
    ...titleBets(20),
    bonusBuy: null,
    freeSpins: {
      awards: [
        { scatters: 4, spins: 12 },
        { scatters: 5, spins: 17 },
        { scatters: 6, spins: 22 },
      ],
      multiplier: 1,
      multiplierStep: 1,
      maxMultiplier: 50,
      retrigger: true,
    },
    holdAndWin: null,
    maxWinUnits: 20 * 10_000,
    symbols: [
      symbol("crystal", "high", { 3: 20, 4: 40, 5: 90, 6: 300 }),
      symbol("comet", "high", { 3: 10, 4: 20, 5: 50, 6: 200 }),
      symbol("rover", "high", { 3: 8, 4: 16, 5: 30, 6: 100 }),
      symbol("drill", "high", { 3: 6, 4: 12, 5: 20, 6: 60 }),
      symbol("A", "low", { 3: 2, 4: 4, 5: 8, 6: 20 }),
      symbol("K", "low", { 3: 2, 4: 4, 5: 8, 6: 20 }),
      symbol("Q", "low", { 3: 1, 4: 2, 5: 4, 6: 10 }),
      symbol("J", "low", { 3: 1, 4: 2, 5: 4, 6: 10 }),
      symbol("10", "low", { 3: 1, 4: 2, 5: 4, 6: 8 }),
      symbol("9", "low", { 3: 1, 4: 2, 5: 4, 6: 8 }),
      symbol("wild", "wild"),
      symbol("scatter", "scatter"),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(0, 2), reel(3, 2), reel(2, 2), reel(2, 2), reel(2, 2), reel(2, 2)].map(buildStrip),
    // Free spins: more wilds, and a third scatter per reel so retriggers carry the multiplier high.
    freeSpinStrips: [reel(0, 3), reel(3, 3), reel(3, 3), reel(3, 3), reel(3, 3), reel(3, 3)].map(buildStrip),
    wildLineMultiplier: 1,
    buyPlacements: null,
    reelHeights: Array.from({ length: 6 }, () => heights),
    holdAndWin: null,
  },
};
