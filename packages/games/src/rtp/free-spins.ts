/**
 * The expected value of free spins, exactly (the round cap aside). Every free spin is played on the
 * same reels, so each pays the same expected units X before its multiplier, independently of how
 * many spins came before. With retriggers the number of spins is random, but the multiplier of spin
 * i is fixed by i, so the feature's value is X · Σ_i P(spin i is played) · m_i (Wald's identity,
 * extended to rising multipliers). P(spin i is played) comes from the distribution of spins left,
 * stepped spin by spin until the remaining probability is negligible.
 */
import { nextMultiplier, spinsAwarded } from "../engine/free-spins.ts";
import type { TitleInfo } from "../engine/types.ts";

type FreeSpinsInfo = NonNullable<TitleInfo["freeSpins"]>;

/** Below this probability of still being in the feature, the rest is ignored. */
const NEGLIGIBLE = 1e-15;

/** The distribution of spins awarded by a distribution of scatter counts. */
export function awardDistribution(
  freeSpins: FreeSpinsInfo,
  scatterCounts: readonly number[],
): Map<number, number> {
  const awards = new Map<number, number>();
  scatterCounts.forEach((p, count) => {
    const spins = spinsAwarded(freeSpins, count);
    awards.set(spins, (awards.get(spins) ?? 0) + p);
  });
  return awards;
}

/**
 * Σ_i P(free spin i is played) · multiplier of spin i, for a feature starting with `spins` spins at
 * multiplier `start` (the title's, or a super buy's).
 */
export function expectedMultipliedSpins(
  freeSpins: FreeSpinsInfo,
  spins: number,
  retriggers: ReadonlyMap<number, number>,
  start: number = freeSpins.multiplier,
): number {
  const awards = [...retriggers].filter(([, p]) => p > 0);
  // left[n]: the probability of being in the feature with n spins left.
  let left = new Float64Array(spins + 1);
  left[spins] = 1;
  let multiplier = start;
  let sum = 0;
  for (;;) {
    let playing = 0;
    let highest = 0;
    left.forEach((p, spinsLeft) => {
      if (spinsLeft > 0 && p > 0) {
        playing += p;
        highest = spinsLeft;
      }
    });
    if (playing < NEGLIGIBLE) return sum;
    sum += playing * multiplier;
    const mostAwarded = Math.max(...awards.map(([awarded]) => awarded));
    const next = new Float64Array(highest + mostAwarded);
    for (let spinsLeft = 1; spinsLeft <= highest; spinsLeft += 1) {
      const p = left[spinsLeft] ?? 0;
      if (p === 0) continue;
      for (const [awarded, q] of awards)
        next[spinsLeft - 1 + awarded] = (next[spinsLeft - 1 + awarded] ?? 0) + p * q;
    }
    left = next;
    multiplier = nextMultiplier(freeSpins, multiplier);
  }
}
