/**
 * A sheet's statistics, as `npm run rtp` measures them: the RTP computed from the maths, the hit
 * rate and σ exactly where every outcome can be counted (else from a seeded simulation whose size
 * and seed the sheet states), and the largest win a round can reach.
 */
import { analyseAnte, analyseBuy, analyseTitle } from "../rtp/analyse.ts";
import { canEnumerate, enumerateOutcomes } from "../rtp/enumerate.ts";
import { reachableMaxWin } from "../rtp/max-win.ts";
import { simulate } from "../rtp/simulate.ts";
import type { PlayableTitle } from "../titles/title.ts";
import type { SheetStatistics } from "./sheet.ts";

/** Rounds simulated for a sheet's hit rate and σ where they cannot be counted exactly. */
export const SHEET_SIMULATION = { rounds: 200_000, seed: 1 } as const;

/** Rounded, so a sheet reads the same on every machine that computes it. */
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function statisticsOf(title: PlayableTitle): SheetStatistics {
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
