/**
 * A title's return to player from its maths, without playing it, exactly: the scratch prize table;
 * line, ways and scatter pays from per-reel distributions; free spins by Wald's identity; hold and
 * win by its Markov chain. The one thing left out is the round cap, which can only lower the
 * return; the simulation reports how often it binds.
 */

import { cashUnits } from "../engine/hold-and-win.ts";
import { type PayTable, payFor, payTableOf } from "../engine/pay-table.ts";
import type { SpinKind } from "../engine/reels.ts";
import type { BuyTier, TitleRules } from "../engine/types.ts";
import { probabilities } from "../engine/weighted.ts";
import type { PlayableTitle, ReelMaths } from "../titles/title.ts";
import { enumerateOutcomes } from "./enumerate.ts";
import { awardDistribution, expectedMultipliedSpins } from "./free-spins.ts";
import { finalHeldDistribution } from "./hold-and-win.ts";
import { expectedLinePays } from "./line-pays.ts";
import { type ReelWindows, reelWindows, symbolCountDistribution } from "./reel-model.ts";
import { expectedWayPays } from "./way-pays.ts";

/** Shares of the return, as fractions of what a round costs. */
export interface RtpParts {
  /** The first step's line, ways and scatter pays (a scratch card's prize). */
  base: number;
  freeSpins: number;
  /** Hold and win's cash values, jackpots apart. */
  holdAndWin: number;
  /** Jackpot cash and the grand. */
  jackpots: number;
}

export interface Analysis {
  rtp: number;
  parts: RtpParts;
  /** The chance that a round starts a feature (free spins or respins); null when it has none. */
  featureChance: number | null;
}

const NO_PARTS: RtpParts = { base: 0, freeSpins: 0, holdAndWin: 0, jackpots: 0 };

function total(parts: RtpParts): number {
  return parts.base + parts.freeSpins + parts.holdAndWin + parts.jackpots;
}

function expected(distribution: readonly number[], value: (index: number) => number): number {
  return distribution.reduce((sum, p, index) => sum + p * value(index), 0);
}

/** Expected units of one spin's line or ways pays and scatter pays, before any multiplier. */
function expectedSpinPays(info: TitleRules, table: PayTable, reels: readonly ReelWindows[]): number {
  const combinations =
    info.paylines !== null ? expectedLinePays(reels, info.paylines, table) : expectedWayPays(reels, table);
  if (table.scatter === null) return combinations;
  const scatter = table.scatter;
  return (
    combinations + expected(symbolCountDistribution(reels, scatter), (count) => payFor(table, scatter, count))
  );
}

function analyseScratch(title: PlayableTitle): Analysis {
  const parts = { ...NO_PARTS, base: enumerateOutcomes(title).rtp };
  return { rtp: total(parts), parts, featureChance: null };
}

/**
 * Expected units of a free spins feature that starts with `spins` spins (multipliers applied), its
 * first at multiplier `start` (the title's unless a super buy says otherwise).
 */
export function freeSpinsValue(
  title: PlayableTitle,
  maths: ReelMaths,
  start?: number,
): ((spins: number) => number) | null {
  const { info } = title;
  const table = payTableOf(title);
  const { freeSpins } = info;
  if (freeSpins === null || table.scatter === null) return null;
  const freeReels = reelWindows(title, maths, "freeSpin");
  const perFreeSpin = expectedSpinPays(info, table, freeReels);
  const retriggers = freeSpins.retrigger
    ? awardDistribution(freeSpins, symbolCountDistribution(freeReels, table.scatter))
    : new Map([[0, 1]]);
  return (spins) => perFreeSpin * expectedMultipliedSpins(freeSpins, spins, retriggers, start);
}

export interface HoldAndWinModel {
  cells: number;
  /** The chance that a respin lands cash on an empty cell. */
  landing: number;
  /** A cash symbol's expected value in units: plain cash, and jackpot cash. */
  meanCash: number;
  meanJackpotCash: number;
  grand: number;
  /** The distribution of cash held at the end, from the distribution held at the start. */
  finalHeld: (initial: readonly number[]) => number[];
}

export function holdAndWinModel(title: PlayableTitle, maths: ReelMaths): HoldAndWinModel | null {
  const { info } = title;
  const table = payTableOf(title);
  const { holdAndWin } = info;
  if (holdAndWin === null || maths.holdAndWin === null || table.cash === null) return null;
  const cells = info.reels * info.rows;
  const cellChances = probabilities(maths.holdAndWin.respinCell);
  const landing = maths.holdAndWin.respinCell.reduce(
    (sum, cell, index) => sum + (cell.symbol === table.cash ? (cellChances[index] ?? 0) : 0),
    0,
  );
  const valueChances = probabilities(maths.holdAndWin.values);
  let meanCash = 0;
  let meanJackpotCash = 0;
  maths.holdAndWin.values.forEach(({ value }, index) => {
    const units = (valueChances[index] ?? 0) * cashUnits(value, holdAndWin);
    if (typeof value === "number") meanCash += units;
    else meanJackpotCash += units;
  });
  return {
    cells,
    landing,
    meanCash,
    meanJackpotCash,
    grand: holdAndWin.jackpots.grand,
    finalHeld: (initial) => finalHeldDistribution(initial, cells, holdAndWin.respins, landing),
  };
}

/**
 * A round's return per what it costs: `costPerBet` times the bet (1 for a spin, the price for a
 * buy, the ante's share for an ante spin); `start` is a super buy's first free-spin multiplier.
 */
function analyseReels(
  title: PlayableTitle,
  maths: ReelMaths,
  kind: Exclude<SpinKind, "freeSpin">,
  costPerBet: number,
  start?: number,
): Analysis {
  const { info } = title;
  const table = payTableOf(title);
  const cost = info.unitsPerBet * costPerBet;
  const reels = reelWindows(title, maths, kind);
  const parts = { ...NO_PARTS, base: expectedSpinPays(info, table, reels) / cost };
  let featureChance: number | null = null;
  const featureValue = freeSpinsValue(title, maths, start);
  if (featureValue !== null && info.freeSpins !== null && table.scatter !== null) {
    featureChance = 0;
    for (const [spins, p] of awardDistribution(
      info.freeSpins,
      symbolCountDistribution(reels, table.scatter),
    )) {
      if (spins === 0) continue;
      featureChance += p;
      parts.freeSpins += (p * featureValue(spins)) / cost;
    }
  }
  const holdAndWin = holdAndWinModel(title, maths);
  if (holdAndWin !== null && info.holdAndWin !== null && table.cash !== null) {
    const trigger = info.holdAndWin.trigger;
    const triggering = symbolCountDistribution(reels, table.cash).map((p, held) => (held >= trigger ? p : 0));
    const final = holdAndWin.finalHeld(triggering);
    const meanHeld = expected(final, (held) => held);
    featureChance = triggering.reduce((sum, p) => sum + p, 0);
    parts.holdAndWin = (meanHeld * holdAndWin.meanCash) / cost;
    parts.jackpots =
      (meanHeld * holdAndWin.meanJackpotCash + (final[holdAndWin.cells] ?? 0) * holdAndWin.grand) / cost;
  }
  return { rtp: total(parts), parts, featureChance };
}

/** Whether the title's return has a closed form here; a tumble title's cascades are simulated. */
export function canAnalyse(title: PlayableTitle): boolean {
  return title.maths.kind !== "tumble";
}

function noClosedForm(title: PlayableTitle): never {
  throw new RangeError(`${title.info.id}'s cascades have no closed form: its return is simulated`);
}

/** The title's return per bet. */
export function analyseTitle(title: PlayableTitle): Analysis {
  const { maths } = title;
  if (maths.kind === "scratch") return analyseScratch(title);
  if (maths.kind === "tumble") return noClosedForm(title);
  return analyseReels(title, maths, "spin", 1);
}

/** A bonus buy's return per price paid (the standard tier unless told); null when the title has none. */
export function analyseBuy(title: PlayableTitle, tier: BuyTier = "standard"): Analysis | null {
  const { maths, info } = title;
  if (maths.kind === "tumble") return maths.buyScatters === null ? null : noClosedForm(title);
  if (maths.kind === "scratch" || maths.buyPlacements === null || !info.bonusBuy) return null;
  if (tier === "standard") return analyseReels(title, maths, "buy", info.bonusBuy.price);
  if (!info.superBuy) return null;
  return analyseReels(title, maths, "buy", info.superBuy.price, info.superBuy.multiplier);
}

/** The return of a spin with the ante bet, per what it costs; null when the title has no ante. */
export function analyseAnte(title: PlayableTitle): Analysis | null {
  const { maths, info } = title;
  if (maths.kind === "scratch" || !info.ante) return null;
  if (maths.kind === "tumble") return noClosedForm(title);
  return analyseReels(title, maths, "ante", info.ante.costPercent / 100);
}
