/**
 * The largest win one round can really pay, in units, exactly. A round's best is its first step's
 * best grid plus the best its feature can add:
 * - hold and win: every cell ends as cash of the highest value, plus the grand (each respin can
 *   land cash and each cash can draw any value, so this is reached);
 * - free spins without retriggers: every awarded spin shows the best free-spin grid, at its
 *   multiplier;
 * - free spins with retriggers: any number of paying spins can follow, so the round cap is reached.
 * The best grid is found by a branch-and-bound search over every window each reel can show (a
 * bought spin's placed rows included): a branch is dropped when an upper bound of what it can still
 * pay is no better than the best grid found. Bought rounds count per bet, like any round.
 * - tumble titles: every cell draws every symbol of positive weight, so each refill can bring back
 *   the winning symbol on every cell it took and a cascade can win again and again; a round
 *   reaches the cap as soon as one paying symbol can land its smallest paying count.
 */

import { nextMultiplier, spinsAwarded } from "../engine/free-spins.ts";
import { cashUnits } from "../engine/hold-and-win.ts";
import { bestLinePay, evaluateLines } from "../engine/lines.ts";
import { type PayTable, payFor, payTableOf } from "../engine/pay-table.ts";
import type { SpinKind } from "../engine/reels.ts";
import { evaluateScatter } from "../engine/scatter.ts";
import type { TitleRules } from "../engine/types.ts";
import { evaluateWays } from "../engine/ways.ts";
import type { PlayableTitle, ReelMaths, TumbleMaths } from "../titles/title.ts";
import { reelWindows } from "./reel-model.ts";

export interface MaxWin {
  /** The largest round win, in units: the cap when the feature can reach it. */
  units: number;
  /** Whether the title's round cap is what limits it. */
  capped: boolean;
}

/** The feature's part of a round's best, by the count of its trigger symbol on the first grid. */
export type FeatureBest = (count: number) => number;

/** What a grid pays (line or ways pays and scatter pays, in units), before any multiplier. */
function gridPays(info: TitleRules, table: PayTable, grid: readonly (readonly string[])[]): number {
  const wins = info.paylines !== null ? evaluateLines(grid, info.paylines, table) : evaluateWays(grid, table);
  return wins.reduce((sum, win) => sum + win.units, 0) + (evaluateScatter(grid, table)?.units ?? 0);
}

function distinctWindows(windows: readonly (readonly string[])[]): string[][] {
  const seen = new Map<string, string[]>();
  for (const window of windows) seen.set(window.join("\u0000"), [...window]);
  return [...seen.values()];
}

/**
 * The most the ways pays can add up to, given the reels chosen so far (`prefix`): for each paying
 * symbol, the best of its run as it stands and of every longer run the remaining reels' most
 * matching cells could make.
 */
function waysBound(
  table: PayTable,
  prefix: readonly (readonly string[])[],
  most: readonly ReadonlyMap<string, number>[],
): number {
  let bound = 0;
  const reels = most.length;
  for (const symbol of table.paying) {
    const matches = (column: readonly string[]) =>
      column.filter((shown) => shown === symbol || shown === table.wild).length;
    let ways = 1;
    let count = 0;
    for (const column of prefix) {
      const shown = matches(column);
      if (shown === 0) break;
      ways *= shown;
      count += 1;
    }
    let best = payFor(table, symbol, count) * ways;
    if (count === prefix.length) {
      for (let reel = prefix.length; reel < reels; reel += 1) {
        ways *= most[reel]?.get(symbol) ?? 0;
        if (ways === 0) break;
        best = Math.max(best, payFor(table, symbol, reel + 1) * ways);
      }
    }
    bound += best;
  }
  return bound;
}

/** The most any count of a symbol up to `reels` pays. */
function mostPaid(table: PayTable, symbol: string, reels: number): number {
  return Math.max(...Array.from({ length: reels + 1 }, (_, count) => payFor(table, symbol, count)));
}

/** The most a payline can pay, given the reels chosen so far. */
function lineBound(info: TitleRules, table: PayTable, prefix: readonly (readonly string[])[]): number {
  const reels = info.reels;
  let bound = 0;
  for (const rows of info.paylines ?? []) {
    const shown = prefix.map((column, reel) => column[rows[reel] as number] as string);
    let best = bestLinePay([...shown, ""], table)?.units ?? 0;
    for (const symbol of [...table.paying, ...(table.wild === null ? [] : [table.wild])]) {
      const open = shown.every((cell) => cell === symbol || (symbol !== table.wild && cell === table.wild));
      if (open) best = Math.max(best, mostPaid(table, symbol, reels) * table.wildLineMultiplier);
    }
    bound += best;
  }
  return bound;
}

export interface BestGrid {
  value: number;
  /** A grid that pays it, by reel then row. */
  grid: string[][];
}

/**
 * The best `gridPays(grid) + extra(count)` over every grid the reels can show, where `count` is how
 * many cells show `counted` and `extra` does not fall as the count rises (what a feature adds).
 * Pays never fall as a count rises either, which is what makes the bounds below upper bounds.
 */
export function bestGridValue(
  title: PlayableTitle,
  maths: ReelMaths,
  kind: SpinKind,
  counted: string | null,
  extra: (count: number) => number,
): BestGrid {
  const { info } = title;
  const table = payTableOf(title);
  const reels = reelWindows(title, maths, kind).map(distinctWindows);
  const countIn = (column: readonly string[], symbol: string | null) =>
    symbol === null ? 0 : column.filter((shown) => shown === symbol).length;
  const mostCounted = reels.map((windows) => Math.max(...windows.map((column) => countIn(column, counted))));
  const mostScatters = reels.map((windows) =>
    Math.max(...windows.map((column) => countIn(column, table.scatter))),
  );
  const mostMatching = reels.map((windows) => {
    const most = new Map<string, number>();
    for (const symbol of table.paying) {
      const matching = windows.map(
        (column) => column.filter((shown) => shown === symbol || shown === table.wild).length,
      );
      most.set(symbol, Math.max(...matching));
    }
    return most;
  });
  const sumFrom = (values: readonly number[], from: number) =>
    values.slice(from).reduce((sum, value) => sum + value, 0);
  let best = Number.NEGATIVE_INFINITY;
  let bestGrid: string[][] = [];
  const grid: string[][] = [];
  const search = (reel: number, count: number, scatters: number) => {
    if (reel === reels.length) {
      const value = gridPays(info, table, grid) + extra(count);
      if (value > best) {
        best = value;
        bestGrid = grid.map((column) => [...column]);
      }
      return;
    }
    const combinations =
      info.paylines !== null ? lineBound(info, table, grid) : waysBound(table, grid, mostMatching);
    const scatterBound =
      table.scatter === null ? 0 : payFor(table, table.scatter, scatters + sumFrom(mostScatters, reel));
    if (combinations + scatterBound + extra(count + sumFrom(mostCounted, reel)) <= best) return;
    for (const column of reels[reel] ?? []) {
      grid.push(column);
      search(reel + 1, count + countIn(column, counted), scatters + countIn(column, table.scatter));
      grid.pop();
    }
  };
  search(0, 0, 0);
  return { value: best, grid: bestGrid };
}

/** The best a hold-and-win feature can pay: every cell cash of the highest value, and the grand. */
export function holdAndWinBest(title: PlayableTitle, maths: ReelMaths): FeatureBest | null {
  const { holdAndWin } = title.info;
  if (holdAndWin === null || maths.holdAndWin === null) return null;
  const highest = Math.max(...maths.holdAndWin.values.map(({ value }) => cashUnits(value, holdAndWin)));
  const cells = title.info.reels * title.info.rows;
  return (cash) => (cash >= holdAndWin.trigger ? cells * highest + holdAndWin.jackpots.grand : 0);
}

/** The most cells of `symbol` a grid of this kind of spin can show. */
function mostShown(title: PlayableTitle, maths: ReelMaths, kind: SpinKind, symbol: string): number {
  return reelWindows(title, maths, kind).reduce(
    (sum, windows) =>
      sum + Math.max(...windows.map((column) => column.filter((shown) => shown === symbol).length)),
    0,
  );
}

/**
 * The best free spins can pay for each count of triggering scatters; "cap" when they can reach the
 * round cap: the feature can start, every free spin can retrigger it and can pay, so a round can
 * go on paying until the cap.
 */
function freeSpinsBest(title: PlayableTitle, maths: ReelMaths): FeatureBest | "cap" {
  const { freeSpins } = title.info;
  const { scatter } = payTableOf(title);
  if (freeSpins === null || scatter === null) return () => 0;
  const bestSpin = bestGridValue(title, maths, "freeSpin", null, () => 0).value;
  const trigger = Math.min(...freeSpins.awards.map((award) => award.scatters));
  const kinds: SpinKind[] = maths.buyPlacements === null ? ["spin"] : ["spin", "buy"];
  const canStart = kinds.some((kind) => mostShown(title, maths, kind, scatter) >= trigger);
  const canRetrigger = freeSpins.retrigger && mostShown(title, maths, "freeSpin", scatter) >= trigger;
  if (canStart && canRetrigger && bestSpin > 0) return "cap";
  return (scatters) => {
    let total = 0;
    let multiplier = freeSpins.multiplier;
    for (let spin = 0; spin < spinsAwarded(freeSpins, scatters); spin += 1) {
      total += bestSpin * multiplier;
      multiplier = nextMultiplier(freeSpins, multiplier);
    }
    return total;
  };
}

/**
 * A tumble title's best round without the cap: unbounded when some paying symbol can land enough
 * times to pay (base cells or free-spin cells), else the most the scatters can pay.
 */
function tumbleBest(title: PlayableTitle, maths: TumbleMaths): number {
  const { info } = title;
  const table = payTableOf(title);
  const cells = info.reels * info.rows;
  const canLand = (symbol: string) =>
    [maths.baseCells, maths.freeSpinCells].some((weights) =>
      weights.some((entry) => entry.symbol === symbol && entry.weight > 0),
    );
  const canPay = table.paying.some((symbol) => canLand(symbol) && payFor(table, symbol, cells) > 0);
  if (canPay) return Number.POSITIVE_INFINITY;
  return table.scatter === null ? 0 : payFor(table, table.scatter, cells);
}

export function reachableMaxWin(title: PlayableTitle): MaxWin {
  const { info, maths } = title;
  const cap = info.maxWinUnits;
  const limit = (units: number): MaxWin => ({ units: Math.min(units, cap), capped: units > cap });
  if (maths.kind === "scratch") {
    const table = payTableOf(title);
    return limit(
      Math.max(...maths.prizes.map(({ symbol }) => (symbol === null ? 0 : payFor(table, symbol, 3)))),
    );
  }
  if (maths.kind === "tumble") return limit(tumbleBest(title, maths));
  const table = payTableOf(title);
  const freeSpins = freeSpinsBest(title, maths);
  if (freeSpins === "cap") return limit(Number.POSITIVE_INFINITY);
  const holdAndWin = holdAndWinBest(title, maths);
  const [counted, extra] =
    holdAndWin !== null
      ? [table.cash, holdAndWin]
      : [info.freeSpins !== null ? table.scatter : null, freeSpins];
  const kinds: SpinKind[] = maths.buyPlacements === null ? ["spin"] : ["spin", "buy"];
  return limit(Math.max(...kinds.map((kind) => bestGridValue(title, maths, kind, counted, extra).value)));
}
