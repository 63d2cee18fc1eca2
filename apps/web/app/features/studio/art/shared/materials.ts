/** Surfaces more than one title paints: wood with its grain. */
import { darken } from "./color.ts";
import { path } from "./shapes.ts";
import { n, type SvgCanvas } from "./svg.ts";

/** A wooden part: rounded shading, grain lines clipped to the outline, then the outline on top. */
export function timber(c: SvgCanvas, d: string, base: string, grain: number, outline: string): string {
  const clip = c.clip(`<path d="${d}"/>`);
  const lines = Array.from({ length: grain }, (_, i) => {
    const y = (256 / grain) * (i + 0.5);
    return `<path d="M0 ${n(y)}C80 ${n(y - 6)} 160 ${n(y + 6)} 256 ${n(y)}" fill="none" stroke="${darken(base, 0.45)}" stroke-width="2.5" opacity="0.7"/>`;
  }).join("");
  return (
    path(d, `fill="${c.volume(base, 0.35, 0.55)}"`) +
    `<g clip-path="${clip}">${lines}</g>` +
    path(d, `fill="none" stroke="${outline}" stroke-width="5" stroke-linejoin="round"`)
  );
}
