import { titleBets } from "@reelhouse/contract/economy";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const BET = 25;

const reel = (wilds: number): StripEntry[] => [
  ["train", 2],
  ["pickaxe", 3],
  ["lantern", 3],
  ["cart", 4],
  ["A", 5],
  ["K", 5],
  ["Q", 6],
  ["J", 6],
  ["10", 6],
  ["wild", wilds],
  ["nugget", 3, 3],
];

/** Very high volatility: 243 ways under a hold-and-win feature with big jackpots; bonus buy. */
export const goldRushExpress: Title = {
  info: {
    id: "gold-rush-express",
    name: "Gold Rush Express",
    mechanic: "holdAndWin",
    volatility: "very-high",
    rtp: 0.9657,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 5,
    rows: 3,
    unitsPerBet: BET,
    paylines: null,
    ways: 243,
    ...titleBets(BET),
    bonusBuy: { price: 63 },
    freeSpins: null,
    holdAndWin: {
      trigger: 6,
      respins: 3,
      jackpots: { mini: BET * 15, minor: BET * 50, major: BET * 250, grand: BET * 2500 },
    },
    maxWinUnits: 158_250,
    symbols: [
      symbol("train", "high", { 3: 25, 4: 65, 5: 250 }),
      symbol("pickaxe", "high", { 3: 20, 4: 50, 5: 200 }),
      symbol("lantern", "high", { 3: 12, 4: 40, 5: 125 }),
      symbol("cart", "high", { 3: 10, 4: 25, 5: 100 }),
      symbol("A", "low", { 3: 6, 4: 12, 5: 50 }),
      symbol("K", "low", { 3: 6, 4: 12, 5: 40 }),
      symbol("Q", "low", { 3: 6, 4: 10, 5: 30 }),
      symbol("J", "low", { 3: 5, 4: 8, 5: 25 }),
      symbol("10", "low", { 3: 4, 4: 7, 5: 20 }),
      symbol("wild", "wild"),
      symbol("nugget", "cash"),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(0), reel(2), reel(2), reel(2), reel(2)].map(buildStrip),
    freeSpinStrips: null,
    wildLineMultiplier: 1,
    buyPlacements: [2, 1, 1, 1, 1],
    holdAndWin: {
      values: [
        { value: BET * 1, weight: 405 },
        { value: BET * 2, weight: 250 },
        { value: BET * 3, weight: 150 },
        { value: BET * 5, weight: 100 },
        { value: BET * 10, weight: 40 },
        { value: "mini", weight: 30 },
        { value: "minor", weight: 8 },
        { value: "major", weight: 2 },
      ],
      respinCell: [
        { symbol: "nugget", weight: 7 },
        { symbol: "train", weight: 10 },
        { symbol: "pickaxe", weight: 15 },
        { symbol: "lantern", weight: 20 },
        { symbol: "cart", weight: 20 },
        { symbol: "A", weight: 30 },
      ],
    },
  },
};
