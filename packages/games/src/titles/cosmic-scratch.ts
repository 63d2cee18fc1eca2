import { titleBets } from "@reelhouse/contract/economy";
import { symbol } from "./symbols.ts";
import type { Title } from "./title.ts";

const BET = 10;

/** Instant scratch card: three matching symbols win their prize; low volatility. */
export const cosmicScratch: Title = {
  info: {
    id: "cosmic-scratch",
    name: "Cosmic Scratch",
    mechanic: "scratch",
    volatility: "low",
    rtp: 0.96,
    rtpTolerance: 0.001,
    mathsVersion: 2,
    reels: 3,
    rows: 3,
    unitsPerBet: BET,
    paylines: null,
    ways: null,
    ...titleBets(BET),
    bonusBuy: null,
    freeSpins: null,
    holdAndWin: null,
    maxWinUnits: BET * 500,
    symbols: [
      symbol("moon", "prize", { 3: BET * 1 }),
      symbol("star", "prize", { 3: BET * 2 }),
      symbol("comet", "prize", { 3: BET * 5 }),
      symbol("rocket", "prize", { 3: BET * 10 }),
      symbol("planet", "prize", { 3: BET * 50 }),
      symbol("ufo", "prize", { 3: BET * 100 }),
      symbol("astronaut", "prize", { 3: BET * 500 }),
    ],
  },
  maths: {
    kind: "scratch",
    prizes: [
      { symbol: null, weight: 669_180 },
      { symbol: "moon", weight: 175_000 },
      { symbol: "star", weight: 80_000 },
      { symbol: "comet", weight: 46_000 },
      { symbol: "rocket", weight: 28_000 },
      { symbol: "planet", weight: 1_500 },
      { symbol: "ufo", weight: 300 },
      { symbol: "astronaut", weight: 20 },
    ],
    fill: [
      { symbol: "moon", weight: 40 },
      { symbol: "star", weight: 30 },
      { symbol: "comet", weight: 20 },
      { symbol: "rocket", weight: 12 },
      { symbol: "planet", weight: 8 },
      { symbol: "ufo", weight: 5 },
      { symbol: "astronaut", weight: 2 },
    ],
  },
};
