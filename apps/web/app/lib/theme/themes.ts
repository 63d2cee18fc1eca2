/**
 * The nine white-label themes as data: display name, palette (becomes CSS variables), type and
 * shape, and a logo mark drawn in SVG. Capability flags live in the contract (`themeHas`), since
 * the server needs them too.
 */
import { THEME_DISPLAY_NAMES, type ThemeId } from "@reelhouse/contract";

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

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const ROUNDED = '"Trebuchet MS", "Verdana", system-ui, sans-serif';
const SERIF = 'Georgia, "Times New Roman", "Noto Serif", serif';
const CONDENSED = '"Arial Narrow", "Roboto Condensed", "Helvetica Neue", Arial, sans-serif';

const dark = { danger: "#ff5c6c", success: "#3ddc97" };
const light = { danger: "#c62839", success: "#127a4b" };

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  funrize: {
    id: "funrize",
    displayName: THEME_DISPLAY_NAMES.funrize,
    colorScheme: "dark",
    palette: {
      bg: "#150b30",
      surface: "#22154a",
      surfaceRaised: "#2f1f63",
      text: "#ffffff",
      textMuted: "#c9bff0",
      primary: "#ff7a1a",
      primaryText: "#1a0b00",
      accent: "#ffd23f",
      link: "#ffd23f",
      border: "#3e2c7a",
      focus: "#ffd23f",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: ROUNDED,
    radius: "14px",
    logo: {
      shapes: [
        {
          d: "M24 3l5.6 13.4L44 18l-11 9.6L36.2 42 24 34.6 11.8 42 15 27.6 4 18l14.4-1.6z",
          paint: "primary",
        },
        {
          d: "M24 14l2.8 6.7 7.2.8-5.5 4.8 1.6 7.1L24 29.7l-6.1 3.7 1.6-7.1-5.5-4.8 7.2-.8z",
          paint: "accent",
        },
      ],
    },
  },
  tao: {
    id: "tao",
    displayName: THEME_DISPLAY_NAMES.tao,
    colorScheme: "dark",
    palette: {
      bg: "#0a1d18",
      surface: "#112d26",
      surfaceRaised: "#183d34",
      text: "#f6f1e1",
      textMuted: "#b9c9bd",
      primary: "#d9ad45",
      primaryText: "#1d1503",
      accent: "#46c497",
      link: "#46c497",
      border: "#24493f",
      focus: "#f0cf7a",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: SERIF,
    radius: "4px",
    logo: {
      shapes: [
        { d: "M24 4a20 20 0 1 0 0 40a10 10 0 0 0 0-20a10 10 0 0 1 0-20z", paint: "primary" },
        { d: "M24 4a20 20 0 0 1 0 40a10 10 0 0 1 0-20a10 10 0 0 0 0-20z", paint: "accent" },
        { d: "M24 11a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM24 31a3 3 0 1 0 0 6a3 3 0 1 0 0-6z", paint: "surface" },
      ],
    },
  },
  nlc: {
    id: "nlc",
    displayName: THEME_DISPLAY_NAMES.nlc,
    colorScheme: "dark",
    palette: {
      bg: "#09090b",
      surface: "#16161a",
      surfaceRaised: "#222228",
      text: "#f4f4f5",
      textMuted: "#a1a1aa",
      primary: "#39ff88",
      primaryText: "#03150a",
      accent: "#00d0ff",
      link: "#00d0ff",
      border: "#2e2e36",
      focus: "#00d0ff",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: CONDENSED,
    radius: "2px",
    logo: {
      shapes: [
        {
          d: "M24 3a21 21 0 1 0 0 42a21 21 0 1 0 0-42zm0 5a16 16 0 1 1 0 32a16 16 0 1 1 0-32z",
          paint: "primary",
        },
        { d: "M16 34V14h4.5l7 11.5V14H32v20h-4.5l-7-11.5V34z", paint: "accent" },
      ],
    },
  },
  fortuneWheelz: {
    id: "fortuneWheelz",
    displayName: THEME_DISPLAY_NAMES.fortuneWheelz,
    colorScheme: "dark",
    palette: {
      bg: "#0a1442",
      surface: "#122060",
      surfaceRaised: "#1b2c7a",
      text: "#ffffff",
      textMuted: "#bcc6f5",
      primary: "#ffc928",
      primaryText: "#231900",
      accent: "#ff4f7b",
      link: "#ff4f7b",
      border: "#2a3b8f",
      focus: "#ffc928",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: ROUNDED,
    radius: "999px",
    logo: {
      shapes: [
        {
          d: "M24 2a22 22 0 1 0 0 44a22 22 0 1 0 0-44zm0 6a16 16 0 1 1 0 32a16 16 0 1 1 0-32z",
          paint: "primary",
        },
        { d: "M24 8v32M8 24h32M12.7 12.7l22.6 22.6M35.3 12.7L12.7 35.3", paint: "accent" },
        { d: "M24 19a5 5 0 1 0 0 10a5 5 0 1 0 0-10z", paint: "primary" },
      ],
    },
  },
  funzCity: {
    id: "funzCity",
    displayName: THEME_DISPLAY_NAMES.funzCity,
    colorScheme: "light",
    palette: {
      bg: "#f3f5ff",
      surface: "#ffffff",
      surfaceRaised: "#e8ebfb",
      text: "#181c38",
      textMuted: "#4f557a",
      primary: "#6233e0",
      primaryText: "#ffffff",
      accent: "#e0337f",
      link: "#5a2bd6",
      border: "#d3d8f2",
      focus: "#e0337f",
      ...light,
    },
    fontFamily: SANS,
    headingFamily: ROUNDED,
    radius: "18px",
    logo: {
      shapes: [
        { d: "M4 44V22h8v-8h8v30zM22 44V8h10v36zM34 44V18h10v26z", paint: "primary" },
        { d: "M25 12h4v4h-4zM25 20h4v4h-4zM37 22h4v4h-4zM7 26h2v4H7zM15 18h2v4h-2z", paint: "accent" },
      ],
    },
  },
  jackpotRabbit: {
    id: "jackpotRabbit",
    displayName: THEME_DISPLAY_NAMES.jackpotRabbit,
    colorScheme: "dark",
    palette: {
      bg: "#10131f",
      surface: "#1b2033",
      surfaceRaised: "#262d47",
      text: "#f7f7fb",
      textMuted: "#b4bad6",
      primary: "#ff4fa3",
      primaryText: "#2b0016",
      accent: "#45e0c8",
      link: "#45e0c8",
      border: "#323a5c",
      focus: "#45e0c8",
      ...dark,
    },
    fontFamily: ROUNDED,
    headingFamily: ROUNDED,
    radius: "12px",
    logo: {
      shapes: [
        { d: "M15 22C11 14 11 4 15 3s7 9 6 19zM33 22c4-8 4-18 0-19s-7 9-6 19z", paint: "primary" },
        { d: "M24 18c-9 0-14 6-14 13s6 14 14 14 14-7 14-14-5-13-14-13z", paint: "accent" },
        { d: "M18 29a2 2 0 1 0 0 4a2 2 0 1 0 0-4zM30 29a2 2 0 1 0 0 4a2 2 0 1 0 0-4z", paint: "surface" },
      ],
    },
  },
  sws: {
    id: "sws",
    displayName: THEME_DISPLAY_NAMES.sws,
    colorScheme: "light",
    palette: {
      bg: "#fff8f3",
      surface: "#ffffff",
      surfaceRaised: "#fdebe0",
      text: "#2a1710",
      textMuted: "#6b5046",
      primary: "#d42a27",
      primaryText: "#ffffff",
      accent: "#1767c4",
      link: "#1767c4",
      border: "#f0d5c7",
      focus: "#1767c4",
      ...light,
    },
    fontFamily: SANS,
    headingFamily: SANS,
    radius: "8px",
    logo: {
      shapes: [
        { d: "M6 6h36v36H6z", paint: "primary" },
        {
          d: "M32 15c-2-3-5-4-8.5-4C18 11 15 14 15 18c0 9 17 6 17 13 0 3-3 6-8 6-4 0-7-2-9-5",
          paint: "surface",
        },
      ],
    },
  },
  scarletSands: {
    id: "scarletSands",
    displayName: THEME_DISPLAY_NAMES.scarletSands,
    colorScheme: "dark",
    palette: {
      bg: "#260d0d",
      surface: "#3a1616",
      surfaceRaised: "#4d1f1e",
      text: "#fdf1e4",
      textMuted: "#e0bfa8",
      primary: "#ff4a3d",
      primaryText: "#2a0300",
      accent: "#f4c27a",
      link: "#f4c27a",
      border: "#5e2a27",
      focus: "#f4c27a",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: SERIF,
    radius: "10px",
    logo: {
      shapes: [
        { d: "M33 6a9 9 0 1 0 0 18a9 9 0 1 0 0-18z", paint: "accent" },
        { d: "M2 34c8-8 14-8 22 0s14 8 22 0v12H2z", paint: "primary" },
        { d: "M2 42c8-5 14-5 22 0s14 5 22 0v4H2z", paint: "accent" },
      ],
    },
  },
  stormrush: {
    id: "stormrush",
    displayName: THEME_DISPLAY_NAMES.stormrush,
    colorScheme: "dark",
    palette: {
      bg: "#0d1015",
      surface: "#181d26",
      surfaceRaised: "#232a36",
      text: "#eef2f8",
      textMuted: "#a7b2c4",
      primary: "#ffe14d",
      primaryText: "#1d1800",
      accent: "#7ab8ff",
      link: "#7ab8ff",
      border: "#2f3846",
      focus: "#7ab8ff",
      ...dark,
    },
    fontFamily: SANS,
    headingFamily: CONDENSED,
    radius: "6px",
    logo: {
      shapes: [
        { d: "M12 20a10 10 0 0 1 19-5 8 8 0 0 1 9 8 7 7 0 0 1-7 7H14a8 8 0 0 1-2-10z", paint: "accent" },
        { d: "M26 24l-8 12h6l-3 10 11-14h-6l4-8z", paint: "primary" },
      ],
    },
  },
};

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

export function getTheme(id: ThemeId): Theme {
  return THEMES[id];
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
