/**
 * A title's maths sheet: everything a player needs to replay a round of it without this code, as
 * data. `title` IS the title's definition (its rules and maths, bet levels apart), so the engine
 * plays a sheet as it plays the code's title (`titleFromSheet`); the rest explains it: the
 * statistics `npm run rtp` measures, how the seeds become numbers, which draws each kind of step
 * makes in order, and a worked example. Sheets are published by title and maths version and kept
 * once published, so a round is always checked against the sheet of the version it was played
 * under. New mechanics add fields to `title` and phases to `drawOrder`; the shape stays.
 */
import type { Step, StepKind, StepRequest } from "../engine/types.ts";
import type { PlayableTitle } from "../titles/title.ts";

/** The sheet format's own version: raised only if a field changes meaning. */
export const SHEET_FORMAT = 1;

export type SheetStatistics = {
  /**
   * Return to player per bet, computed from the maths without playing (`method`), or for a
   * cascading title measured in parts (`measured`, stated in `measuredRtp`).
   */
  rtp: number;
  method: "exact-prizes" | "exact-stops" | "analytic" | "measured";
  /** Share of rounds that win anything; `hitRateRounds` is null when it is exact. */
  hitRate: number;
  /** Standard deviation of one round's win, in bets (what the volatility class is measured from). */
  sigma: number;
  /** Rounds simulated (seeded draw `simulationSeed`) for the hit rate and σ; null when exact. */
  hitRateRounds: number | null;
  simulationSeed: number | null;
  /** The chance that a round starts free spins or respins; null when the title has none. */
  featureChance: number | null;
  /** The largest win a round can reach, in units, and whether it is the round cap. */
  maxWinUnits: number;
  maxWinIsCap: boolean;
  /** The bonus buy's return per price paid; null without one. */
  buyRtp: number | null;
  /** The super bonus buy's return per price paid; only where the title has one. */
  superBuyRtp?: number;
  /** A spin with the ante bet: its return per stake and its chance to start the feature; only where the title has one. */
  anteRtp?: number;
  anteFeatureChance?: number | null;
  /**
   * A measured return (`method: "measured"`): the base-game first steps and bonus buys played from
   * seeded draw `seed` (`rtp/tumble-split.ts`), and the 95 % intervals of `rtp` and `buyRtp`.
   */
  measuredRtp?: { rounds: number; buys: number; seed: number; rtpCi95: number; buyRtpCi95: number };
};

/** How a step's seeds become integers (see docs/games-maths.md); the same for every title. */
export type SheetRandom = {
  hmac: "HMAC-SHA256";
  key: string;
  message: string;
  words: string;
  int: string;
  weighted: string;
};

/**
 * One run of draws a step makes, in order. Every draw is `int(range)`; the phase says what each
 * range is and how its value maps to the grid. A bought spin's placement is drawn reel by reel
 * right after that reel's stop.
 */
export type DrawPhase =
  | {
      /** Expanding reels: each reel's height, reel by reel, before any stop. */
      kind: "reelHeights";
      /** Each reel's heights and their weights; the draw is `int(total weight)` over them in order. */
      reels: { height: number; weight: number }[][];
    }
  | {
      kind: "reelStops";
      /** Which strips the stops are on: the base game's, the free spins', or the ante bet's. */
      strips: "base" | "freeSpin" | "ante";
      /** Each reel's strip length: the range of its stop, reel by reel. */
      ranges: number[];
      rows: number;
      /**
       * A bought spin: the symbol placed and how many cells on each reel; a super buy also says the
       * multiplier its free spins start at (a choice, not a draw).
       */
      placement: { symbol: string; perReel: number[]; freeSpinsFrom?: number } | null;
    }
  | { kind: "cashValues"; symbol: string; totalWeight: number }
  | {
      kind: "respinCells";
      cashSymbol: string;
      totalWeight: number;
      valueTotalWeight: number;
    }
  | { kind: "scratchPrize"; totalWeight: number }
  | { kind: "scratchPrizeCells"; ranges: number[] }
  | { kind: "scratchFill"; cells: number };

/**
 * One run of draws a tumble title's step makes (ADR 104), in order; a cascading title's phases are
 * these, not `DrawPhase`'s. Cells are drawn one by one, each `int(total weight)` over its table:
 * - `cellGrid`: the first grid, reel by reel from the left, each reel top to bottom; a cell showing
 *   the multiplier symbol draws its value from `multiplier.values` right after it;
 * - `scatterPlacement` (a bought spin): while the grid shows fewer than `upTo` scatters, one
 *   `int(cells not showing one)` picks which of them, counted reel by reel, top to bottom, turns
 *   into a scatter (a multiplier there is lost with its value);
 * - `tumbles`: while the grid pays (`pays`: `count`, each paying symbol by how many show anywhere,
 *   from the title's pays), its winning cells are taken off, each reel's other cells fall in their
 *   order, and the emptied cells are drawn like the first grid's: reel by reel from the left, each
 *   reel's new cells top to bottom. The cascade also stops once its wins alone reach the round cap.
 */
export type CascadePhase =
  | {
      kind: "cellGrid";
      /** Which of the title's cell tables: the base game's (`baseCells`) or the free spins'. */
      cells: "baseCells" | "freeSpinCells";
      table: { symbol: string; weight: number }[];
      totalWeight: number;
      reels: number;
      rows: number;
      multiplier: { symbol: string; values: { value: number; weight: number }[]; totalWeight: number } | null;
    }
  | { kind: "scatterPlacement"; symbol: string; upTo: number; cells: number }
  | { kind: "tumbles"; cells: "baseCells" | "freeSpinCells"; pays: "count" };

export type ExampleDraw = {
  range: number;
  /** The words read for it: every one but the last was at or above the limit and thrown away. */
  words: number[];
  value: number;
};

/** A real step computed from a fixed seed pair: its HMAC blocks, its draws in order and the result. */
export type SheetExample = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  step: number;
  request: StepRequest;
  blocks: { message: string; hmac: string }[];
  draws: ExampleDraw[];
  result: Step;
};

/**
 * What the draw order is given for: each kind of step, and the two first steps that draw
 * differently from their kind's usual one (`ante`: a spin with the ante bet, on the ante strips;
 * `superBuy`: the super bonus buy, whose free spins start higher). Only a title offering them has them.
 */
export type DrawOrderKey = StepKind | "ante" | "superBuy";

export type MathsSheet = {
  format: typeof SHEET_FORMAT;
  id: string;
  mathsVersion: number;
  title: PlayableTitle;
  statistics: SheetStatistics;
  random: SheetRandom;
  drawOrder: Partial<Record<DrawOrderKey, (DrawPhase | CascadePhase)[]>>;
  example: SheetExample;
};

/** The title a sheet describes, ready for the engine (`playStep`, `verifyStep`). */
export function titleFromSheet(sheet: MathsSheet): PlayableTitle {
  if (sheet.format !== SHEET_FORMAT) {
    throw new RangeError(`Maths sheet format ${String(sheet.format)} is not ${SHEET_FORMAT}`);
  }
  return sheet.title;
}
