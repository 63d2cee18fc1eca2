/**
 * The shapes every part of the studio shares: a title's public description (what the client draws
 * and the paytable shows), one step of a round (what the server stores, the client animates and a
 * player verifies), and the feature state a round carries between steps.
 *
 * Amounts inside the engine are in *units*: a title's total bet is `unitsPerBet` units (20 for a
 * 20-line game, where a line pays in multiples of the line bet). The server turns units into
 * minor units of the round's currency: `floor(bet × winUnits / unitsPerBet)`.
 */

export const MECHANICS = ["lines", "ways", "holdAndWin", "scratch", "tumble", "cluster"] as const;
export type Mechanic = (typeof MECHANICS)[number];

export const VOLATILITIES = ["low", "medium", "high", "very-high"] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export const JACKPOT_TIERS = ["mini", "minor", "major", "grand"] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

/** A position on the grid: reel (column, from the left) and row (from the top). */
export type Cell = readonly [reel: number, row: number];

export type SymbolRole = "high" | "low" | "wild" | "scatter" | "cash" | "prize" | "multiplier";

export type SymbolInfo = {
  /** Stable id, also the art key (`dragon`, `A`, `wild`, `scatter`, `coin` …). */
  id: string;
  role: SymbolRole;
  /** What `count` of a kind pays, in units (scratch prizes: units for three of a kind). */
  pays: readonly { count: number; units: number }[];
};

/** What the client and the paytable need to know about a title; no reel strips, no weights. */
export interface TitleInfo {
  /** Slug, unique in the studio (`lucky-lanterns`). */
  id: string;
  name: string;
  mechanic: Mechanic;
  volatility: Volatility;
  /** Declared return to player, a fraction (0.9612). `npm run rtp` must agree within the tolerance. */
  rtp: number;
  rtpTolerance: number;
  /**
   * The version of the title's maths (strips, pays, weights, buy price, rules), raised whenever any
   * of it changes, so a round can record what it was played under.
   */
  mathsVersion: number;
  reels: number;
  rows: number;
  /** A total bet is this many units. */
  unitsPerBet: number;
  /** Lines games: each payline's row on every reel. */
  paylines: readonly (readonly number[])[] | null;
  /** Ways games: the number of ways (243, 1024); with expanding reels, the most a spin can have. */
  ways: number | null;
  /**
   * Expanding reels: every spin draws each reel's height (how many symbols it shows) between `min`
   * and `max` (`rows` is the tallest), so a spin's ways are the product of its heights. Absent when
   * every reel always shows `rows`.
   */
  reelHeights?: { min: number; max: number };
  /**
   * Total bets offered, in minor units of coins and of entries, smallest first, and where each
   * currency's levels open: from the economy's ladder (`titleBets` of `@reelhouse/contract/economy`).
   */
  betLevels: Readonly<{ coins: readonly number[]; entries: readonly number[] }>;
  defaultBetIndex: Readonly<{ coins: number; entries: number }>;
  /** Bonus buy: the feature for `price` times the bet; null when the title has none. */
  bonusBuy: { price: number } | null;
  /**
   * A second, better bonus buy (the "super" tier): the same bought spin for `price` times the bet,
   * its free spins starting at `multiplier` instead of the title's. Absent when the title has none.
   */
  superBuy?: { price: number; multiplier: number } | null;
  /**
   * Ante bet: a spin costs `costPercent` % of the bet (wins still count from the bet) and is played
   * on the title's ante strips, which land the feature more often. Not with a bonus buy. Absent
   * when the title has none.
   */
  ante?: { costPercent: number } | null;
  /**
   * Free spins: how many scatters award how many spins (the most scatters reached counts); null
   * when the title has none. The first free spin pays `multiplier` times; each later one pays
   * `multiplierStep` more, up to `maxMultiplier` (a fixed multiplier has step 0). With `retrigger`,
   * scatters landing in free spins award more spins from the same table.
   */
  freeSpins: {
    awards: readonly { scatters: number; spins: number }[];
    multiplier: number;
    multiplierStep: number;
    maxMultiplier: number;
    retrigger: boolean;
    /**
     * Tumble titles: scatters landing in free spins award spins from this table rather than from
     * `awards` (three scatters add five spins where four started ten).
     */
    retriggerAwards?: readonly { scatters: number; spins: number }[];
  } | null;
  /**
   * Multiplier spots (cluster titles): a cell a winning symbol is taken off is marked; the next
   * win taken off it gives it ×2, and each one after doubles it, up to `max`. A cluster pays times
   * the sum of the spot multipliers under it. Spots start clear on every base-game spin and are
   * kept through a round's free spins. Absent when the title has none.
   */
  multiplierSpots?: { max: number } | null;
  /** Hold-and-win: cash symbols to trigger, respins granted, and the fixed jackpots in units. */
  holdAndWin: { trigger: number; respins: number; jackpots: Readonly<Record<JackpotTier, number>> } | null;
  /** The largest win of one round, in units (a cap the engine enforces). */
  maxWinUnits: number;
  symbols: readonly SymbolInfo[];
  /**
   * What a count of a symbol above the highest its pays define pays: that highest count's pay
   * (`"highest"`, also when absent: six scatters on a bought spin pay what five do), or nothing
   * (`"nothing"`, the rule of the maths versions from before that was so).
   */
  payAboveHighestCount?: "highest" | "nothing";
}

/**
 * What the engine plays and a maths sheet publishes: the title's description without the bet
 * levels the site offers, which only scale a round's units to money and change no odds (so they
 * can be retuned without a new maths version).
 */
export type TitleRules = Omit<TitleInfo, "betLevels" | "defaultBetIndex">;

/** A cash symbol on the grid (hold-and-win): its value in units, or a jackpot tier it pays. */
export interface CashCell {
  reel: number;
  row: number;
  units: number;
  jackpot: JackpotTier | null;
}

/** A multiplier symbol on a tumble title's grid and the value it landed with. */
export interface MultiplierCell {
  reel: number;
  row: number;
  value: number;
}

/**
 * One tumble of a cascade: the grid as it stands, the multipliers showing on it, what it pays
 * (each paying symbol counted anywhere on the grid; on a cluster title, each group of touching
 * cells of one symbol) and the cells those wins remove. The last tumble of a cascade pays nothing
 * and removes nothing: it is the grid the step ends on (unless the cascade's wins reached the
 * round's cap, where it stops at the tumble that reached it).
 */
export interface Tumble {
  grid: string[][];
  multipliers: MultiplierCell[];
  wins: WinCombination[];
  /** The winning cells taken off the grid, reel by reel, top to bottom. */
  removed: Cell[];
  /**
   * Titles with multiplier spots: the spots as this tumble's wins met them, by reel then row
   * (0 clear, 1 marked, 2 and up the spot's multiplier), before its wins marked their cells.
   */
  spots?: number[][];
  /**
   * Titles with multiplier spots: each win's multiplier, in the order of `wins`: the sum of the
   * spot multipliers under its cells, or 1 when there are none. A tumble pays each win's units
   * times its multiplier.
   */
  winMultipliers?: number[];
}

/**
 * A tumble title's step: the tumbles from the first grid to the last, and the multipliers applied.
 * `multiplierSum` adds the multipliers on the last grid (multipliers never leave the grid during a
 * cascade). When the cascade won and `multiplierSum` is above 0, the step's `multiplier` is that
 * sum in the base game, and in free spins the running total after the sum is added to it; the
 * multiplier applies to the tumbles' wins, not to the scatter pay. A cluster title has no
 * multiplier symbols (`multiplierSum` 0, the step's `multiplier` 1): its multiplier spots multiply
 * each win on its own (`Tumble.winMultipliers`).
 */
export interface Cascade {
  tumbles: Tumble[];
  multiplierSum: number;
}

/** One winning combination of a step. */
export interface WinCombination {
  symbol: string;
  count: number;
  /** Lines games: the payline's index; ways games: null. */
  line: number | null;
  /** Ways games: how many ways the combination pays; lines games: 1. */
  ways: number;
  cells: Cell[];
  /** What it pays, in units, before the step's multiplier. */
  units: number;
}

/**
 * A feature in progress between steps; a round with one is open until it ends. `winUnits` is what
 * the round has paid so far (every earlier step, the triggering one included), so the round's cap
 * holds across steps. Free spins: `multiplier` is the next free spin's (tumble titles: the running
 * total multiplier, from ×1); `total` counts every spin awarded, retriggers included; `spots` are
 * a cluster title's multiplier spots, kept from one free spin to the next. Respins:
 * `cash` is what is held.
 */
export type FeatureState =
  | {
      kind: "freeSpins";
      left: number;
      total: number;
      multiplier: number;
      winUnits: number;
      /** Titles with multiplier spots: the spots the next free spin starts from (as in `Tumble.spots`). */
      spots?: number[][];
    }
  | { kind: "respins"; left: number; cash: CashCell[]; winUnits: number };

/**
 * `jackpot` is announced by the step that pays it (a respins feature pays when it ends);
 * `featureEnded.winUnits` is the round's total win; `maxWin` means the round reached the title's
 * cap (`units`) and ends with this step.
 */
export type FeatureEvent =
  | { type: "freeSpinsAwarded"; spins: number }
  | { type: "respinsAwarded"; respins: number }
  | { type: "jackpot"; tier: JackpotTier; units: number }
  | { type: "featureEnded"; winUnits: number }
  | { type: "maxWin"; units: number };

export type StepKind = "spin" | "buy" | "freeSpin" | "respin" | "scratch";

/** One step of a round: a spin, a free spin, a respin or a scratch card. */
export interface Step {
  kind: StepKind;
  /** Symbol ids by reel, then row; with expanding reels, each column as tall as its reel was drawn. */
  grid: string[][];
  /** Cash symbols showing (hold-and-win), with their values. */
  cash: CashCell[];
  wins: WinCombination[];
  /** The scatters that landed (anywhere on the grid) and what they paid; null when none landed. */
  scatter: { count: number; cells: Cell[]; units: number } | null;
  /** Applied to this step's line/ways/scatter wins. */
  multiplier: number;
  /** This step's win in units, multiplier applied (a respins feature pays when it ends). */
  winUnits: number;
  events: FeatureEvent[];
  /** What is left to play after this step; null when the round is over. */
  state: FeatureState | null;
  /**
   * Tumble titles only: every tumble of the step. `grid` is then the first tumble's grid, `wins`
   * every tumble's wins in order (cells on their own tumble's grid) and `scatter` the last grid's.
   */
  cascade?: Cascade;
}

/** Which bonus buy a bought round is: the title's `bonusBuy`, or its `superBuy`. */
export const BUY_TIERS = ["standard", "super"] as const;
export type BuyTier = (typeof BUY_TIERS)[number];

/** What a step is played from: the feature state before it (null for a round's first step). */
export interface StepRequest {
  state: FeatureState | null;
  /** First step only: buy the feature. */
  buy: boolean;
  /** First step of a bought round only: which bonus buy (standard when left out). */
  buyTier?: BuyTier;
  /** First step only: the spin is played with the ante bet (not with a buy). */
  ante?: boolean;
}

/** A uniform integer source: `int(range)` is in [0, range), every value equally likely. */
export interface Draw {
  int(range: number): number;
}
