/**
 * Plays whole rounds through the engine with the fast seeded draw and summarises what they paid,
 * in multiples of what a round costs (the bet, or the bonus buy's price). Used where the maths has
 * no closed form (hit frequency, volatility, the largest win seen) and to check the analytic model
 * against the engine.
 */
import { playStep } from "../engine/play-step.ts";
import type { BuyTier, Draw, StepRequest } from "../engine/types.ts";
import { seededDraw } from "../random/seeded-draw.ts";
import type { PlayableTitle } from "../titles/title.ts";

/** How a round starts: a spin, a bought spin (of a tier), or a spin with the ante bet. */
export type RoundStart = Pick<StepRequest, "buy" | "buyTier" | "ante">;

export interface SimulationOptions {
  rounds: number;
  seed: number;
  buy?: boolean;
  buyTier?: BuyTier;
  ante?: boolean;
}

/** What a round started this way costs, in multiples of the bet. */
export function costPerBet(title: PlayableTitle, start: RoundStart): number {
  const { bonusBuy, superBuy, ante } = title.info;
  if (start.buy) return (start.buyTier === "super" ? superBuy?.price : bonusBuy?.price) ?? 1;
  return start.ante && ante ? ante.costPercent / 100 : 1;
}

export interface Estimate {
  mean: number;
  /** Half-width of the 99 % confidence interval of the mean (normal approximation). */
  ci99: number;
  /** Half-width of the 95 % confidence interval of the mean. */
  ci95: number;
}

export interface SimulationResult {
  rounds: number;
  /** Return to player: mean round win over round cost. */
  rtp: Estimate;
  /** What the first step paid, what the feature's later steps paid, and their jackpots. */
  parts: { firstStep: Estimate; feature: Estimate; jackpots: Estimate };
  hitFrequency: number;
  featureFrequency: number;
  /** Standard deviation of one round's win, in multiples of its cost. */
  sigma: number;
  maxWin: number;
  cappedRounds: number;
}

const Z_99 = 2.5758;
const Z_95 = 1.96;

/** A mean and its 95 % and 99 % intervals from its standard error (normal approximation). */
export function estimateOf(mean: number, standardError: number): Estimate {
  return { mean, ci99: Z_99 * standardError, ci95: Z_95 * standardError };
}

/** A running mean and spread. */
export class Moments {
  private sum = 0;
  private sumOfSquares = 0;
  private count = 0;

  add(value: number): void {
    this.sum += value;
    this.sumOfSquares += value * value;
    this.count += 1;
  }

  get mean(): number {
    return this.sum / this.count;
  }

  get sigma(): number {
    return Math.sqrt(Math.max(0, this.sumOfSquares / this.count - this.mean ** 2));
  }

  estimate(): Estimate {
    return estimateOf(this.mean, this.sigma / Math.sqrt(this.count));
  }
}

/** One round: its first step, then every feature step; wins in units. */
export function playRound(title: PlayableTitle, draw: Draw, start: boolean | RoundStart) {
  const first = typeof start === "boolean" ? { buy: start } : start;
  let step = playStep(title, { state: null, ...first }, draw);
  const firstWin = step.winUnits;
  let total = firstWin;
  let jackpots = 0;
  let capped = false;
  const triggered = step.state !== null;
  for (;;) {
    for (const event of step.events) {
      if (event.type === "jackpot") jackpots += event.units;
      if (event.type === "maxWin") capped = true;
    }
    if (step.state === null) break;
    step = playStep(title, { state: step.state, buy: false }, draw);
    total += step.winUnits;
  }
  return { first: firstWin, total, jackpots, triggered, capped };
}

export function simulate(title: PlayableTitle, options: SimulationOptions): SimulationResult {
  const start: RoundStart = {
    buy: options.buy ?? false,
    ...(options.buyTier ? { buyTier: options.buyTier } : {}),
    ...(options.ante ? { ante: true } : {}),
  };
  const cost = title.info.unitsPerBet * costPerBet(title, start);
  const draw = seededDraw(options.seed);
  const total = new Moments();
  const firstStep = new Moments();
  const feature = new Moments();
  const jackpots = new Moments();
  let hits = 0;
  let features = 0;
  let maxWin = 0;
  let cappedRounds = 0;
  for (let round = 0; round < options.rounds; round += 1) {
    const played = playRound(title, draw, start);
    total.add(played.total / cost);
    firstStep.add(played.first / cost);
    feature.add((played.total - played.first) / cost);
    jackpots.add(played.jackpots / cost);
    if (played.total > 0) hits += 1;
    if (played.triggered) features += 1;
    if (played.capped) cappedRounds += 1;
    maxWin = Math.max(maxWin, played.total / cost);
  }
  return {
    rounds: options.rounds,
    rtp: total.estimate(),
    parts: { firstStep: firstStep.estimate(), feature: feature.estimate(), jackpots: jackpots.estimate() },
    hitFrequency: hits / options.rounds,
    featureFrequency: features / options.rounds,
    sigma: total.sigma,
    maxWin,
    cappedRounds,
  };
}
