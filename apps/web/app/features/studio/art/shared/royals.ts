/** The low symbols (A K Q J 10 9): one lettering recipe, dressed per title by its style. */
import { darken } from "./color.ts";
import { faceOf, lettering } from "./lettering.ts";
import type { Stop, SvgCanvas } from "./svg.ts";

export const ROYALS = ["A", "K", "Q", "J", "10", "9"] as const;

export interface RoyalStyle {
  /** Each royal's own colour. */
  colors: Readonly<Record<string, string>>;
  face?: (base: string) => readonly Stop[];
  outline?: (base: string) => string;
  join?: "round" | "miter";
  weight?: number;
  slant?: number;
  inline?: string;
  shine?: number;
  /** Drawn behind the letter: a gem, a plank, a rune stone. */
  backing?: (c: SvgCanvas, base: string) => string;
  /** Drawn over the letter: sparkles, drips, rivets. */
  accent?: (c: SvgCanvas, base: string) => string;
}

/** A royal centred in the 256 × 256 symbol box. */
export function royal(c: SvgCanvas, label: string, style: RoyalStyle): string {
  const base = style.colors[label] ?? "#888888";
  const letters = lettering(
    c,
    label,
    {
      x: 128,
      y: 124,
      size: 134,
      weight: style.weight ?? 0.27,
      tracking: 0.02,
      maxWidth: 168,
      slant: style.slant ?? 0,
    },
    {
      face: (style.face ?? faceOf)(base),
      outline: style.outline ? style.outline(base) : darken(base, 0.72),
      extrude: { color: darken(base, 0.55), depth: 7 },
      join: style.join ?? "round",
      shine: style.shine ?? 0.9,
      ...(style.inline ? { inline: style.inline } : {}),
    },
  );
  return `${style.backing?.(c, base) ?? ""}${letters}${style.accent?.(c, base) ?? ""}`;
}
