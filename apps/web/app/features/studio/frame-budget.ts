/**
 * Dynamic resolution: a device that cannot fill every pixel of the canvas 60 times a second draws
 * it at fewer pixels (scaled up by the browser), so the reels stay smooth. While they move, every
 * so many frames the median frame time decides: well over budget, a fifth fewer pixels (a third
 * fewer at twice the budget), down to a floor. It only ever comes down: frames are capped at the display's rate, so a quick frame does
 * not tell how much room is left, and going back up would swing between two resolutions (every
 * change reallocates the canvas, a visible hitch).
 */

const FRAME_BUDGET_MS = 1000 / 60;
/** Frames measured before each decision. */
export const WINDOW = 12;
const STEP = 0.8;
/** Frames at twice the budget or more: a bigger step, so a slow device is smooth within a spin. */
const BIG_STEP = 0.65;

export interface ResolutionLimits {
  /** The screen's resolution (device pixels per CSS pixel, capped). */
  full: number;
  /** The least share of it motion may be drawn at. */
  floorShare: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The resolution to draw at next, from the frame times (ms) measured at `current`. */
export function nextAdaptiveResolution(
  current: number,
  frameTimes: readonly number[],
  limits: ResolutionLimits,
): number {
  const floor = limits.full * limits.floorShare;
  const typical = median(frameTimes);
  if (typical > FRAME_BUDGET_MS * 2) return Math.max(floor, current * BIG_STEP);
  if (typical > FRAME_BUDGET_MS * 1.35) return Math.max(floor, current * STEP);
  return current;
}

/** Collects frame times and answers a new resolution once a window is full (null until then). */
export class AdaptiveResolution {
  private readonly times: number[] = [];
  current: number;

  constructor(private readonly limits: ResolutionLimits) {
    this.current = limits.full;
  }

  /** Records one frame drawn in motion; answers a lower resolution to switch to, if it is time. */
  record(frameMs: number): number | null {
    this.times.push(frameMs);
    if (this.times.length < WINDOW) return null;
    const next = nextAdaptiveResolution(this.current, this.times, this.limits);
    this.times.length = 0;
    if (Math.abs(next - this.current) < 0.01) return null;
    this.current = next;
    return next;
  }

  /** The reels stopped: frames at rest are not measured, the next motion starts afresh. */
  pause(): void {
    this.times.length = 0;
  }
}
