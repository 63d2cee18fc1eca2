import type { TitleInfo } from "./types.ts";

type FreeSpinsInfo = NonNullable<TitleInfo["freeSpins"]>;

/** Spins awarded for `scatters` scatters: the award for the most scatters reached, else 0. */
export function spinsAwarded(freeSpins: FreeSpinsInfo, scatters: number): number {
  let spins = 0;
  let reached = 0;
  for (const award of freeSpins.awards) {
    if (award.scatters <= scatters && award.scatters >= reached) {
      reached = award.scatters;
      spins = award.spins;
    }
  }
  return spins;
}

/** The multiplier of the free spin after one paying `multiplier`. */
export function nextMultiplier(freeSpins: FreeSpinsInfo, multiplier: number): number {
  return Math.min(multiplier + freeSpins.multiplierStep, freeSpins.maxMultiplier);
}
