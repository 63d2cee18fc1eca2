/**
 * What `npm run rtp` prints for a title: the return computed exactly (or analytically) beside the
 * declared one, the statistics only a simulation gives, the largest win a round can reach, and the
 * bonus buy's return per price.
 */
import type { PlayableTitle } from "../titles/title.ts";
import { type Analysis, analyseAnte, analyseBuy, analyseTitle, canAnalyse } from "./analyse.ts";
import { canEnumerate, type ExactStats, enumerateOutcomes } from "./enumerate.ts";
import { type MaxWin, reachableMaxWin } from "./max-win.ts";
import { type SimulationResult, simulate } from "./simulate.ts";
import { volatilityOf } from "./volatility.ts";

export interface ReportOptions {
  rounds: number;
  buyRounds: number;
  seed: number;
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
  /**
   * Whether the declared RTP agrees with the maths: within the title's tolerance of the exact
   * return, or, for a title measured by simulation, inside the simulation's 95 % interval.
   */
  rtpAgrees: boolean;
}

/** A simulated title's return as an analysis: the simulation's means, split at the first step. */
function measuredAnalysis(simulated: SimulationResult, buy: boolean): Analysis {
  const parts = {
    base: simulated.parts.firstStep.mean,
    freeSpins: simulated.parts.feature.mean,
    holdAndWin: 0,
    jackpots: simulated.parts.jackpots.mean,
  };
  return { rtp: simulated.rtp.mean, parts, featureChance: buy ? 1 : simulated.featureFrequency };
}

function methodOf(title: PlayableTitle): string {
  const { info, maths } = title;
  if (maths.kind === "scratch") return "exact: the prize table is every outcome";
  if (maths.kind === "tumble")
    return "simulated: whole rounds played through the engine (cascades have no closed form); the declared RTP must lie in the 95 % interval";
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
  const simulated = simulate(title, { rounds: options.rounds, seed: options.seed });
  const buySimulated =
    title.info.bonusBuy === null
      ? null
      : simulate(title, { rounds: options.buyRounds, seed: options.seed + 1, buy: true });
  return {
    title,
    method: methodOf(title),
    analysis: measuredAnalysis(simulated, false),
    rtpAgrees: Math.abs(simulated.rtp.mean - title.info.rtp) <= simulated.rtp.ci95,
    exact: null,
    simulated,
    maxWin: reachableMaxWin(title),
    buy:
      buySimulated === null
        ? null
        : { analysis: measuredAnalysis(buySimulated, true), simulated: buySimulated },
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
  if (buy !== null && info.bonusBuy !== null) {
    lines.push(...formatBuy("bonus buy", info.bonusBuy.price, buy));
    if (isSimulated) {
      const difference = buy.simulated.rtp.mean - simulated.rtp.mean;
      const interval = Math.hypot(buy.simulated.rtp.ci95, simulated.rtp.ci95);
      lines.push(
        `    buy minus base game: ${(difference * 100).toFixed(2)} points ± ${(interval * 100).toFixed(2)} (95 % CI of the difference)`,
      );
    }
  }
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
