/**
 * Every outcome of a small title, exactly. A scratch card's outcome is its prize (the arrangement is
 * cosmetic), so its prize table is every outcome. A three-reel game is played through the engine
 * once for each combination of reel stops, with a draw that returns those stops; only for titles
 * whose round is a single spin decided by its stops alone (no features, cash values or placements).
 */
import { payFor, payTableOf } from "../engine/pay-table.ts";
import { playStep } from "../engine/play-step.ts";
import type { Draw } from "../engine/types.ts";
import { probabilities } from "../engine/weighted.ts";
import type { PlayableTitle } from "../titles/title.ts";

export interface ExactStats {
  rtp: number;
  hitFrequency: number;
  sigma: number;
  /** The largest win any outcome pays, in bets. */
  maxWin: number;
  outcomes: number;
}

/** Above this many stop combinations, enumeration is left to the analytic model. */
export const ENUMERATION_LIMIT = 2_000_000;

export function canEnumerate(title: PlayableTitle): boolean {
  const { maths, info } = title;
  if (maths.kind === "scratch") return true;
  if (maths.kind === "tumble") return false;
  if (info.freeSpins !== null || info.holdAndWin !== null) return false;
  return maths.baseStrips.reduce((product, strip) => product * strip.length, 1) <= ENUMERATION_LIMIT;
}

function statsOf(outcomes: { win: number; p: number }[], count: number): ExactStats {
  let rtp = 0;
  let square = 0;
  let hitFrequency = 0;
  let maxWin = 0;
  for (const { win, p } of outcomes) {
    rtp += p * win;
    square += p * win * win;
    if (win > 0) hitFrequency += p;
    if (p > 0) maxWin = Math.max(maxWin, win);
  }
  return { rtp, hitFrequency, sigma: Math.sqrt(square - rtp * rtp), maxWin, outcomes: count };
}

export function enumerateOutcomes(title: PlayableTitle): ExactStats {
  const { maths, info } = title;
  if (maths.kind === "scratch") {
    const table = payTableOf(title);
    const chances = probabilities(maths.prizes);
    const outcomes = maths.prizes.map((prize, index) => ({
      win: prize.symbol === null ? 0 : payFor(table, prize.symbol, 3) / info.unitsPerBet,
      p: chances[index] ?? 0,
    }));
    return statsOf(outcomes, outcomes.length);
  }
  return enumerateStops(title);
}

function enumerateStops(title: PlayableTitle): ExactStats {
  const { maths, info } = title;
  if (maths.kind !== "reels" || !canEnumerate(title)) throw new RangeError(`${info.id} cannot be enumerated`);
  const lengths = maths.baseStrips.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  let drawn = 0;
  const draw: Draw = {
    int(range) {
      if (range !== lengths[drawn]) throw new RangeError("Enumeration expects one draw per reel stop");
      return stops[drawn++] as number;
    },
  };
  const outcomes: { win: number; p: number }[] = [];
  const combinations = lengths.reduce((product, length) => product * length, 1);
  for (;;) {
    drawn = 0;
    const step = playStep(title, { state: null, buy: false }, draw);
    if (step.state !== null || drawn !== lengths.length)
      throw new RangeError("A round must be one spin of its stops");
    outcomes.push({ win: step.winUnits / info.unitsPerBet, p: 1 / combinations });
    let reel = stops.length - 1;
    while (reel >= 0 && stops[reel] === (lengths[reel] as number) - 1) {
      stops[reel] = 0;
      reel -= 1;
    }
    if (reel < 0) break;
    stops[reel] = (stops[reel] as number) + 1;
  }
  return statsOf(outcomes, combinations);
}
