/**
 * A tumble title's return measured in parts (ADR 104), which pins it far tighter than playing
 * whole rounds: a free spins feature is worth the same however it starts (its spins at ×1), so
 *
 *   RTP = E[first step] + P(free spins) · V        (per bet; V = the feature's value in bets)
 *
 * with each part measured where it is cheapest to measure:
 * - **the first step**, from many base-game first steps only (no feature played). The multiplier
 *   values change nothing in a cascade (they never leave the grid and are drawn apart from the
 *   symbols), so each step's pay is replaced by its expectation over the values of the multipliers
 *   it ended with, computed exactly (the round cap included): the values' spread, most of the first
 *   step's variance, is gone, and the estimate stays unbiased;
 * - **the trigger chance**, as the exact chance that the first grid already shows enough scatters
 *   (each cell is drawn on its own, so the count is binomial) plus the chance that a refill brings
 *   the missing one. That second part is counted, not sampled: every refilled cell is a fresh draw
 *   that lands a scatter with the table's chance q, so a refill starts free spins exactly when a
 *   cell drawn while the grid is one scatter short lands one, and the expected number of those is
 *   q times the number of cells drawn one short (the sum of each draw's chance has the mean of the
 *   sum of its outcomes). Each round adds q per such cell rather than 0 or 1;
 * - **V**, from bonus buys: the buy's free spins are the same feature.
 * The bonus buy's return is the bought step plus V, per price, and its difference from the base
 * game is given with its own interval (the two share V, which mostly cancels).
 *
 * What it leaves out: the round cap counts what the first step paid, which differs a little
 * between a bought and a triggered start; the cap binds in about one feature in three thousand,
 * so this moves the return by well under 0.001 point.
 */
import { spinsAwarded } from "../engine/free-spins.ts";
import { payTableOf } from "../engine/pay-table.ts";
import { playStep } from "../engine/play-step.ts";
import type { Step } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import type { PlayableTitle, TumbleMaths } from "../titles/title.ts";
import { type Estimate, estimateOf, Moments, playRound } from "./simulate.ts";

export interface SplitOptions {
  /** Base-game first steps played. */
  rounds: number;
  /** Bonus buys played (each a whole round) for the feature's value. */
  buys: number;
  seed: number;
}

export interface SplitEstimate {
  rounds: number;
  buys: number;
  /** The base game's return per bet: first step plus trigger chance times V. */
  rtp: Estimate;
  /** The first step's pay per bet, the multipliers' values averaged out exactly. */
  firstStep: Estimate;
  /** The chance a round starts free spins, and the part of it that is exact (on the first grid). */
  triggerChance: Estimate;
  firstGridTrigger: number;
  /** The free spins' value in bets, from the buys. */
  featureValue: Estimate;
  /** The bonus buy's return per price, and it minus the base game's return. */
  buy: Estimate;
  buyMinusBase: Estimate;
  /** Buys whose round reached the cap. */
  buysCapped: number;
}

/** Probability of each sum of `count` multiplier values, by sum (the values' table convolved). */
function sumDistribution(
  values: TumbleMaths["multiplierValues"],
  count: number,
  cache: Map<number, Float64Array>,
): Float64Array {
  const cached = cache.get(count);
  if (cached) return cached;
  const total = values.reduce((sum, entry) => sum + entry.weight, 0);
  let distribution = new Float64Array([1]);
  if (count > 0) {
    const fewer = sumDistribution(values, count - 1, cache);
    const top = Math.max(...values.map((entry) => entry.value));
    const wider = new Float64Array(fewer.length + top);
    fewer.forEach((p, sum) => {
      if (p === 0) return;
      for (const { value, weight } of values)
        wider[sum + value] = (wider[sum + value] ?? 0) + (p * weight) / total;
    });
    distribution = wider;
  }
  cache.set(count, distribution);
  return distribution;
}

/**
 * A first step's pay in units averaged over the values its multipliers could have landed with:
 * the cascade's win times their sum, plus the scatter pay, never above the round cap.
 */
export function expectedOverValues(
  step: Step,
  maths: TumbleMaths,
  cap: number,
  cache: Map<number, Float64Array>,
): number {
  const last = step.cascade?.tumbles.at(-1);
  const scatter = step.scatter?.units ?? 0;
  const cascadeWin = step.wins.reduce((sum, win) => sum + win.units, 0);
  const count = last?.multipliers.length ?? 0;
  if (cascadeWin === 0 || count === 0) return Math.min(cascadeWin + scatter, cap);
  let expected = 0;
  sumDistribution(maths.multiplierValues, count, cache).forEach((p, sum) => {
    if (p > 0) expected += p * Math.min(cascadeWin * sum + scatter, cap);
  });
  return expected;
}

/** The chance that one cell drawn from `maths.baseCells` shows the scatter. */
function scatterChance(maths: TumbleMaths, scatter: string): number {
  const total = maths.baseCells.reduce((sum, cell) => sum + cell.weight, 0);
  return maths.baseCells.reduce((sum, cell) => sum + (cell.symbol === scatter ? cell.weight : 0), 0) / total;
}

/** The exact chance that the first grid shows enough scatters to start free spins. */
export function firstGridTriggerChance(title: PlayableTitle, maths: TumbleMaths): number {
  const { freeSpins, reels, rows } = title.info;
  const scatter = payTableOf(title).scatter;
  if (freeSpins === null || scatter === null) return 0;
  const q = scatterChance(maths, scatter);
  const cells = reels * rows;
  let chance = 0;
  let binomial = 1;
  for (let count = 0; count <= cells; count += 1) {
    if (count > 0) binomial = (binomial * (cells - count + 1)) / count;
    if (spinsAwarded(freeSpins, count) > 0) chance += binomial * q ** count * (1 - q) ** (cells - count);
  }
  return chance;
}

/**
 * How many of a step's refilled cells were drawn while the grid was one scatter short of free
 * spins, in the order they were drawn (after each tumble: reel by reel, each reel's new cells, which
 * land at its top, top to bottom). Scatters never leave the grid, so the count only grows.
 */
export function cellsDrawnOneShort(title: PlayableTitle, step: Step, scatter: string): number {
  const { freeSpins } = title.info;
  const tumbles = step.cascade?.tumbles ?? [];
  if (freeSpins === null) return 0;
  const isOneShort = (count: number) =>
    spinsAwarded(freeSpins, count) === 0 && spinsAwarded(freeSpins, count + 1) > 0;
  let oneShort = 0;
  for (let index = 1; index < tumbles.length; index += 1) {
    const before = tumbles[index - 1] as (typeof tumbles)[number];
    const grid = (tumbles[index] as (typeof tumbles)[number]).grid;
    let count = 0;
    for (const column of before.grid) for (const shown of column) if (shown === scatter) count += 1;
    const refilled = new Array<number>(grid.length).fill(0);
    for (const [reel] of before.removed) refilled[reel] = (refilled[reel] ?? 0) + 1;
    grid.forEach((column, reel) => {
      for (let row = 0; row < (refilled[reel] ?? 0); row += 1) {
        if (isOneShort(count)) oneShort += 1;
        if (column[row] === scatter) count += 1;
      }
    });
  }
  return oneShort;
}

/** The split estimate of a tumble title with a bonus buy (the buy is what measures V). */
export function estimateTumbleSplit(title: PlayableTitle, options: SplitOptions): SplitEstimate {
  const { maths, info } = title;
  const scatter = payTableOf(title).scatter;
  if (maths.kind !== "tumble" || info.bonusBuy === null || scatter === null) {
    throw new RangeError(`${info.id} is not a tumble title with a bonus buy`);
  }
  const bet = info.unitsPerBet;
  const price = info.bonusBuy.price;
  const cache = new Map<number, Float64Array>();

  // The buys: the bought step, and the feature it starts (V), in bets.
  const buyDraw = seededDraw(options.seed + 1);
  const bought = new Moments();
  const feature = new Moments();
  const buyReturn = new Moments();
  const boughtSteps = new Float64Array(options.buys);
  const featureValues = new Float64Array(options.buys);
  let buysCapped = 0;
  for (let round = 0; round < options.buys; round += 1) {
    const played = playRound(title, buyDraw, { buy: true });
    const first = played.first / bet;
    const value = (played.total - played.first) / bet;
    bought.add(first);
    feature.add(value);
    buyReturn.add((first + value) / price);
    if (played.capped) buysCapped += 1;
    boughtSteps[round] = first;
    featureValues[round] = value;
  }
  const value = feature.mean;

  // The base game's first steps: f (values averaged out) and the refills' trigger chance r.
  const q = scatterChance(maths, scatter);
  const draw = seededDraw(options.seed);
  const first = new Moments();
  const refill = new Moments();
  const combined = new Moments();
  for (let round = 0; round < options.rounds; round += 1) {
    const step = playStep(title, { state: null, buy: false }, draw);
    const f = expectedOverValues(step, maths, info.maxWinUnits, cache) / bet;
    const r = q * cellsDrawnOneShort(title, step, scatter);
    first.add(f);
    refill.add(r);
    combined.add(f + r * value);
  }
  const exactPart = firstGridTriggerChance(title, maths);
  const trigger = exactPart + refill.mean;
  const rtp = first.mean + trigger * value;
  const featureError = feature.sigma / Math.sqrt(options.buys);
  const baseError = combined.sigma / Math.sqrt(options.rounds);

  // The buy minus the base game: the buys' terms (V counted at 1/price − trigger) and the base terms.
  const difference = new Moments();
  for (let round = 0; round < options.buys; round += 1) {
    difference.add(
      (boughtSteps[round] as number) / price + (featureValues[round] as number) * (1 / price - trigger),
    );
  }
  const differenceError = Math.hypot(difference.sigma / Math.sqrt(options.buys), baseError);
  return {
    rounds: options.rounds,
    buys: options.buys,
    rtp: estimateOf(rtp, Math.hypot(baseError, trigger * featureError)),
    firstStep: first.estimate(),
    triggerChance: estimateOf(trigger, refill.sigma / Math.sqrt(options.rounds)),
    firstGridTrigger: exactPart,
    featureValue: feature.estimate(),
    buy: buyReturn.estimate(),
    buyMinusBase: estimateOf((bought.mean + value) / price - rtp, differenceError),
    buysCapped,
  };
}
