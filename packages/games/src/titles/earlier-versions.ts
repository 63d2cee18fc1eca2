/**
 * Maths versions the studio no longer plays but whose rounds a player may still check: each is
 * the title as it was played at that version, written as the current title with what the retune
 * changed put back, so the sheet of that version (`npm run generate`) holds exactly the maths its
 * rounds were drawn under. A sheet, once published, is never rewritten; these definitions exist
 * to state where each published one came from.
 *
 * Version 1 of the six retuned titles:
 * - Viking Voyage, Sunken Fortune, Gold Rush Express and Cosmic Scratch were retuned to version 2
 *   together with two engine rules, both stated in their version-1 data: a count of a symbol above
 *   the highest its pays define paid nothing (`payAboveHighestCount: "nothing"`; six scatters on a
 *   bought spin paid no scatter win), and a scratch card's other cells were drawn uniformly among
 *   the title's symbols (fill weights of 1 each, in the order of its symbols).
 * - Midnight Fruits and Dragon's Hoard went to version 2 later; their version 1 already played
 *   under the engine's current rules (no count of theirs ever exceeds what its pays define).
 */
import type { SymbolInfo } from "../engine/types.ts";
import { cosmicScratch } from "./cosmic-scratch.ts";
import { dragonsHoard } from "./dragons-hoard.ts";
import { goldRushExpress } from "./gold-rush-express.ts";
import { midnightFruits } from "./midnight-fruits.ts";
import { sunkenFortune } from "./sunken-fortune.ts";
import { symbol } from "./symbols.ts";
import type { ReelMaths, ScratchMaths, Title } from "./title.ts";
import { vikingVoyage } from "./viking-voyage.ts";

/** `symbols` with the pays of those named in `pays` replaced. */
function withPays(
  symbols: readonly SymbolInfo[],
  pays: Readonly<Record<string, Readonly<Record<number, number>>>>,
): SymbolInfo[] {
  return symbols.map((each) => {
    const replaced = pays[each.id];
    return replaced === undefined ? each : symbol(each.id, each.role, replaced);
  });
}

function reelMaths(title: Title): ReelMaths {
  if (title.maths.kind !== "reels") throw new TypeError(`${title.info.id} is not a reels title`);
  return title.maths;
}

function scratchMaths(title: Title): ScratchMaths {
  if (title.maths.kind !== "scratch") throw new TypeError(`${title.info.id} is not a scratch title`);
  return title.maths;
}

const vikingVoyage1: Title = {
  info: {
    ...vikingVoyage.info,
    rtp: 0.9555,
    mathsVersion: 1,
    payAboveHighestCount: "nothing",
    bonusBuy: { price: 200 },
    symbols: withPays(vikingVoyage.info.symbols, {
      axe: { 3: 44, 4: 132, 5: 550 },
      helmet: { 3: 22, 4: 66, 5: 220 },
      10: { 3: 4, 4: 13, 5: 44 },
    }),
  },
  maths: vikingVoyage.maths,
};

const sunkenFortune1: Title = {
  info: {
    ...sunkenFortune.info,
    rtp: 0.962,
    mathsVersion: 1,
    payAboveHighestCount: "nothing",
    symbols: withPays(sunkenFortune.info.symbols, { 10: { 3: 1, 4: 4, 5: 8 } }),
  },
  maths: sunkenFortune.maths,
};

const goldRushMaths = reelMaths(goldRushExpress);
const goldRushHoldAndWin = goldRushMaths.holdAndWin as NonNullable<ReelMaths["holdAndWin"]>;
const goldRushExpress1: Title = {
  info: {
    ...goldRushExpress.info,
    rtp: 0.9487,
    mathsVersion: 1,
    payAboveHighestCount: "nothing",
    maxWinUnits: 25 * 10_000,
    symbols: withPays(goldRushExpress.info.symbols, {
      K: { 3: 5, 4: 12, 5: 40 },
      Q: { 3: 4, 4: 10, 5: 30 },
      J: { 3: 3, 4: 8, 5: 25 },
      10: { 3: 2, 4: 6, 5: 20 },
    }),
  },
  maths: {
    ...goldRushMaths,
    holdAndWin: {
      ...goldRushHoldAndWin,
      values: goldRushHoldAndWin.values.map((entry, index) =>
        index === 0 ? { ...entry, weight: 400 } : entry,
      ),
    },
  },
};

const cosmicScratch1: Title = {
  info: {
    ...cosmicScratch.info,
    rtp: 0.942,
    mathsVersion: 1,
    payAboveHighestCount: "nothing",
  },
  maths: {
    ...scratchMaths(cosmicScratch),
    prizes: scratchMaths(cosmicScratch).prizes.map((entry) =>
      entry.symbol === null
        ? { ...entry, weight: 687_180 }
        : entry.symbol === "moon"
          ? { ...entry, weight: 157_000 }
          : entry,
    ),
    fill: cosmicScratch.info.symbols.map(({ id }) => ({ symbol: id, weight: 1 })),
  },
};

const midnightFruits1: Title = {
  info: {
    ...midnightFruits.info,
    rtp: 0.9512,
    mathsVersion: 1,
    maxWinUnits: 252,
    symbols: withPays(midnightFruits.info.symbols, { seven: { 3: 100 }, bell: { 3: 18 } }),
  },
  maths: midnightFruits.maths,
};

const dragonsHoard1: Title = {
  info: {
    ...dragonsHoard.info,
    rtp: 0.9579,
    mathsVersion: 1,
    symbols: withPays(dragonsHoard.info.symbols, {
      sword: { 3: 30, 4: 75, 5: 300 },
      crown: { 3: 20, 4: 60, 5: 200 },
    }),
  },
  maths: dragonsHoard.maths,
};

/** Every earlier version whose sheet is published, oldest title order as `TITLES`. */
export const EARLIER_VERSIONS: readonly Title[] = [
  midnightFruits1,
  vikingVoyage1,
  sunkenFortune1,
  dragonsHoard1,
  goldRushExpress1,
  cosmicScratch1,
];
