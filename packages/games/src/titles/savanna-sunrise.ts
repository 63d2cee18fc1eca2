import { titleBets } from "@reelhouse/contract/economy";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const reel = (wilds: number): StripEntry[] => [
  ["lion", 2],
  ["elephant", 2],
  ["giraffe", 3],
  ["zebra", 3],
  ["A", 4],
  ["K", 4],
  ["Q", 4],
  ["J", 4],
  ["10", 4],
  ["9", 4],
  ["wild", wilds],
  ["scatter", 1],
];

/** Free spins turn up more lions, elephants and wilds. */
const freeSpinReel = (wilds: number): StripEntry[] => [
  ["lion", 4],
  ["elephant", 3],
  ["giraffe", 3],
  ["zebra", 3],
  ["A", 4],
  ["K", 4],
  ["Q", 4],
  ["J", 4],
  ["10", 4],
  ["9", 4],
  ["wild", wilds],
  ["scatter", 1],
];

/** Medium volatility over 243 ways: many small wins, free spins that pay three times. */
export const savannaSunrise: Title = {
  info: {
    id: "savanna-sunrise",
    name: "Savanna Sunrise",
    mechanic: "ways",
    volatility: "medium",
    rtp: 0.962,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 5,
    rows: 3,
    unitsPerBet: 25,
    paylines: null,
    ways: 243,
    ...titleBets(25),
    bonusBuy: null,
    freeSpins: {
      awards: [
        { scatters: 3, spins: 10 },
        { scatters: 4, spins: 15 },
        { scatters: 5, spins: 20 },
      ],
      multiplier: 3,
      multiplierStep: 0,
      maxMultiplier: 3,
      retrigger: false,
    },
    holdAndWin: null,
    maxWinUnits: 25 * 3000,
    symbols: [
      symbol("lion", "high", { 3: 40, 4: 100, 5: 400 }),
      symbol("elephant", "high", { 3: 30, 4: 80, 5: 300 }),
      symbol("giraffe", "high", { 3: 25, 4: 60, 5: 200 }),
      symbol("zebra", "high", { 3: 20, 4: 50, 5: 150 }),
      symbol("A", "low", { 3: 10, 4: 25, 5: 80 }),
      symbol("K", "low", { 3: 10, 4: 20, 5: 60 }),
      symbol("Q", "low", { 3: 8, 4: 15, 5: 50 }),
      symbol("J", "low", { 3: 6, 4: 15, 5: 40 }),
      symbol("10", "low", { 3: 4, 4: 12, 5: 30 }),
      symbol("9", "low", { 3: 3, 4: 8, 5: 25 }),
      symbol("wild", "wild"),
      symbol("scatter", "scatter", { 3: 25 * 2, 4: 25 * 10, 5: 25 * 50 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(0), reel(2), reel(2), reel(2), reel(2)].map(buildStrip),
    freeSpinStrips: [freeSpinReel(0), freeSpinReel(4), freeSpinReel(4), freeSpinReel(4), freeSpinReel(3)].map(
      buildStrip,
    ),
    wildLineMultiplier: 1,
    buyPlacements: null,
    holdAndWin: null,
  },
};
