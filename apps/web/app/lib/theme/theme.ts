/**
 * What a white-label theme is (display name, palette that becomes CSS variables, type and shape, a
 * logo mark drawn in SVG) and how a page applies one. The nine themes' data stays on the server
 * (themes.server.ts): the root loader sends the request's theme with the page, so a visitor's
 * browser receives that theme only. Capability flags live in the contract (`themeHas`).
 */
import type { ThemeId } from "@reelhouse/contract";

export interface Palette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  accent: string;
  /** Inline links; chosen to stay readable on both bg and surface. */
  link: string;
  border: string;
  focus: string;
  danger: string;
  success: string;
}

/** A logo mark: shapes on a 48×48 grid, each painted with one palette colour. */
export interface LogoMark {
  shapes: { d: string; paint: "primary" | "accent" | "text" | "surface" }[];
}

export interface Theme {
  id: ThemeId;
  displayName: string;
  colorScheme: "dark" | "light";
  palette: Palette;
  fontFamily: string;
  headingFamily: string;
  radius: string;
  logo: LogoMark;
}

/** Font stacks the themes choose from: system fonts only, nothing to download. */
export const FONTS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  rounded: '"Trebuchet MS", "Verdana", system-ui, sans-serif',
  serif: 'Georgia, "Times New Roman", "Noto Serif", serif',
  condensed: '"Arial Narrow", "Roboto Condensed", "Helvetica Neue", Arial, sans-serif',
} as const;

/** Danger and success colours that stay readable on a dark or a light background. */
export const STATUS_COLORS = {
  dark: { danger: "#ff5c6c", success: "#3ddc97" },
  light: { danger: "#c62839", success: "#127a4b" },
} as const;

type Shape = LogoMark["shapes"][number];

/** Closed paths (ending in z) are filled; open ones (spokes, letter curves) are drawn as strokes. */
export function logoShapePaint(shape: Shape, color: string): Record<string, string | number> {
  return /z\s*$/i.test(shape.d)
    ? { fill: color }
    : { fill: "none", stroke: color, strokeWidth: 4, strokeLinecap: "round" };
}

/** The logo mark as a standalone SVG data URI, used as the site icon. */
export function logoIconDataUri(theme: Theme): string {
  const attribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const paths = theme.logo.shapes
    .map((shape) => {
      const paint = logoShapePaint(shape, theme.palette[shape.paint === "surface" ? "surface" : shape.paint]);
      const attributes = Object.entries(paint).map(([name, value]) => `${attribute(name)}="${value}"`);
      return `<path d="${shape.d}" ${attributes.join(" ")}/>`;
    })
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${paths}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CSS_VARIABLES: Record<keyof Palette, string> = {
  bg: "--color-bg",
  surface: "--color-surface",
  surfaceRaised: "--color-surface-raised",
  text: "--color-text",
  textMuted: "--color-text-muted",
  primary: "--color-primary",
  primaryText: "--color-primary-text",
  accent: "--color-accent",
  link: "--color-link",
  border: "--color-border",
  focus: "--color-focus",
  danger: "--color-danger",
  success: "--color-success",
};

/**
 * The theme as CSS custom properties, set on <html> as a style attribute: every component styles
 * itself through them, and the CSP needs no nonce for an attribute.
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const colors = (Object.keys(CSS_VARIABLES) as (keyof Palette)[]).map((key) => [
    CSS_VARIABLES[key],
    theme.palette[key],
  ]);
  return Object.fromEntries([
    ...colors,
    ["--font-body", theme.fontFamily],
    ["--font-heading", theme.headingFamily],
    ["--radius", theme.radius],
    ["colorScheme", theme.colorScheme],
  ]);
}
