/**
 * One drawing's builder: collects gradients, filters and clip paths as it is drawn and emits a
 * standalone SVG document. Every id starts with the drawing's prefix, so several drawings can be
 * inlined on one page (or nested in a thumbnail) without one's `url(#…)` reaching another's defs.
 */
import { darken, lighten } from "./color.ts";

/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  /** Coordinates in the drawing's units instead of fractions of the shape's box. */
  userSpace?: boolean;
}

export interface ShadowOptions {
  dx?: number;
  dy?: number;
  blur?: number;
  color?: string;
  opacity?: number;
}

/** Numbers in markup: one decimal is finer than a pixel at every size the client draws. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const stopsMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");

/** Filters work in sRGB so their colours match the fills they sit on. */
const FILTER_ATTRS = 'color-interpolation-filters="sRGB" x="-40%" y="-40%" width="180%" height="180%"';

export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly known = new Map<string, string>();
  private count = 0;

  constructor(readonly prefix: string) {}

  /** A fresh id, unique within this drawing and, through the prefix, across drawings. */
  id(hint = "d"): string {
    this.count += 1;
    return `${this.prefix}-${hint}${this.count}`;
  }

  /** Adds a definition once per key (identical gradients are shared) and returns its id. */
  define(key: string, hint: string, make: (id: string) => string): string {
    const existing = this.known.get(key);
    if (existing) return existing;
    const id = this.id(hint);
    this.defs.push(make(id));
    this.known.set(key, id);
    return id;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : "";
    const coords = `x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`;
    const body = stopsMarkup(stops);
    return `url(#${this.define(`lg${coords}${units}${body}`, "lg", (id) => `<linearGradient id="${id}" ${coords}${units}>${body}</linearGradient>`)})`;
  }

  radial(stops: readonly Stop[], options: RadialOptions = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, userSpace = false } = options;
    const fx = options.fx ?? cx;
    const fy = options.fy ?? cy;
    const coords = `cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}"`;
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : "";
    const body = stopsMarkup(stops);
    return `url(#${this.define(`rg${coords}${units}${body}`, "rg", (id) => `<radialGradient id="${id}" ${coords}${units}>${body}</radialGradient>`)})`;
  }

  /** A rounded body lit from the top left: the shading every illustrated part is painted with. */
  volume(base: string, light = 0.45, shade = 0.55): string {
    return this.radial(
      [
        [0, lighten(base, light)],
        [0.45, base],
        [1, darken(base, shade)],
      ],
      { cx: 0.42, cy: 0.4, r: 0.68, fx: 0.3, fy: 0.25 },
    );
  }

  /** Polished metal: bright bands across a vertical gradient. */
  metal(base: string, vertical = true): string {
    return this.linear(
      [
        [0, lighten(base, 0.7)],
        [0.22, lighten(base, 0.25)],
        [0.48, darken(base, 0.25)],
        [0.52, base],
        [0.78, lighten(base, 0.45)],
        [1, darken(base, 0.4)],
      ],
      0,
      0,
      vertical ? 0 : 1,
      vertical ? 1 : 0,
    );
  }

  /** A white gloss that fades out downward, for highlights laid over a part. */
  gloss(opacity = 0.75): string {
    return this.linear([
      [0, "#ffffff", opacity],
      [1, "#ffffff", 0],
    ]);
  }

  filter(key: string, body: string): string {
    return `url(#${this.define(`f${key}`, "f", (id) => `<filter id="${id}" ${FILTER_ATTRS}>${body}</filter>`)})`;
  }

  shadow({ dx = 0, dy = 6, blur = 6, color = "#000000", opacity = 0.55 }: ShadowOptions = {}): string {
    return this.filter(
      `shadow${dx},${dy},${blur},${color},${opacity}`,
      `<feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${blur}" flood-color="${color}" flood-opacity="${opacity}"/>`,
    );
  }

  blur(amount: number): string {
    return this.filter(`blur${amount}`, `<feGaussianBlur stdDeviation="${amount}"/>`);
  }

  /** A coloured halo around whatever it is applied to (lanterns, magic, neon). */
  glow(color: string, blur: number, strength = 1.6): string {
    return this.filter(
      `glow${color}${blur}${strength}`,
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}" result="b"/><feFlood flood-color="${color}"/>` +
        `<feComposite in2="b" operator="in"/><feComponentTransfer><feFuncA type="linear" slope="${strength}"/></feComponentTransfer>` +
        `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>`,
    );
  }

  /**
   * Rounds whatever it is applied to into a bevelled relief: the alpha is blurred into a height map,
   * lit diffusely (shade on the far side) and specularly (a hot edge on the near side).
   */
  bevel(depth: number, shine = 0.9, azimuth = 225, elevation = 48): string {
    const light = `<feDistantLight azimuth="${azimuth}" elevation="${elevation}"/>`;
    return this.filter(
      `bevel${depth},${shine},${azimuth},${elevation}`,
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${depth}" result="h"/>` +
        `<feDiffuseLighting in="h" surfaceScale="${depth}" diffuseConstant="1" lighting-color="#fff" result="d">${light}</feDiffuseLighting>` +
        `<feSpecularLighting in="h" surfaceScale="${depth}" specularConstant="${shine}" specularExponent="22" lighting-color="#fff" result="s">${light}</feSpecularLighting>` +
        `<feComposite in="SourceGraphic" in2="d" operator="arithmetic" k1="1.25" result="lit"/>` +
        `<feComposite in="s" in2="SourceAlpha" operator="in" result="si"/>` +
        `<feComposite in="lit" in2="si" operator="arithmetic" k2="1" k3="1" result="sum"/>` +
        `<feComposite in="sum" in2="SourceAlpha" operator="in"/>`,
    );
  }

  /**
   * The finish every symbol gets: a rim of light on the edge away from the key light, and a soft
   * drop shadow that lifts it off the reel.
   */
  finish(rim = "#ffffff", rimOpacity = 0.55, shadowOpacity = 0.6): string {
    return this.filter(
      `finish${rim}${rimOpacity}${shadowOpacity}`,
      `<feOffset in="SourceAlpha" dx="-4" dy="-4" result="o"/>` +
        `<feComposite in="SourceAlpha" in2="o" operator="out" result="edge"/>` +
        `<feGaussianBlur in="edge" stdDeviation="1.5" result="eb"/>` +
        `<feFlood flood-color="${rim}" flood-opacity="${rimOpacity}"/><feComposite in2="eb" operator="in" result="rim"/>` +
        `<feComposite in="rim" in2="SourceAlpha" operator="in" result="rimIn"/>` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="6" result="sb"/><feOffset in="sb" dx="3" dy="8" result="so"/>` +
        `<feFlood flood-color="#000" flood-opacity="${shadowOpacity}"/><feComposite in2="so" operator="in" result="shadow"/>` +
        `<feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/><feMergeNode in="rimIn"/></feMerge>`,
    );
  }

  clip(markup: string): string {
    return `url(#${this.define(`clip${markup}`, "c", (id) => `<clipPath id="${id}">${markup}</clipPath>`)})`;
  }

  /** A shape kept in defs so it can be drawn several times with `<use>` (lettering layers). */
  shape(d: string): string {
    return this.define(`shape${d}`, "p", (id) => `<path id="${id}" d="${d}"/>`);
  }

  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

/** Places a finished drawing inside another one (thumbnails), scaled into the given box. */
export function nest(
  svg: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fit = "xMidYMid meet",
): string {
  return svg
    .replace(
      "<svg ",
      `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" preserveAspectRatio="${fit}" `,
    )
    .replace(/ width="\d+" height="\d+">/, ">");
}
