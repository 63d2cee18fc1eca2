/**
 * A display alphabet drawn as centre lines on a 100-unit cap height. Lettering strokes these lines
 * thickly, so every logo, WILD and royal looks the same on every device (no font has to be
 * installed) and its width is known in advance, which lets words be fitted to a plaque exactly.
 * Paths use only absolute M, L, H, V, C and Z so they can be transformed point by point.
 */
import type { Point } from "./shapes.ts";
import { n } from "./svg.ts";

interface Glyph {
  width: number;
  d: string;
}

const O = "M32 0C10 0 0 22 0 50C0 78 10 100 32 100C54 100 64 78 64 50C64 22 54 0 32 0Z";

const GLYPHS: Record<string, Glyph> = {
  A: { width: 64, d: "M0 100L32 0L64 100M14 64H50" },
  B: {
    width: 54,
    d: "M0 50V0H26C48 0 50 14 50 24C50 38 42 50 26 50H0V100H30C48 100 54 88 54 75C54 60 46 50 30 50",
  },
  C: { width: 58, d: "M58 16C52 6 42 0 32 0C10 0 0 22 0 50C0 78 10 100 32 100C42 100 52 94 58 84" },
  D: { width: 58, d: "M0 0V100H24C48 100 58 80 58 50C58 20 48 0 24 0Z" },
  E: { width: 48, d: "M48 0H0V100H48M0 50H40" },
  F: { width: 46, d: "M46 0H0V100M0 50H38" },
  G: { width: 60, d: "M58 16C52 6 42 0 32 0C10 0 0 22 0 50C0 78 10 100 32 100C50 100 60 88 60 68V56H34" },
  H: { width: 58, d: "M0 0V100M58 0V100M0 50H58" },
  I: { width: 0, d: "M0 0V100" },
  J: { width: 44, d: "M44 0V66C44 90 34 100 20 100C8 100 0 92 0 80" },
  K: { width: 56, d: "M0 0V100M54 0L2 60M20 42L58 100" },
  L: { width: 44, d: "M0 0V100H44" },
  M: { width: 76, d: "M0 100V0L38 72L76 0V100" },
  N: { width: 60, d: "M0 100V0L60 100V0" },
  O: { width: 64, d: O },
  P: { width: 52, d: "M0 100V0H26C46 0 52 12 52 26C52 40 46 54 26 54H0" },
  Q: { width: 66, d: `${O}M38 68L66 104` },
  R: { width: 56, d: "M0 100V0H26C46 0 52 12 52 26C52 40 46 54 26 54H0M24 54L56 100" },
  S: {
    width: 54,
    d: "M52 14C46 4 38 0 28 0C12 0 2 8 2 26C2 56 54 42 54 74C54 92 42 100 26 100C14 100 4 94 0 84",
  },
  T: { width: 56, d: "M0 0H56M28 0V100" },
  U: { width: 58, d: "M0 0V64C0 88 12 100 29 100C46 100 58 88 58 64V0" },
  V: { width: 62, d: "M0 0L31 100L62 0" },
  W: { width: 90, d: "M0 0L20 100L45 26L70 100L90 0" },
  X: { width: 60, d: "M0 0L60 100M60 0L0 100" },
  Y: { width: 60, d: "M0 0L30 52L60 0M30 52V100" },
  Z: { width: 54, d: "M0 0H54L0 100H54" },
  "0": { width: 56, d: "M28 0C8 0 0 22 0 50C0 78 8 100 28 100C48 100 56 78 56 50C56 22 48 0 28 0Z" },
  "1": { width: 26, d: "M0 18L26 0V100" },
  "2": { width: 56, d: "M2 22C6 8 16 0 28 0C44 0 54 10 54 28C54 50 30 66 0 100H56" },
  "3": {
    width: 54,
    d: "M2 12C8 4 16 0 26 0C42 0 52 8 52 24C52 40 40 48 22 48C42 48 54 58 54 74C54 92 42 100 26 100C14 100 6 96 0 88",
  },
  "4": { width: 58, d: "M44 100V0L0 70H58" },
  "5": {
    width: 54,
    d: "M50 0H8L4 44C10 40 18 38 26 38C44 38 54 50 54 68C54 88 42 100 24 100C14 100 6 96 0 88",
  },
  "6": {
    width: 54,
    d: "M48 6C42 2 36 0 30 0C10 0 0 24 0 56C0 84 10 100 28 100C44 100 54 88 54 70C54 52 44 42 28 42C16 42 6 48 0 60",
  },
  "7": { width: 54, d: "M0 0H54L20 100" },
  "8": {
    width: 54,
    d: "M27 46C12 46 4 38 4 23C4 8 13 0 27 0C41 0 50 8 50 23C50 38 42 46 27 46ZM27 46C44 46 54 56 54 73C54 90 44 100 27 100C10 100 0 90 0 73C0 56 10 46 27 46Z",
  },
  "9": {
    width: 54,
    d: "M6 94C12 98 18 100 24 100C44 100 54 76 54 44C54 16 44 0 26 0C10 0 0 12 0 30C0 48 10 58 26 58C38 58 48 52 54 40",
  },
  "'": { width: 0, d: "M0 0V28" },
  "!": { width: 0, d: "M0 0V62M0 98L0 100" },
  "-": { width: 30, d: "M0 56H30" },
  ".": { width: 0, d: "M0 98L0 100" },
  " ": { width: 30, d: "" },
};

/** Rewrites a glyph's path with every point mapped (H and V become L, since a rotation bends them). */
function mapPath(d: string, map: (p: Point) => Point): string {
  const tokens = d.match(/[MLHVCZ]|-?\d*\.?\d+/g) ?? [];
  let out = "";
  let cursor: Point = [0, 0];
  let command = "";
  const read = (): number => Number(tokens.shift());
  const emit = (p: Point): string => {
    const [x, y] = map(p);
    return `${n(x)} ${n(y)}`;
  };
  while (tokens.length > 0) {
    if (/[MLHVCZ]/.test(tokens[0] ?? "")) command = tokens.shift() ?? "";
    if (command === "Z") {
      out += "Z";
      command = "";
      continue;
    }
    if (command === "C") {
      const points: Point[] = [
        [read(), read()],
        [read(), read()],
        [read(), read()],
      ];
      cursor = points[2] as Point;
      out += `C${points.map(emit).join(" ")}`;
      continue;
    }
    if (command === "H") cursor = [read(), cursor[1]];
    else if (command === "V") cursor = [cursor[0], read()];
    else cursor = [read(), read()];
    out += `${command === "M" ? "M" : "L"}${emit(cursor)}`;
  }
  return out;
}

export interface TextLayout {
  /** The centre lines, ready to be stroked `strokeWidth` wide. */
  d: string;
  strokeWidth: number;
  /** Ink width and height, outline excluded. */
  width: number;
  height: number;
}

export interface LayoutOptions {
  /** Cap height in the drawing's units. */
  size: number;
  /** Stroke weight as a fraction of the cap height. */
  weight?: number;
  /** Extra space between letters, as a fraction of the cap height. */
  tracking?: number;
  /** Centre of the lettering. */
  x: number;
  y: number;
  /** Bend the baseline around a circle of this radius (positive arches up, negative sags). */
  arc?: number;
  /** Slant, as a horizontal shift per unit of height (0.2 leans right). */
  slant?: number;
}

/** The advance of `text` in font units (100 = cap height) for a given weight and tracking. */
export function measure(text: string, weight = 0.24, tracking = 0.06): number {
  const stroke = weight * 100;
  const chars = [...text.toUpperCase()];
  return chars.reduce(
    (sum, ch, i) =>
      sum +
      (GLYPHS[ch]?.width ?? GLYPHS[" "]?.width ?? 30) +
      stroke +
      (i < chars.length - 1 ? tracking * 100 : 0),
    0,
  );
}

/** Lays out one line of text as strokable centre lines, centred on (x, y). */
export function layoutText(text: string, options: LayoutOptions): TextLayout {
  const { size, weight = 0.24, tracking = 0.06, x, y, arc, slant = 0 } = options;
  const scale = size / 100;
  const stroke = weight * 100;
  const total = measure(text, weight, tracking);
  let pen = -total / 2 + stroke / 2;
  let d = "";
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch] ?? (GLYPHS[" "] as Glyph);
    const centre = pen + glyph.width / 2;
    const angle = arc ? (centre * scale) / arc : 0;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: Point): Point => {
      const lx = (gx - glyph.width / 2 + slant * (50 - gy)) * scale;
      const ly = (gy - 50) * scale;
      if (!arc) return [x + centre * scale + lx, y + ly];
      // Rigidly rotate the glyph about the arc's centre, which sits `arc` below the line.
      const ry = arc - ly;
      return [x + lx * cos + ry * sin, y + arc - (ry * cos - lx * sin)];
    };
    if (glyph.d) d += mapPath(glyph.d, place);
    pen += glyph.width + stroke + tracking * 100;
  }
  return { d, strokeWidth: stroke * scale, width: (total - stroke) * scale, height: size };
}
