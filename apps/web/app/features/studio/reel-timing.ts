/** How long reels turn, and how waits on the stage end early when the player asks for a quick stop. */
import { gsap } from "gsap";
import type { ReelMotion } from "./reel.ts";

/** Seconds the reels spin at least before the first one stops. */
const MIN_SPIN = 0.75;
const MIN_SPIN_TURBO = 0.25;

/** The player asked the reels to stop now (a tap, the space bar). */
export interface QuickStop {
  requested: boolean;
}

export function reelMotion(isTurbo: boolean, isReducedMotion: boolean): ReelMotion {
  return { speed: isTurbo ? 30 : 22, isBlurOn: !isReducedMotion };
}

/** Seconds still to wait, after reels started at `startedAt`, so they read as a spin before stopping. */
export function spinLeft(startedAt: number, isTurbo: boolean): number {
  const spun = (performance.now() - startedAt) / 1000;
  return Math.max(0, (isTurbo ? MIN_SPIN_TURBO : MIN_SPIN) - spun);
}

/** Waits `seconds`, or less once a quick stop is asked for. */
export function pause(seconds: number, quickStop: QuickStop): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (quickStop.requested || performance.now() - started >= seconds * 1000) {
        gsap.ticker.remove(check);
        resolve();
      }
    };
    gsap.ticker.add(check);
  });
}
