/**
 * The reels as probability distributions, for exact expectations: every window a reel can show
 * for a kind of spin, all equally likely (each stop, and for a bought spin each sequence of placed
 * rows, as the engine draws them; with expanding reels, each height as likely as its weight makes
 * it). Reels are drawn independently, so per-reel distributions multiply.
 */
import { buyPlacement, type SpinKind, stripsFor, windowAt } from "../engine/reels.ts";
import type { PlayableTitle, ReelMaths } from "../titles/title.ts";

export type ReelWindows = readonly (readonly string[])[];

/** A window after `count` rows are placed, each ordered choice of rows as likely as the engine makes it. */
function placedWindows(window: readonly string[], symbol: string, count: number): string[][] {
  const windows: string[][] = [];
  const place = (cells: string[], free: readonly number[], left: number) => {
    if (left === 0) {
      windows.push(cells);
      return;
    }
    free.forEach((row, index) => {
      const next = [...cells];
      next[row] = symbol;
      place(
        next,
        free.filter((_, other) => other !== index),
        left - 1,
      );
    });
  };
  place(
    [...window],
    window.map((_, row) => row),
    count,
  );
  return windows;
}

/**
 * Expanding reels: a reel's heights as equally likely entries, each height repeated as many times
 * as its weight (divided by the weights' common divisor), so a window list stays a uniform one.
 */
function heightsOf(title: PlayableTitle, maths: ReelMaths, reel: number): number[] {
  const table = maths.reelHeights?.[reel];
  if (table === undefined) return [title.info.rows];
  const divisor = table.reduce((common, { weight }) => greatestCommonDivisor(common, weight), 0);
  return table.flatMap(({ height, weight }) => Array.from({ length: weight / divisor }, () => height));
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

export function reelWindows(title: PlayableTitle, maths: ReelMaths, kind: SpinKind): ReelWindows[] {
  const placement = kind === "buy" ? buyPlacement(title, maths) : null;
  return stripsFor(maths, kind).map((strip, reel) => {
    const windows: string[][] = [];
    for (const height of heightsOf(title, maths, reel)) {
      for (let stop = 0; stop < strip.length; stop += 1) {
        const window = windowAt(strip, stop, height);
        const placed = placement?.perReel[reel] ?? 0;
        windows.push(
          ...(placement === null || placed === 0
            ? [window]
            : placedWindows(window, placement.symbol, placed)),
        );
      }
    }
    return windows;
  });
}

/** The probability of each symbol showing on one row of a reel. */
export function rowDistribution(windows: ReelWindows, row: number): Map<string, number> {
  // Counted in whole numbers, then divided once, so rows showing the same symbols compare equal.
  const counts = new Map<string, number>();
  for (const window of windows) {
    const symbol = window[row] as string;
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  return new Map([...counts].map(([symbol, count]) => [symbol, count / windows.length]));
}

/** The probability of each count (index) of cells matching `test` in a reel's window. */
export function countDistribution(windows: ReelWindows, test: (symbol: string) => boolean): number[] {
  const rows = windows.reduce((tallest, window) => Math.max(tallest, window.length), 0);
  const counts = new Array<number>(rows + 1).fill(0);
  for (const window of windows) {
    const count = window.filter(test).length;
    counts[count] = (counts[count] ?? 0) + 1;
  }
  return counts.map((count) => count / windows.length);
}

/** The distribution of a sum of independent counts. */
export function convolve(distributions: readonly (readonly number[])[]): number[] {
  return distributions.reduce<number[]>(
    (sum, next) => {
      const result = new Array<number>(sum.length + next.length - 1).fill(0);
      sum.forEach((p, i) => {
        next.forEach((q, j) => {
          result[i + j] = (result[i + j] ?? 0) + p * q;
        });
      });
      return result;
    },
    [1],
  );
}

/** The distribution of how many cells show `symbol` on the whole grid. */
export function symbolCountDistribution(reels: readonly ReelWindows[], symbol: string): number[] {
  return convolve(reels.map((windows) => countDistribution(windows, (shown) => shown === symbol)));
}
