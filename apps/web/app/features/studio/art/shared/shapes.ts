/** Path geometry the drawings are built from: smooth outlines, tapered strokes, stars, rings. */
import { n } from "./svg.ts";

export type Point = readonly [x: number, y: number];

export const polar = (cx: number, cy: number, radius: number, degrees: number): Point => {
  const a = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
};

export const polygon = (points: readonly Point[]): string =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;

/**
 * A smooth curve through the points (Catmull-Rom as cubic Béziers), so an organic outline is a
 * handful of points instead of hand-tuned control handles.
 */
export function smooth(points: readonly Point[], closed = true, tension = 1): string {
  const count = points.length;
  const at = (i: number): Point => {
    if (closed) return points[(i + count) % count] as Point;
    return points[Math.max(0, Math.min(count - 1, i))] as Point;
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    d += `C${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points along a Catmull-Rom curve through `points`, `samples` per segment. */
function sampleCurve(points: readonly Point[], samples: number): Point[] {
  const at = (i: number): Point => points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  const out: Point[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < samples; s += 1) {
      const t = s / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      const coord = (c: 0 | 1) =>
        0.5 *
        (2 * p1[c] +
          (-p0[c] + p2[c]) * t +
          (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
          (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3);
      out.push([coord(0), coord(1)]);
    }
  }
  out.push(at(points.length - 1));
  return out;
}

/**
 * A filled stroke along a smooth spine whose width goes from `startWidth` to `endWidth`: tails,
 * tentacles, trunks, whiskers, flames, kelp.
 */
export function ribbon(spine: readonly Point[], startWidth: number, endWidth: number, samples = 8): string {
  const pts = sampleCurve(spine, samples);
  const left: Point[] = [];
  const right: Point[] = [];
  pts.forEach((p, i) => {
    const prev = pts[Math.max(0, i - 1)] as Point;
    const next = pts[Math.min(pts.length - 1, i + 1)] as Point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (startWidth + (endWidth - startWidth) * (i / (pts.length - 1))) / 2;
    left.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    right.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  });
  return polygon([...left, ...right.reverse()]);
}

/** A star or burst: `points` tips at `outer`, notches at `inner`, first tip at `rotation` degrees. */
export function star(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
  rotation = -90,
): string {
  const vertices: Point[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    vertices.push(polar(cx, cy, i % 2 === 0 ? outer : inner, rotation + (i * 180) / points));
  }
  return polygon(vertices);
}

/** A rounded rectangle path (for plaques and bars drawn as part of a larger path). */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${r} ${r} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}A${r} ${r} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${r} ${r} 0 0 1 ${n(x)} ${n(y + h - r)}V${n(y + r)}A${r} ${r} 0 0 1 ${n(x + r)} ${n(y)}Z`;
}

/** `count` copies of something around a centre, each given its angle in degrees. */
export function around(count: number, draw: (degrees: number, index: number) => string, start = -90): string {
  return Array.from({ length: count }, (_, i) => draw(start + (i * 360) / count, i)).join("");
}

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

export const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`;
