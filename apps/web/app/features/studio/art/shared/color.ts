/** Colour arithmetic on `#rrggbb` strings, so every shade of a part derives from one base colour. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `a` blended toward `b` by `t` (0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

export const lighten = (color: string, t: number): string => mix(color, "#ffffff", t);
export const darken = (color: string, t: number): string => mix(color, "#000000", t);
