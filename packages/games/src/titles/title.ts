/**
 * A title is its public description (`TitleInfo`) plus the maths the engine plays it with. Reel
 * positions are drawn uniformly (one `int(strip length)` per reel), so a strip's symbol counts are
 * its weights; everything else random is a weighted table drawn with `int(total weight)`.
 */
import type { JackpotTier, TitleInfo } from "../engine/types.ts";

/** One reel's strip, top to bottom; the window shows `rows` consecutive symbols, wrapping around. */
export type Strip = readonly string[];

/** A cash symbol's value: units, or a fixed jackpot (the grand is won by filling every cell). */
export type CashValue = number | Exclude<JackpotTier, "grand">;

export interface ReelMaths {
  kind: "reels";
  baseStrips: readonly Strip[];
  /** Strips for free spins, when the title's free spins use their own. */
  freeSpinStrips: readonly Strip[] | null;
  /** Strips for a spin with the ante bet (`TitleInfo.ante`), which land more scatters. */
  anteStrips?: readonly Strip[] | null;
  /** Lines titles: a line win that a wild helped to make pays this many times (1: no bonus). */
  wildLineMultiplier: number;
  /**
   * Bonus buy: how many cells of the trigger symbol (the scatter, or the cash symbol) the bought
   * spin places on each reel, on rows drawn uniformly; enough to trigger the feature on their own.
   */
  buyPlacements: readonly number[] | null;
  holdAndWin: {
    /** Values of cash symbols, drawn for each one that lands. */
    values: readonly { value: CashValue; weight: number }[];
    /** What an empty cell shows after a respin; the cash symbol among them lands and holds. */
    respinCell: readonly { symbol: string; weight: number }[];
  } | null;
}

export interface ScratchMaths {
  kind: "scratch";
  /** The card's prize: a symbol whose three of a kind it shows (its pays), or null for no win. */
  prizes: readonly { symbol: string | null; weight: number }[];
  /**
   * Every other cell is drawn from these weights, among the symbols still allowed (not the prize's,
   * not one already shown twice): rare symbols stay rare on the card, so a losing card shows two of
   * a top symbol only as often as this rule makes it, not by arrangement.
   */
  fill: readonly { symbol: string; weight: number }[];
}

export interface Title {
  info: TitleInfo;
  maths: ReelMaths | ScratchMaths;
}
