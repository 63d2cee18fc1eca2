/**
 * What `npm run rtp` prints for a title: the return computed exactly (or analytically; a cascading
 * title's measured in parts, `tumble-split.ts`) beside the declared one, the statistics only a
 * simulation gives, the largest win a round can reach, and the bonus buy's return per price.
 */
import type { PlayableTitle } from "../titles/title.ts";
import { type Analysis, analyseAnte, analyseBuy, analyseTitle, canAnalyse } from "./analyse.ts";
import { canEnumerate, type ExactStats, enumerateOutcomes } from "./enumerate.ts";
import { type MaxWin, reachableMaxWin } from "./max-win.ts";
import { type Estimate, type SimulationResult, simulate } from "./simulate.ts";
import { estimateTumbleSplit, type SplitEstimate } from "./tumble-split.ts";
import { volatilityOf } from "./volatility.ts";

export interface ReportOptions {
  /** Rounds simulated; for a measured title, base-game first steps (whole rounds: a tenth of them). */
  rounds: number;
  buyRounds: number;
  seed: number;
}

/** Where every title's return must lie (issue 25: 96.0–96.6 %). */
export const RTP_RANGE = { from: 0.96, to: 0.966 } as const;

/** Whether a measured return's 95 % interval lies inside the range, so the range is shown, not hoped. */
export function isShownInRange(rtp: Estimate): boolean {
  return rtp.mean - rtp.ci95 >= RTP_RANGE.from && rtp.mean + rtp.ci95 <= RTP_RANGE.to;
}

export interface TitleReport {
  title: PlayableTitle;
  method: string;
  analysis: Analysis;
  /** Every outcome's statistics, where the title is small enough to enumerate. */
  exact: ExactStats | null;
  simulated: SimulationResult;
  maxWin: MaxWin;
  buy: { analysis: Analysis; simulated: SimulationResult } | null;
  /** The super bonus buy, per its price; null when the title has none. */
  superBuy: { analysis: Analysis; simulated: SimulationResult } | null;
  /** Spins with the ante bet, per what they cost; null when the title has none. */
  ante: { analysis: Analysis; simulated: SimulationResult } | null;
  /** A measured title's return in parts, with its intervals; null for a title computed exactly. */
  split: SplitEstimate | null;
  /**
   * Whether the declared RTP agrees with the maths: within the title's tolerance of the exact
   * return, or, for a measured title, inside the 95 % interval of its measured return.
   */
  rtpAgrees: boolean;
}

/** A measured title's return as an analysis: the split estimate's parts. */
function measuredAnalysis(split: SplitEstimate): Analysis {
  const freeSpins = split.rtp.mean - split.firstStep.mean;
  const parts = { base: split.firstStep.mean, freeSpins, holdAndWin: 0, jackpots: 0 };
  return { rtp: split.rtp.mean, parts, featureChance: split.triggerChance.mean };
}

function methodOf(title: PlayableTitle): string {
  const { info, maths } = title;
  if (maths.kind === "scratch") return "exact: the prize table is every outcome";
  if (maths.kind === "tumble")
    return "measured in parts (cascades have no closed form): the first step from base-game first steps, multiplier values averaged out exactly; the trigger chance, exact on the first grid plus the refills' share; the free spins' value from bonus buys, or, where more scatters start more spins, each start's value from features played from the longest start. The declared RTP must lie in the 95 % interval, and the interval in 96.0–96.6 %";
  if (canEnumerate(title)) return "exact: every combination of reel stops, played through the engine";
  const methods = [
    info.paylines !== null
      ? "line pays from per-reel symbol distributions"
      : "ways pays from per-reel counts",
  ];
  if (info.reelHeights !== undefined) methods.push("each reel a mixture over its weighted heights");
  if (info.freeSpins !== null)
    methods.push("scatters by convolution", "free spins by Wald's identity over retriggers");
  if (info.holdAndWin !== null) {
    methods.push("cash counts by convolution", "hold and win by a Markov chain over (held, respins left)");
  }
  return `analytic (exact): ${methods.join("; ")}`;
}

export function reportTitle(title: PlayableTitle, options: ReportOptions): TitleReport {
  if (!canAnalyse(title)) return reportSimulatedTitle(title, options);
  const analysis = analyseTitle(title);
  const buyAnalysis = analyseBuy(title);
  const superAnalysis = analyseBuy(title, "super");
  const anteAnalysis = analyseAnte(title);
  return {
    title,
    method: methodOf(title),
    analysis,
    rtpAgrees: Math.abs(analysis.rtp - title.info.rtp) <= title.info.rtpTolerance,
    split: null,
    exact: canEnumerate(title) ? enumerateOutcomes(title) : null,
    simulated: simulate(title, { rounds: options.rounds, seed: options.seed }),
    maxWin: reachableMaxWin(title),
    buy:
      buyAnalysis === null
        ? null
        : {
            analysis: buyAnalysis,
            simulated: simulate(title, { rounds: options.buyRounds, seed: options.seed, buy: true }),
          },
    superBuy:
      superAnalysis === null
        ? null
        : {
            analysis: superAnalysis,
            simulated: simulate(title, {
              rounds: options.buyRounds,
              seed: options.seed,
              buy: true,
              buyTier: "super",
            }),
          },
    ante:
      anteAnalysis === null
        ? null
        : {
            analysis: anteAnalysis,
            simulated: simulate(title, { rounds: options.rounds, seed: options.seed, ante: true }),
          },
  };
}

function reportSimulatedTitle(title: PlayableTitle, options: ReportOptions): TitleReport {
  const split = estimateTumbleSplit(title, {
    rounds: options.rounds,
    buys: options.buyRounds,
    seed: options.seed,
  });
  // Whole rounds, for what only they show: the hit rate, σ and the largest wins.
  const simulated = simulate(title, { rounds: Math.ceil(options.rounds / 10), seed: options.seed + 2 });
  return {
    title,
    method: methodOf(title),
    analysis: measuredAnalysis(split),
    rtpAgrees: Math.abs(split.rtp.mean - title.info.rtp) <= split.rtp.ci95,
    split,
    exact: null,
    simulated,
    maxWin: reachableMaxWin(title),
    buy: null,
    superBuy: null,
    ante: null,
  };
}

const percent = (fraction: number, digits = 2) => `${(fraction * 100).toFixed(digits)} %`;
const times = (bets: number) => `${bets.toLocaleString("en-US", { maximumFractionDigits: 1 })}×`;
const oneIn = (chance: number | null) => (chance ? `1 in ${(1 / chance).toFixed(1)}` : "none");

function formatParts(analysis: Analysis): string {
  const { base, freeSpins, holdAndWin, jackpots } = analysis.parts;
  return [
    `base ${percent(base)}`,
    `free spins ${percent(freeSpins)}`,
    `hold and win ${percent(holdAndWin)}`,
    `jackpots ${percent(jackpots)}`,
  ].join(", ");
}

export function formatReport(report: TitleReport): string {
  const { info } = report.title;
  const { analysis, exact, simulated, buy, maxWin } = report;
  const withinTolerance = report.rtpAgrees;
  const isSimulated = !canAnalyse(report.title);
  const sigma = exact?.sigma ?? simulated.sigma;
  const measured = volatilityOf(sigma);
  const reachable = maxWin.units / info.unitsPerBet;
  const hitRate = exact?.hitFrequency ?? simulated.hitFrequency;
  const lines = [
    `${info.id} — ${info.name} (${info.mechanic}, ${info.reels}×${info.reelHeights ? `${info.reelHeights.min}–${info.reelHeights.max}` : info.rows}${info.paylines ? `, ${info.paylines.length} lines` : ""}${info.ways ? `, ${info.reelHeights ? "up to " : ""}${info.ways} ways` : ""})`,
    `  declared RTP ${percent(info.rtp)} ± ${percent(info.rtpTolerance)}, volatility ${info.volatility}`,
    `  summary: RTP ${percent(analysis.rtp, 4)}, hit rate ${percent(hitRate)}${exact ? "" : " (simulated)"}, volatility ${info.volatility} (σ ${sigma.toFixed(2)} per bet), reachable max win ${times(reachable)}${maxWin.capped ? " (the round cap)" : " (exact)"}${maxWin.units === info.maxWinUnits ? "" : ` (PAYTABLE SHOWS ${times(info.maxWinUnits / info.unitsPerBet)})`}`,
    `  RTP ${percent(analysis.rtp, 4)} ${withinTolerance ? "(agrees with the declared RTP)" : "(DOES NOT AGREE with the declared RTP)"}`,
    `    ${report.method}`,
    `    ${formatParts(analysis)}`,
    `  feature frequency ${oneIn(analysis.featureChance)}${analysis.featureChance === null ? "" : isSimulated ? " (simulated)" : " (exact)"}`,
  ];
  if (exact !== null) {
    lines.push(
      `  every outcome (${exact.outcomes.toLocaleString("en-US")}): hit frequency ${percent(exact.hitFrequency)}, σ ${exact.sigma.toFixed(2)} bets, max win ${times(exact.maxWin)}`,
    );
  }
  lines.push(
    `  simulated ${simulated.rounds.toLocaleString("en-US")} rounds: RTP ${percent(simulated.rtp.mean)} ± ${percent(simulated.rtp.ci95)} (95 % CI) ± ${percent(simulated.rtp.ci99)} (99 % CI), hit frequency ${percent(simulated.hitFrequency)}, σ ${simulated.sigma.toFixed(2)} bets, feature ${oneIn(simulated.featureFrequency)}`,
    `  volatility from σ ${sigma.toFixed(2)}: ${measured}${measured === info.volatility ? " (as declared)" : ` (DECLARED ${info.volatility})`}`,
    `  max win seen ${times(simulated.maxWin)}, reachable ${times(reachable)}; rounds reaching the cap ${simulated.cappedRounds}`,
  );
  if (report.split !== null) lines.push(...formatSplit(report.split, info.bonusBuy?.price ?? 0));
  if (buy !== null && info.bonusBuy !== null) lines.push(...formatBuy("bonus buy", info.bonusBuy.price, buy));
  if (report.superBuy !== null && info.superBuy) {
    lines.push(
      ...formatBuy(
        `super bonus buy (free spins from ×${info.superBuy.multiplier})`,
        info.superBuy.price,
        report.superBuy,
      ),
    );
  }
  if (report.ante !== null && info.ante) {
    const { analysis: ante, simulated: anteSimulated } = report.ante;
    lines.push(
      `  ante bet at ${info.ante.costPercent} % of the bet: RTP ${percent(ante.rtp, 4)} of the stake (${formatParts(ante)}), feature ${oneIn(ante.featureChance)} (exact)`,
      `    simulated ${anteSimulated.rounds.toLocaleString("en-US")} ante spins: RTP ${percent(anteSimulated.rtp.mean)} ± ${percent(anteSimulated.rtp.ci99)} (99 % CI), σ ${anteSimulated.sigma.toFixed(2)} stakes, feature ${oneIn(anteSimulated.featureFrequency)}`,
    );
  }
  return lines.join("\n");
}

const interval = (estimate: Estimate, digits = 2) =>
  `${percent(estimate.mean, digits)} ± ${percent(estimate.ci95, digits)} (95 % CI ${percent(estimate.mean - estimate.ci95, digits)} to ${percent(estimate.mean + estimate.ci95, digits)})`;

/** A measured title's return in parts, and its bonus buy's against it. */
function formatSplit(split: SplitEstimate, price: number): string[] {
  const count = (value: number) => value.toLocaleString("en-US");
  const points = (estimate: Estimate) =>
    `${(estimate.mean * 100).toFixed(2)} points ± ${(estimate.ci95 * 100).toFixed(2)} (95 % CI)`;
  return [
    `  measured in parts, ${count(split.rounds)} first steps and ${count(split.buys)} bonus buys: RTP ${interval(split.rtp, 3)}, ${isShownInRange(split.rtp) ? `inside ${percent(RTP_RANGE.from, 1)} to ${percent(RTP_RANGE.to, 1)}` : `NOT SHOWN INSIDE ${percent(RTP_RANGE.from, 1)} to ${percent(RTP_RANGE.to, 1)}`}`,
    `    first step ${interval(split.firstStep, 3)} (multiplier values averaged out)`,
    `    free spins ${oneIn(split.triggerChance.mean)} ± ${((split.triggerChance.ci95 / split.triggerChance.mean) * 100).toFixed(1)} % (first grid ${oneIn(split.firstGridTrigger)}, exact; refills the rest), ${split.starts === null ? `worth ${split.featureValue.mean.toFixed(2)} ± ${split.featureValue.ci95.toFixed(2)} bets (from the buys)` : `a bought feature worth ${split.featureValue.mean.toFixed(2)} ± ${split.featureValue.ci95.toFixed(2)} bets`}`,
    ...(split.starts === null
      ? []
      : [
          `    each start, from ${count(split.starts.features)} features played from the longest:`,
          ...split.starts.each.map(
            (start) =>
              `      ${start.spins} spins ${oneIn(start.chance)}, worth ${start.value.mean.toFixed(2)} ± ${start.value.ci95.toFixed(2)} bets`,
          ),
        ]),
    `  bonus buy at ${price}× the bet: RTP ${interval(split.buy, 3)} of the price; ${count(split.buysCapped)} buys reached the cap`,
    `    buy minus base game: ${points(split.buyMinusBase)}`,
  ];
}

/** A bonus buy's lines: its exact return per price and what buying it through the engine returned. */
function formatBuy(
  label: string,
  price: number,
  buy: { analysis: Analysis; simulated: SimulationResult },
): string[] {
  return [
    `  ${label} at ${price}× the bet: RTP ${percent(buy.analysis.rtp, 4)} of the price (${formatParts(buy.analysis)})`,
    `    simulated ${buy.simulated.rounds.toLocaleString("en-US")} buys: RTP ${percent(buy.simulated.rtp.mean)} ± ${percent(buy.simulated.rtp.ci99)} (99 % CI), σ ${buy.simulated.sigma.toFixed(2)} prices, max win ${times(buy.simulated.maxWin * price)}, reaching the cap ${buy.simulated.cappedRounds}`,
  ];
}
