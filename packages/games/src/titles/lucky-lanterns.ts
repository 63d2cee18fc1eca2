import { titleBets } from "@reelhouse/contract/economy";
import { LINES_20 } from "./paylines.ts";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const reel = (wilds: number): StripEntry[] => [
  ["dragon", 2],
  ["koi", 3],
  ["lantern", 3],
  ["fan", 4],
  ["A", 4],
  ["K", 4],
  ["Q", 4],
  ["J", 4],
  ["10", 3],
  ["wild", wilds],
  ["scatter", 1],
];

/** Free spins turn up more dragons and wilds. */
const freeSpinReel = (wilds: number): StripEntry[] => [
  ["dragon", 4],
  ["koi", 3],
  ["lantern", 3],
  ["fan", 4],
  ["A", 4],
  ["K", 4],
  ["Q", 4],
  ["J", 4],
  ["10", 3],
  ["wild", wilds],
  ["scatter", 1],
];

/** Medium volatility: frequent small line wins, free spins at twice the pay that can retrigger. */
export const luckyLanterns: Title = {
  info: {
    id: "lucky-lanterns",
    name: "Lucky Lanterns",
    mechanic: "lines",
    volatility: "medium",
    rtp: 0.9653,
    rtpTolerance: 0.001,
    mathsVersion: 1,
    reels: 5,
    rows: 3,
    unitsPerBet: 20,
    paylines: LINES_20,
    ways: null,
    ...titleBets(20),
    bonusBuy: null,
    freeSpins: {
      awards: [
        { scatters: 3, spins: 10 },
        { scatters: 4, spins: 15 },
        { scatters: 5, spins: 20 },
      ],
      multiplier: 2,
      multiplierStep: 0,
      maxMultiplier: 2,
      retrigger: true,
    },
    holdAndWin: null,
    maxWinUnits: 20 * 2500,
    symbols: [
      symbol("dragon", "high", { 3: 40, 4: 200, 5: 1000 }),
      symbol("koi", "high", { 3: 30, 4: 100, 5: 400 }),
      symbol("lantern", "high", { 3: 25, 4: 75, 5: 250 }),
      symbol("fan", "high", { 3: 20, 4: 50, 5: 200 }),
      symbol("A", "low", { 3: 10, 4: 30, 5: 120 }),
      symbol("K", "low", { 3: 7, 4: 20, 5: 100 }),
      symbol("Q", "low", { 3: 5, 4: 15, 5: 60 }),
      symbol("J", "low", { 3: 4, 4: 10, 5: 50 }),
      symbol("10", "low", { 3: 3, 4: 10, 5: 40 }),
      symbol("wild", "wild", { 3: 50, 4: 250, 5: 2500 }),
      symbol("scatter", "scatter", { 3: 20 * 2, 4: 20 * 10, 5: 20 * 50 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(1), reel(2), reel(2), reel(2), reel(2)].map(buildStrip),
    freeSpinStrips: [freeSpinReel(2), freeSpinReel(5), freeSpinReel(5), freeSpinReel(5), freeSpinReel(5)].map(
      buildStrip,
    ),
    wildLineMultiplier: 1,
    buyPlacements: null,
    holdAndWin: null,
  },
};
