/**
 * Expanding reels: a spin first draws how many symbols each reel shows, reel by reel from the left,
 * each from that reel's weighted table with one `int(total weight)`; only then are the stops drawn.
 * Titles without height tables show `rows` on every reel and draw nothing here, so their draws are
 * unchanged. The ways a grid pays are the product of its reels' heights.
 */
import type { ReelMaths } from "../titles/title.ts";
import type { Draw } from "./types.ts";
import { drawWeighted } from "./weighted.ts";

export function drawReelHeights(maths: ReelMaths, reels: number, rows: number, draw: Draw): number[] {
  const tables = maths.reelHeights;
  if (tables === undefined) return Array.from({ length: reels }, () => rows);
  return tables.map((table) => drawWeighted(table, draw).height);
}

/** The ways a grid pays: the product of its reels' heights. */
export function waysOf(grid: readonly (readonly unknown[])[]): number {
  return grid.reduce((product, column) => product * column.length, 1);
}
