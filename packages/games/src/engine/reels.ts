/**
 * Drawing a grid: each reel stops at a uniformly drawn position of its strip and shows its height
 * (the title's rows, or the height drawn for it: see reel-heights.ts) of consecutive symbols
 * (wrapping round). A bought spin then places the trigger symbol on some reels,
 * on distinct rows drawn one after another from those left. Draw order: reel by reel, the stop
 * first, then that reel's placed rows.
 */
import type { PlayableTitle, ReelMaths, Strip } from "../titles/title.ts";
import { payTableOf } from "./pay-table.ts";
import type { Draw } from "./types.ts";

export interface Placement {
  symbol: string;
  /** Cells to place on each reel. */
  perReel: readonly number[];
}

export function windowAt(strip: Strip, stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as string);
}

export function drawGrid(
  strips: readonly Strip[],
  heights: readonly number[],
  draw: Draw,
  placement: Placement | null,
): string[][] {
  return strips.map((strip, reel) => {
    const column = windowAt(strip, draw.int(strip.length), heights[reel] as number);
    if (placement === null) return column;
    const free = column.map((_, row) => row);
    for (let placed = 0; placed < (placement.perReel[reel] ?? 0); placed += 1) {
      const [row] = free.splice(draw.int(free.length), 1) as [number];
      column[row] = placement.symbol;
    }
    return column;
  });
}

/** `ante`: a spin with the ante bet (a step of kind "spin" played on the ante strips). */
export type SpinKind = "spin" | "ante" | "buy" | "freeSpin";

/** The strips a kind of spin uses: free spins and ante spins have their own where the title gives them. */
export function stripsFor(maths: ReelMaths, kind: SpinKind): readonly Strip[] {
  if (kind === "freeSpin") return maths.freeSpinStrips ?? maths.baseStrips;
  if (kind === "ante") return maths.anteStrips ?? maths.baseStrips;
  return maths.baseStrips;
}

/** What a bought spin places: the scatter for free spins, the cash symbol for hold and win. */
export function buyPlacement(title: PlayableTitle, maths: ReelMaths): Placement | null {
  const table = payTableOf(title);
  const symbol = title.info.freeSpins !== null ? table.scatter : table.cash;
  return symbol !== null && maths.buyPlacements !== null ? { symbol, perReel: maths.buyPlacements } : null;
}
