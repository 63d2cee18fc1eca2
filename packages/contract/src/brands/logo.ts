/**
 * How a logo mark is painted, for the site's header, its icon and the emails' PNG alike: closed
 * paths (ending in z) are filled, open ones (spokes, letter curves) are stroked 4 units wide with
 * round caps.
 */
import type { Brand, LogoMark } from "./types.ts";

type LogoShape = LogoMark["shapes"][number];

/** The paint of one shape, as React SVG props (camelCase). */
export function logoShapePaint(shape: LogoShape, color: string): Record<string, string | number> {
  return /z\s*$/i.test(shape.d)
    ? { fill: color }
    : { fill: "none", stroke: color, strokeWidth: 4, strokeLinecap: "round" };
}

/** The mark in the brand's own colours as a standalone SVG document, `size` pixels square. */
export function logoSvg(brand: Pick<Brand, "logo" | "palette">, size = 48): string {
  const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const paths = brand.logo.shapes.map((shape) => {
    const paint = logoShapePaint(shape, brand.palette[shape.paint]);
    const attributes = Object.entries(paint).map(([name, value]) => `${attribute(name)}="${value}"`);
    return `<path d="${shape.d}" ${attributes.join(" ")}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}">${paths.join("")}</svg>`;
}
