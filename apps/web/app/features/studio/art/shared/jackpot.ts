/** Jackpot tiers look the same in every hold-and-win title: one colour and one label style per tier. */
import { darken } from "./color.ts";
import { faceOf, lettering } from "./lettering.ts";
import type { SvgCanvas } from "./svg.ts";
import type { JackpotTier } from "./title.ts";

/** Rising value, rising heat: green, blue, purple, red-gold. */
export const JACKPOT_COLORS: Readonly<Record<JackpotTier, string>> = {
  mini: "#3ac84a",
  minor: "#2a8cff",
  major: "#b040f0",
  grand: "#ff3030",
};

/** The tier's name in bold lettering, centred at (x, y). */
export function jackpotLabel(
  c: SvgCanvas,
  tier: JackpotTier,
  x: number,
  y: number,
  maxWidth: number,
): string {
  const color = JACKPOT_COLORS[tier];
  return lettering(
    c,
    tier,
    { x, y, size: 46, weight: 0.3, tracking: 0.04, maxWidth },
    {
      face: faceOf(color),
      outline: "#ffffff",
      outlineWidth: 0.2,
      extrude: { color: darken(color, 0.7), depth: 5 },
    },
  );
}
