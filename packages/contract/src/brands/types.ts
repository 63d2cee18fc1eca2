/**
 * What a brand is, as data (spec §1: nine white-label themes): its palette, its type, its shapes,
 * which of the shared layouts it uses, its logo and wordmark, and the operator behind it. The site
 * turns it into CSS variables and data attributes; email and the legal pages read the same data.
 */
import type { ThemeId } from "../themes.ts";

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

/**
 * The open-licence typefaces the site self-hosts (Fontsource packages, Latin subset). A brand names
 * one for its headings and one for its text; the web app maps each name to its font file.
 */
export const FONT_FACES = [
  "Baloo 2",
  "Cinzel",
  "Bebas Neue",
  "Lilita One",
  "Fredoka",
  "Luckiest Guy",
  "Montserrat",
  "Playfair Display",
  "Rajdhani",
  "Nunito",
  "Inter",
  "DM Sans",
] as const;
export type FontFace = (typeof FONT_FACES)[number];

export interface Typography {
  heading: FontFace;
  headingWeight: number;
  /** Display faces drawn in capitals read better spaced out. */
  headingCase: "none" | "uppercase";
  body: FontFace;
}

/**
 * The three page compositions the nine brands share, so that brands side by side differ in shape,
 * not only in colour:
 * - `spotlight`: the hero's copy beside its illustration;
 * - `marquee`: a centred hero over a full-width illustration;
 * - `stage`: the illustration framed in a card beside an offer "ticket".
 */
export const LAYOUTS = ["spotlight", "marquee", "stage"] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Shapes {
  /** Corner radius of cards, fields and dialogs. */
  radius: string;
  /**
   * - `pill`: fully rounded, flat;
   * - `raised`: rounded with a hard drop edge, like an arcade key;
   * - `glow`: square-cornered with a neon glow;
   * - `slant`: a parallelogram;
   * - `classic`: the brand radius, flat with a thin inner rim.
   */
  button: "pill" | "raised" | "glow" | "slant" | "classic";
  /**
   * - `soft`: filled surface with a soft shadow;
   * - `outlined`: a border, no shadow;
   * - `glow`: a border that lights up in the accent colour;
   * - `framed`: a double rim, like a framed print.
   */
  card: "soft" | "outlined" | "glow" | "framed";
}

/** A logo mark: shapes on a 48×48 grid, each painted with one palette colour. */
export interface LogoMark {
  shapes: { d: string; paint: "primary" | "accent" | "text" | "surface" }[];
}

/**
 * The brand name set as a wordmark in the heading face: the first `split` characters in the primary
 * colour and the rest in the text colour (0 draws it all in one colour, with `style` deciding).
 */
export interface Wordmark {
  split: number;
  style: "two-tone" | "gradient" | "outline-shadow";
  italic: boolean;
}

/**
 * The company that runs the brand, as the legal pages and emails name it. Out of the box these are
 * placeholders an operator replaces (`OPERATOR_CONFIG`, docs/operations.md).
 */
export interface Operator {
  legalName: string;
  /** Postal address, one line each: also where no-purchase-necessary requests are mailed. */
  address: string[];
  supportEmail: string;
  /** The sender of the brand's email. */
  mailFrom: { name: string; address: string };
}

export interface Brand {
  id: ThemeId;
  displayName: string;
  colorScheme: "dark" | "light";
  palette: Palette;
  typography: Typography;
  shapes: Shapes;
  layout: Layout;
  logo: LogoMark;
  wordmark: Wordmark;
  operator: Operator;
}

/** Danger and success colours that stay readable on a dark or a light background. */
export const STATUS_COLORS = {
  dark: { danger: "#ff5c6c", success: "#3ddc97" },
  light: { danger: "#c62839", success: "#127a4b" },
} as const;

/**
 * Placeholder operator details for a brand whose site answers at `domain`: a reserved `.example`
 * domain and an address that is obviously not real, so nobody mistakes them for an operator's own.
 */
export function placeholderOperator(brandName: string, domain: string): Operator {
  return {
    legalName: `${brandName} Operations LLC`,
    address: ["1200 Example Street, Suite 400", "Wilmington, DE 19801", "United States"],
    supportEmail: `support@${domain}`,
    mailFrom: { name: brandName, address: `no-reply@${domain}` },
  };
}
