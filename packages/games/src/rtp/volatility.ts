/**
 * The studio's volatility classes, by the standard deviation of one round's win in bets (σ). A
 * title declares its class; the RTP tool measures σ and checks the two agree.
 */
import type { Volatility } from "../engine/types.ts";

export const VOLATILITY_SIGMA: Readonly<Record<Volatility, { from: number; below: number }>> = {
  low: { from: 0, below: 5 },
  medium: { from: 5, below: 10 },
  high: { from: 10, below: 17 },
  "very-high": { from: 17, below: Number.POSITIVE_INFINITY },
};

export function volatilityOf(sigma: number): Volatility {
  const found = (Object.keys(VOLATILITY_SIGMA) as Volatility[]).find((volatility) => {
    const { from, below } = VOLATILITY_SIGMA[volatility];
    return sigma >= from && sigma < below;
  });
  return found ?? "very-high";
}
