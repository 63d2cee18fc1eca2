/**
 * A sheet's statistics, as `npm run rtp` measures them: the RTP computed from the maths (a
 * cascading title's measured in parts, from a stated seeded run), the hit rate and σ exactly where
 * every outcome can be counted (else from a seeded simulation whose size and seed the sheet
 * states), and the largest win a round can reach.
 */
import { analyseAnte, analyseBuy, analyseTitle } from "../rtp/analyse.ts";
import { canEnumerate, enumerateOutcomes } from "../rtp/enumerate.ts";
import { reachableMaxWin } from "../rtp/max-win.ts";
import { simulate } from "../rtp/simulate.ts";
import { estimateTumbleSplit } from "../rtp/tumble-split.ts";
import type { PlayableTitle } from "../titles/title.ts";
import type { SheetStatistics } from "./sheet.ts";

/** Rounds simulated for a sheet's hit rate and σ where they cannot be counted exactly. */
export const SHEET_SIMULATION = { rounds: 200_000, seed: 1 } as const;

/** First steps and bonus buys played for a cascading title's measured return. */
export const SHEET_SPLIT = { rounds: 1_000_000, buys: 100_000, seed: 1 } as const;

/** Rounded, so a sheet reads the same on every machine that computes it. */
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function statisticsOf(title: PlayableTitle): SheetStatistics {
  if (title.maths.kind === "tumble") return measuredStatisticsOf(title);
  const analysis = analyseTitle(title);
  const exact = canEnumerate(title) ? enumerateOutcomes(title) : null;
  const simulated = exact === null ? simulate(title, SHEET_SIMULATION) : null;
  const maxWin = reachableMaxWin(title);
  const buy = analyseBuy(title);
  const superBuy = analyseBuy(title, "super");
  const ante = analyseAnte(title);
  return {
    rtp: round(analysis.rtp, 6),
    method: title.maths.kind === "scratch" ? "exact-prizes" : exact !== null ? "exact-stops" : "analytic",
    hitRate: round(exact?.hitFrequency ?? simulated?.hitFrequency ?? 0, 4),
    sigma: round(exact?.sigma ?? simulated?.sigma ?? 0, 2),
    hitRateRounds: simulated === null ? null : SHEET_SIMULATION.rounds,
    simulationSeed: simulated === null ? null : SHEET_SIMULATION.seed,
    featureChance: analysis.featureChance === null ? null : round(analysis.featureChance, 6),
    maxWinUnits: maxWin.units,
    maxWinIsCap: maxWin.capped,
    buyRtp: buy === null ? null : round(buy.rtp, 6),
    ...(superBuy === null ? {} : { superBuyRtp: round(superBuy.rtp, 6) }),
    ...(ante === null
      ? {}
      : {
          anteRtp: round(ante.rtp, 6),
          anteFeatureChance: ante.featureChance === null ? null : round(ante.featureChance, 6),
        }),
  };
}

/** A cascading title's: its return measured in parts, its hit rate and σ simulated. */
function measuredStatisticsOf(title: PlayableTitle): SheetStatistics {
  const split = estimateTumbleSplit(title, SHEET_SPLIT);
  const simulated = simulate(title, SHEET_SIMULATION);
  const maxWin = reachableMaxWin(title);
  return {
    rtp: round(split.rtp.mean, 6),
    method: "measured",
    hitRate: round(simulated.hitFrequency, 4),
    sigma: round(simulated.sigma, 2),
    hitRateRounds: SHEET_SIMULATION.rounds,
    simulationSeed: SHEET_SIMULATION.seed,
    featureChance: round(split.triggerChance.mean, 6),
    maxWinUnits: maxWin.units,
    maxWinIsCap: maxWin.capped,
    buyRtp: round(split.buy.mean, 6),
    measuredRtp: {
      ...SHEET_SPLIT,
      rtpCi95: round(split.rtp.ci95, 6),
      buyRtpCi95: round(split.buy.ci95, 6),
    },
  };
}
