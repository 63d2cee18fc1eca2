import { titleBets } from "@reelhouse/contract/economy";
import { LINES_25 } from "./paylines.ts";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const BET = 25;

const reel = (wilds: number): StripEntry[] => [
  ["dragon", 2],
  ["egg", 3],
  ["sword", 4],
  ["crown", 4],
  ["A", 6],
  ["K", 6],
  ["Q", 7],
  ["J", 7],
  ["wild", wilds],
  ["coin", 4, 2],
];

/** High volatility: 25 lines under a hold-and-win feature with four jackpots. */
export const dragonsHoard: Title = {
  info: {
    id: "dragons-hoard",
    name: "Dragon's Hoard",
    mechanic: "holdAndWin",
    volatility: "high",
    rtp: 0.9613,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 5,
    rows: 3,
    unitsPerBet: BET,
    paylines: LINES_25,
    ways: null,
    ...titleBets(BET),
    bonusBuy: null,
    freeSpins: null,
    holdAndWin: {
      trigger: 6,
      respins: 3,
      jackpots: { mini: BET * 10, minor: BET * 30, major: BET * 150, grand: BET * 1000 },
    },
    maxWinUnits: 82_700,
    symbols: [
      symbol("dragon", "high", { 3: 50, 4: 200, 5: 750 }),
      symbol("egg", "high", { 3: 40, 4: 120, 5: 400 }),
      symbol("sword", "high", { 3: 31, 4: 75, 5: 300 }),
      symbol("crown", "high", { 3: 21, 4: 60, 5: 200 }),
      symbol("A", "low", { 3: 10, 4: 40, 5: 120 }),
      symbol("K", "low", { 3: 10, 4: 30, 5: 100 }),
      symbol("Q", "low", { 3: 6, 4: 20, 5: 75 }),
      symbol("J", "low", { 3: 4, 4: 15, 5: 60 }),
      symbol("wild", "wild", { 3: 50, 4: 200, 5: 1000 }),
      symbol("coin", "cash"),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(1), reel(2), reel(2), reel(2), reel(2)].map(buildStrip),
    freeSpinStrips: null,
    wildLineMultiplier: 1,
    buyPlacements: null,
    holdAndWin: {
      values: [
        { value: BET * 1, weight: 400 },
        { value: BET * 2, weight: 250 },
        { value: BET * 3, weight: 150 },
        { value: BET * 5, weight: 100 },
        { value: BET * 8, weight: 50 },
        { value: "mini", weight: 30 },
        { value: "minor", weight: 10 },
        { value: "major", weight: 2 },
      ],
      respinCell: [
        { symbol: "coin", weight: 8 },
        { symbol: "dragon", weight: 10 },
        { symbol: "egg", weight: 15 },
        { symbol: "sword", weight: 20 },
        { symbol: "crown", weight: 20 },
        { symbol: "A", weight: 25 },
      ],
    },
  },
};
