/**
 * Decorative lettering: the stroke alphabet built up in layers the way slot logos are painted:
 * a soft shadow, a solid extrusion, a dark outline, a gradient face rounded by a bevel, and an
 * optional inline stripe.
 */
import { darken, lighten } from "./color.ts";
import { type LayoutOptions, layoutText, measure } from "./stroke-font.ts";
import { n, type Stop, type SvgCanvas } from "./svg.ts";

export interface LetteringStyle {
  /** Face gradient, top of the caps to the baseline. */
  face: readonly Stop[];
  outline: string;
  /** Outline on each side, as a fraction of the stroke width. */
  outlineWidth?: number;
  /** Solid depth under the letters, in drawing units. */
  extrude?: { color: string; depth: number };
  join?: "round" | "miter";
  /** Bevel blur as a fraction of the stroke width (0 turns the bevel off). */
  bevel?: number;
  shine?: number;
  /** A thin stripe along the middle of each stroke. */
  inline?: string;
  /** A halo behind the letters (neon, magic). */
  glow?: string;
  shadowOpacity?: number;
}

export interface PlacedText extends LayoutOptions {
  /** Shrinks the lettering until it fits this width. */
  maxWidth?: number;
}

/** Candy gradients for faces: bright top, the colour, a darker base. */
export const faceOf = (base: string): Stop[] => [
  [0, lighten(base, 0.6)],
  [0.42, lighten(base, 0.12)],
  [0.58, base],
  [1, darken(base, 0.35)],
];

/** Polished gold or any metal: a light band over a deep base. */
export const metalFace = (base: string): Stop[] => [
  [0, lighten(base, 0.75)],
  [0.35, lighten(base, 0.2)],
  [0.5, darken(base, 0.2)],
  [0.62, base],
  [1, lighten(base, 0.35)],
];

export function lettering(c: SvgCanvas, text: string, place: PlacedText, style: LetteringStyle): string {
  const weight = place.weight ?? 0.24;
  const tracking = place.tracking ?? 0.06;
  const natural = ((measure(text, weight, tracking) - weight * 100) * place.size) / 100;
  const size =
    place.maxWidth && natural > place.maxWidth ? (place.size * place.maxWidth) / natural : place.size;
  const layout = layoutText(text, { ...place, size, weight, tracking });
  const sw = layout.strokeWidth;
  const outer = sw * (1 + 2 * (style.outlineWidth ?? 0.28));
  const join = style.join ?? "round";
  const cap = join === "round" ? "round" : "square";
  const use = `href="#${c.shape(layout.d)}" fill="none" stroke-linejoin="${join}" stroke-linecap="${cap}" stroke-miterlimit="1.6"`;
  const top = place.y - size / 2 - sw / 2;
  const face = c.linear(style.face, 0, top, 0, top + size + sw, true);
  const depth = style.extrude?.depth ?? 0;
  const layers: string[] = [
    `<use ${use} stroke="#000" stroke-width="${n(outer)}" opacity="${style.shadowOpacity ?? 0.5}" transform="translate(${n(sw * 0.15)} ${n(depth + sw * 0.35)})" filter="${c.blur(Number(n(sw * 0.3)))}"/>`,
  ];
  if (style.extrude) {
    const steps = Math.max(1, Math.round(depth / 1.5));
    for (let i = steps; i >= 1; i -= 1) {
      const color = i === steps ? darken(style.extrude.color, 0.3) : style.extrude.color;
      layers.push(
        `<use ${use} stroke="${color}" stroke-width="${n(outer)}" transform="translate(0 ${n((depth * i) / steps)})"/>`,
      );
    }
  }
  layers.push(`<use ${use} stroke="${style.outline}" stroke-width="${n(outer)}"/>`);
  const bevel = style.bevel ?? 0.22;
  const filter = bevel > 0 ? ` filter="${c.bevel(Number(n(sw * bevel)), style.shine ?? 0.8)}"` : "";
  layers.push(`<g${filter}><use ${use} stroke="${face}" stroke-width="${n(sw)}"/></g>`);
  if (style.inline) {
    layers.push(`<use ${use} stroke="${style.inline}" stroke-width="${n(sw * 0.14)}" opacity="0.85"/>`);
  }
  const group = layers.join("");
  return style.glow
    ? `<g filter="${c.glow(style.glow, Number(n(sw * 0.9)), 1.2)}">${group}</g>`
    : `<g>${group}</g>`;
}
