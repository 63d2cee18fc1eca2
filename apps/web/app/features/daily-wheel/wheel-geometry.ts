/**
 * The wheel's geometry, kept pure so it is read and tested in one place. Segment i spans the angles
 * [i·a, (i+1)·a) clockwise from twelve o'clock, a = 360° / n; the pointer sits at twelve o'clock.
 * Turning the wheel clockwise by R brings the point at angle θ to θ + R, so segment i sits under
 * the pointer when its centre plus R is a whole number of turns.
 */

/** Whole turns before the wheel settles, so every spin looks like a real one. */
export const SPIN_TURNS = 5;
export const SPIN_MS = 4_800;

export function segmentAngle(count: number): number {
  return 360 / count;
}

/** The rotation (degrees, growing) at which the wheel, now at `current`, stops with `index` under the pointer. */
export function settleRotation(current: number, index: number, count: number, turns = SPIN_TURNS): number {
  const centre = (index + 0.5) * segmentAngle(count);
  const offset = (((-centre - current) % 360) + 360) % 360;
  return current + turns * 360 + offset;
}

/** The segment under the pointer at `rotation`. */
export function segmentAt(rotation: number, count: number): number {
  const underPointer = ((-rotation % 360) + 360) % 360;
  return Math.floor(underPointer / segmentAngle(count)) % count;
}

/**
 * When (ms after the start) each segment edge passes the pointer while the wheel turns `delta`
 * degrees in `durationMs` on the CSS ease-out curve used (easeOutCubic: p = 1 − (1 − t)³), for the
 * ticks of the pointer. Edges closer than `minGapMs` to the last tick are skipped.
 */
export function tickTimes(delta: number, count: number, durationMs: number, minGapMs = 35): number[] {
  const times: number[] = [];
  const step = segmentAngle(count);
  let last = Number.NEGATIVE_INFINITY;
  for (let edge = step; edge < delta; edge += step) {
    const time = durationMs * (1 - Math.cbrt(1 - edge / delta));
    if (time - last >= minGapMs) {
      times.push(time);
      last = time;
    }
  }
  return times;
}

/** The SVG path of segment `index` on a wheel of radius `r` centred at the origin. */
export function segmentPath(index: number, count: number, r: number): string {
  const a = segmentAngle(count);
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(r * Math.cos(radians)).toFixed(3)} ${(r * Math.sin(radians)).toFixed(3)}`;
  };
  const large = a > 180 ? 1 : 0;
  return `M0 0 L${point(index * a)} A${r} ${r} 0 ${large} 1 ${point((index + 1) * a)} Z`;
}
