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
 * Where more scatters start more spins (Potion Parlour: three start 10, seven start 30), the feature
 * is worth V(s) for a start of s spins, and a bought feature (at least the buy's scatters, sometimes
 * more) is none of them alone, so the buys cannot measure V. Then
 *
 *   RTP = E[first step] + Σ P(start s) · V(s)
 *
 * - **V(s)** for every start at once, from features played from a start of the longest award: a
 *   free spin's outcome does not depend on the spins left, so a start of s spins is the same run
 *   cut where its spins (s plus any retriggered) are used up;
 * - **P(start s)**, counted as the trigger chance is: exact on the first grid (binomial), and for
 *   each refilled cell, q times the change its scatter would make to the chance of each start.
 * The bonus buy is then measured as whole rounds, and its difference from the base game is the two
 * returns' difference with both intervals.
 *
 * What it leaves out: the round cap counts what the first step paid, which differs a little
 * between a bought and a triggered start (and is not counted at all for V(s) played from a start);
 * the cap binds in about one feature in three thousand, so this moves the return by well under
 * 0.001 point.
 */
import { spinsAwarded } from "../engine/free-spins.ts";
import { payTableOf } from "../engine/pay-table.ts";
import { playStep } from "../engine/play-step.ts";
import { tumbleUnits } from "../engine/tumble.ts";
import type { Draw, Step } from "../engine/types.ts";
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
  /**
   * Titles whose free spins start longer on more scatters: each start's chance and value in bets
   * (played from the start, `features` of them); null where every start is the buy's.
   */
  starts: { features: number; each: { spins: number; chance: number; value: Estimate }[] } | null;
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
 * the cascade's win times their sum, plus the scatter pay, never above the round cap. (A cluster
 * title has no multiplier symbols: its pay is the step's, spots included.)
 */
export function expectedOverValues(
  step: Step,
  maths: TumbleMaths,
  cap: number,
  cache: Map<number, Float64Array>,
): number {
  const last = step.cascade?.tumbles.at(-1);
  const scatter = step.scatter?.units ?? 0;
  // Each tumble's wins as they pay: a title with multiplier spots multiplies each win on its own.
  const cascadeWin = (step.cascade?.tumbles ?? []).reduce((sum, tumble) => sum + tumbleUnits(tumble), 0);
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

/**
 * The exact chance that the first grid shows `count` scatters, for every count (each cell is drawn
 * on its own, so the count is binomial).
 */
function firstGridCounts(title: PlayableTitle, q: number): number[] {
  const cells = title.info.reels * title.info.rows;
  const chances: number[] = [];
  let binomial = 1;
  for (let count = 0; count <= cells; count += 1) {
    if (count > 0) binomial = (binomial * (cells - count + 1)) / count;
    chances.push(binomial * q ** count * (1 - q) ** (cells - count));
  }
  return chances;
}

/** The exact chance that the first grid shows enough scatters to start free spins. */
export function firstGridTriggerChance(title: PlayableTitle, maths: TumbleMaths): number {
  const { freeSpins } = title.info;
  const scatter = payTableOf(title).scatter;
  if (freeSpins === null || scatter === null) return 0;
  let chance = 0;
  firstGridCounts(title, scatterChance(maths, scatter)).forEach((p, count) => {
    if (spinsAwarded(freeSpins, count) > 0) chance += p;
  });
  return chance;
}

/**
 * What a step's refilled cells could have changed, in the order they were drawn (after each tumble:
 * reel by reel, each reel's new cells, which land at its top, top to bottom): the sum over them of
 * `change(scatters showing before the cell)`. Scatters never leave the grid, so the count only grows.
 */
export function overRefills(step: Step, scatter: string, change: (scatters: number) => number): number {
  const tumbles = step.cascade?.tumbles ?? [];
  let sum = 0;
  for (let index = 1; index < tumbles.length; index += 1) {
    const before = tumbles[index - 1] as (typeof tumbles)[number];
    const grid = (tumbles[index] as (typeof tumbles)[number]).grid;
    let count = 0;
    for (const column of before.grid) for (const shown of column) if (shown === scatter) count += 1;
    const refilled = new Array<number>(grid.length).fill(0);
    for (const [reel] of before.removed) refilled[reel] = (refilled[reel] ?? 0) + 1;
    grid.forEach((column, reel) => {
      for (let row = 0; row < (refilled[reel] ?? 0); row += 1) {
        sum += change(count);
        if (column[row] === scatter) count += 1;
      }
    });
  }
  return sum;
}

/** How many of a step's refilled cells were drawn while the grid was one scatter short of free spins. */
export function cellsDrawnOneShort(title: PlayableTitle, step: Step, scatter: string): number {
  const { freeSpins } = title.info;
  if (freeSpins === null) return 0;
  const isOneShort = (count: number) =>
    spinsAwarded(freeSpins, count) === 0 && spinsAwarded(freeSpins, count + 1) > 0;
  return overRefills(step, scatter, (count) => (isOneShort(count) ? 1 : 0));
}

/**
 * Features played from a start of the longest award, each cut at every shorter start: what a
 * feature of `spins` starting spins won, in bets, for each start (ascending).
 */
export function featureValuesByStart(
  title: PlayableTitle,
  starts: readonly number[],
  features: number,
  draw: Draw,
): Moments[] {
  const { freeSpins, unitsPerBet } = title.info;
  if (freeSpins === null) throw new RangeError(`${title.info.id} has no free spins`);
  const longest = Math.max(...starts);
  const values = starts.map(() => new Moments());
  for (let feature = 0; feature < features; feature += 1) {
    let state: Step["state"] = {
      kind: "freeSpins",
      left: longest,
      total: longest,
      multiplier: freeSpins.multiplier,
      winUnits: 0,
    };
    let played = 0;
    let retriggered = 0;
    let won = 0;
    let next = 0;
    while (next < starts.length) {
      if (state === null) {
        // The round cap ended the feature: every longer start ends with what it won.
        for (; next < starts.length; next += 1) (values[next] as Moments).add(won / unitsPerBet);
        break;
      }
      const step = playStep(title, { state, buy: false }, draw);
      played += 1;
      won += step.winUnits;
      for (const event of step.events) if (event.type === "freeSpinsAwarded") retriggered += event.spins;
      while (next < starts.length && (starts[next] as number) + retriggered === played) {
        (values[next] as Moments).add(won / unitsPerBet);
        next += 1;
      }
      state = step.state;
    }
  }
  return values;
}

/** The split estimate of a tumble title with a bonus buy. */
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
  const freeSpins = info.freeSpins;
  if (freeSpins === null) throw new RangeError(`${info.id} has no free spins`);

  // Each start of free spins and its value V(s): from the buys where every start is the buy's,
  // else from features played from the longest start (see the header).
  const startSpins = [...new Set(freeSpins.awards.map((award) => award.spins))].sort((a, b) => a - b);
  const isOneStart = startSpins.length === 1;
  const values = isOneStart
    ? [feature]
    : featureValuesByStart(title, startSpins, options.buys, seededDraw(options.seed + 3));
  const value = feature.mean;
  const startOf = (count: number) => startSpins.indexOf(spinsAwarded(freeSpins, count));

  // The base game's first steps: f (values averaged out), the refills' trigger chance r, and each
  // refill's change to the chance of each start.
  const q = scatterChance(maths, scatter);
  const draw = seededDraw(options.seed);
  const first = new Moments();
  const refill = new Moments();
  const refillByStart = startSpins.map(() => new Moments());
  const combined = new Moments();
  for (let round = 0; round < options.rounds; round += 1) {
    const step = playStep(title, { state: null, buy: false }, draw);
    const f = expectedOverValues(step, maths, info.maxWinUnits, cache) / bet;
    const r = q * cellsDrawnOneShort(title, step, scatter);
    first.add(f);
    refill.add(r);
    let worth = f;
    startSpins.forEach((_, start) => {
      const change = (count: number) =>
        (startOf(count + 1) === start ? 1 : 0) - (startOf(count) === start ? 1 : 0);
      // With one start its change is the trigger's: r itself.
      const gained = isOneStart ? r : q * overRefills(step, scatter, change);
      (refillByStart[start] as Moments).add(gained);
      worth += gained * (values[start] as Moments).mean;
    });
    combined.add(worth);
  }
  const exactPart = firstGridTriggerChance(title, maths);
  const exactByStart = startSpins.map(() => 0);
  firstGridCounts(title, q).forEach((p, count) => {
    const start = startOf(count);
    if (start >= 0) exactByStart[start] = (exactByStart[start] as number) + p;
  });
  const chances = startSpins.map(
    (_, start) => (exactByStart[start] as number) + (refillByStart[start] as Moments).mean,
  );
  const trigger = exactPart + refill.mean;
  let rtp = first.mean;
  let featureError = 0;
  chances.forEach((chance, start) => {
    const measured = values[start] as Moments;
    rtp += chance * measured.mean;
    // The values share their runs, so their errors are added, not combined as independent.
    featureError += chance * (measured.sigma / Math.sqrt(options.buys));
  });
  const baseError = combined.sigma / Math.sqrt(options.rounds);
  const rtpError = Math.hypot(baseError, featureError);

  // The buy minus the base game: where the buys measure V, the buys' terms (V counted at
  // 1/price − trigger) and the base terms, as the two share V; else two independent returns.
  const buy = buyReturn.estimate();
  let buyMinusBase = estimateOf(
    buy.mean - rtp,
    Math.hypot(buyReturn.sigma / Math.sqrt(options.buys), rtpError),
  );
  if (isOneStart) {
    const difference = new Moments();
    for (let round = 0; round < options.buys; round += 1) {
      difference.add(
        (boughtSteps[round] as number) / price + (featureValues[round] as number) * (1 / price - trigger),
      );
    }
    const differenceError = Math.hypot(difference.sigma / Math.sqrt(options.buys), baseError);
    buyMinusBase = estimateOf((bought.mean + value) / price - rtp, differenceError);
  }
  return {
    rounds: options.rounds,
    buys: options.buys,
    rtp: estimateOf(rtp, rtpError),
    firstStep: first.estimate(),
    triggerChance: estimateOf(trigger, refill.sigma / Math.sqrt(options.rounds)),
    firstGridTrigger: exactPart,
    featureValue: feature.estimate(),
    buy,
    buyMinusBase,
    buysCapped,
    starts: isOneStart
      ? null
      : {
          features: options.buys,
          each: startSpins.map((spins, start) => ({
            spins,
            chance: chances[start] as number,
            value: (values[start] as Moments).estimate(),
          })),
        },
  };
}
