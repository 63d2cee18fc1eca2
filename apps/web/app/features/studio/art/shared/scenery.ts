/** Pieces every scene is built from: star fields and mountain or dune ridges, placed by seed. */
import { seededRandom } from "./random.ts";
import { circle, type Point, polygon, smooth } from "./shapes.ts";
import { n } from "./svg.ts";

/** `count` stars scattered over the rectangle, each with its own size and brightness. */
export function starField(
  seed: number,
  count: number,
  width: number,
  height: number,
  color: string,
  size = 1.8,
): string {
  const rand = seededRandom(seed);
  return Array.from({ length: count }, () =>
    circle(
      rand() * width,
      rand() * height,
      rand() * size + 0.5,
      `fill="${color}" opacity="${n(rand() * 0.7 + 0.3)}"`,
    ),
  ).join("");
}

export interface RidgeOptions {
  /** Where the ridge's lowest peaks sit, and how much higher the tallest rise. */
  base: number;
  amplitude: number;
  /** Horizontal distance between peaks. */
  step: number;
  seed: number;
  /** Jagged rock instead of rolling hills. */
  jagged?: boolean;
}

/** A ridge across the full width, filled down to `bottom`: hills, mountains, dunes, cave floors. */
export function ridge(width: number, bottom: number, options: RidgeOptions): string {
  const rand = seededRandom(options.seed);
  const peaks: Point[] = [];
  for (let x = -options.step; x <= width + options.step; x += options.step * (0.6 + rand() * 0.8)) {
    peaks.push([x, options.base - options.amplitude * rand()]);
  }
  const last = peaks[peaks.length - 1] as Point;
  const first = peaks[0] as Point;
  const closing = `L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
  if (options.jagged) {
    const rough: Point[] = peaks.flatMap((p, i) => {
      const next = peaks[i + 1];
      if (!next) return [p];
      const mid: Point = [
        (p[0] + next[0]) / 2 + (rand() - 0.5) * options.step * 0.3,
        Math.max(p[1], next[1]) + options.amplitude * 0.35 * rand(),
      ];
      return [p, mid];
    });
    return `${polygon(rough).slice(0, -1)}${closing}`;
  }
  return `${smooth(peaks, false, 0.8)}${closing}`;
}
