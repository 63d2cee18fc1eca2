/**
 * Multiplier spots: a mark under each cell of a cluster title's grid. A cell whose winning symbol
 * is taken off is marked; the next win taken off a marked cell gives it ×2, and each one after
 * doubles it, up to the title's `max`. A win pays its units times the sum of the spot multipliers
 * under its cells (×1 when there are none), the spots as they stood when it formed: its own cells
 * are marked only after it is paid. Spots belong to cells, not symbols: they stay where they are
 * while symbols fall. A level per cell: 0 clear, 1 marked, 2 … `max` a multiplier.
 */
import type { Cell, WinCombination } from "./types.ts";

export type SpotLevels = number[][];

export function clearSpots(reels: number, rows: number): SpotLevels {
  return Array.from({ length: reels }, () => new Array<number>(rows).fill(0));
}

/** A win's multiplier: the sum of the spot multipliers (levels of 2 and up) under it, or 1. */
export function spotMultiplier(spots: SpotLevels, cells: readonly Cell[]): number {
  let sum = 0;
  for (const [reel, row] of cells) {
    const level = (spots[reel] as number[])[row] as number;
    if (level >= 2) sum += level;
  }
  return sum === 0 ? 1 : sum;
}

/** Marks the cells a tumble took off: clear to marked, marked to ×2, then doubling up to `max`. */
export function markSpots(spots: SpotLevels, removed: readonly Cell[], max: number): SpotLevels {
  const next = spots.map((column) => [...column]);
  for (const [reel, row] of removed) {
    const column = next[reel] as number[];
    const level = column[row] as number;
    column[row] = level === 0 ? 1 : Math.min(level * 2, max);
  }
  return next;
}

/**
 * Follows the spots through a cascade: `meet` records what each tumble's wins met (the spots and
 * each win's multiplier) and then marks the cells they took off; `levels` is where the cascade left
 * them, which the next free spin starts from.
 */
export function spotsInPlay(start: SpotLevels, max: number) {
  let spots = start;
  return {
    meet(wins: readonly WinCombination[], removed: readonly Cell[]) {
      const met = { spots: spots, winMultipliers: wins.map((win) => spotMultiplier(spots, win.cells)) };
      if (removed.length > 0) spots = markSpots(spots, removed, max);
      return met;
    },
    levels: () => spots,
  };
}
