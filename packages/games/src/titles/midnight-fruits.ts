import { titleBets } from "@reelhouse/contract/economy";
import { CLASSIC_5_LINES } from "./paylines.ts";
import { buildStrip, type StripEntry } from "./strips.ts";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

/** Cherries pay from two, so the second reel carries fewer of them. */
const reel = (cherries: number): StripEntry[] => [
  ["seven", 2],
  ["bar", 3],
  ["bell", 4],
  ["plum", 6],
  ["lemon", 7],
  ["cherry", cherries],
  ["wild", 1],
];

/** A classic three-reel fruit machine: low volatility, no features, a wild that doubles line wins. */
export const midnightFruits: Title = {
  info: {
    id: "midnight-fruits",
    name: "Midnight Fruits",
    mechanic: "lines",
    volatility: "low",
    rtp: 0.9616,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 3,
    rows: 3,
    unitsPerBet: 5,
    paylines: CLASSIC_5_LINES,
    ways: null,
    ...titleBets(5),
    bonusBuy: null,
    freeSpins: null,
    holdAndWin: null,
    maxWinUnits: 256,
    symbols: [
      symbol("seven", "high", { 3: 101 }),
      symbol("bar", "high", { 3: 36 }),
      symbol("bell", "high", { 3: 19 }),
      symbol("plum", "low", { 3: 7 }),
      symbol("lemon", "low", { 3: 6 }),
      symbol("cherry", "low", { 2: 1, 3: 4 }),
      symbol("wild", "wild", { 3: 200 }),
    ],
  },
  maths: {
    kind: "reels",
    baseStrips: [reel(5), reel(4), reel(6)].map(buildStrip),
    freeSpinStrips: null,
    wildLineMultiplier: 2,
    buyPlacements: null,
    holdAndWin: null,
  },
};
