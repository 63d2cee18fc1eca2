/**
 * A title is its public description (`TitleInfo`) plus the maths the engine plays it with. Reel
 * positions are drawn uniformly (one `int(strip length)` per reel), so a strip's symbol counts are
 * its weights; everything else random is a weighted table drawn with `int(total weight)`.
 */
import type { JackpotTier, TitleInfo, TitleRules } from "../engine/types.ts";

/** One reel's strip, top to bottom; the window shows `rows` consecutive symbols, wrapping around. */
export type Strip = readonly string[];

/** A cash symbol's value: units, or a fixed jackpot (the grand is won by filling every cell). */
export type CashValue = number | Exclude<JackpotTier, "grand">;

export type ReelMaths = {
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
  /**
   * Expanding reels: each reel's heights (symbols shown, up to the title's `rows`) and their
   * weights, drawn before the stops on every spin and free spin; absent when every reel shows `rows`.
   */
  reelHeights?: readonly (readonly { height: number; weight: number }[])[];
  holdAndWin: {
    /** Values of cash symbols, drawn for each one that lands. */
    values: readonly { value: CashValue; weight: number }[];
    /** What an empty cell shows after a respin; the cash symbol among them lands and holds. */
    respinCell: readonly { symbol: string; weight: number }[];
  } | null;
};

export type ScratchMaths = {
  kind: "scratch";
  /** The card's prize: a symbol whose three of a kind it shows (its pays), or null for no win. */
  prizes: readonly { symbol: string | null; weight: number }[];
  /**
   * Every other cell is drawn from these weights, among the symbols still allowed (not the prize's,
   * not one already shown twice): rare symbols stay rare on the card, so a losing card shows two of
   * a top symbol only as often as this rule makes it, not by arrangement.
   */
  fill: readonly { symbol: string; weight: number }[];
};

/**
 * A tumble title's grid has no reels to stop: every cell is drawn on its own from a weighted table
 * (the base game's or the free spins'), and a multiplier symbol draws its value as it lands. What
 * pays is the title's mechanic: counts anywhere (`tumble`) or clusters of touching cells (`cluster`).
 */
export type TumbleMaths = {
  kind: "tumble";
  baseCells: readonly { symbol: string; weight: number }[];
  freeSpinCells: readonly { symbol: string; weight: number }[];
  /** Values a multiplier symbol lands with; empty when the title has no multiplier symbol. */
  multiplierValues: readonly { value: number; weight: number }[];
  /** Bonus buy: the bought spin's first grid shows at least this many scatters; null without a buy. */
  buyScatters: number | null;
};

/** What the engine and the RTP tools need of a title: its rules and its maths (a maths sheet's `title`). */
export interface PlayableTitle {
  info: TitleRules;
  maths: ReelMaths | ScratchMaths | TumbleMaths;
}

/** A title as the studio offers it: its rules and maths, and the bet levels the site shows. */
export interface Title extends PlayableTitle {
  info: TitleInfo;
}
