/**
 * A brand's look translated for email (ADR 091). The site paints a brand on its own background;
 * an email's content sits on white, where a dark brand's light link or heading colours would not
 * read. So the header band keeps the brand's own background and colours, and every colour used on
 * the white card is checked against white (WCAG AA, 4.5:1) and darkened in its own hue until it reads.
 */
import type { Brand, FontFace } from "@reelhouse/contract/brands";

const WHITE = "#ffffff";
/** WCAG 2.x AA for body-size text. */
const MIN_TEXT_CONTRAST = 4.5;
/** Below this contrast with white, a filled shape's edge is hard to make out (neon green, yellow). */
const PALE_ON_WHITE = 1.6;

export interface EmailLook {
  /** The header band: the brand's page background, with the logo and wordmark on it. */
  band: { background: string; stripe: string };
  wordmark: {
    /** The name in two colours, as the site's wordmark draws it. */
    lead: { text: string; color: string };
    rest: { text: string; color: string };
    fontFamily: string;
    italic: boolean;
    uppercase: boolean;
  };
  /** Headings on the white card. */
  ink: string;
  /** Links on the white card. */
  link: string;
  button: { background: string; color: string; borderRadius: string; edge: string | null };
  fontFamily: string;
}

export function emailLook(brand: Brand): EmailLook {
  const { palette, typography, wordmark, displayName } = brand;
  // Split 0 (the gradient styles) draws the whole name in the primary colour.
  const split = wordmark.split || displayName.length;
  return {
    band: { background: palette.bg, stripe: palette.primary },
    wordmark: {
      lead: { text: displayName.slice(0, split), color: palette.primary },
      rest: { text: displayName.slice(split), color: palette.text },
      fontFamily: fontStack(typography.heading),
      italic: wordmark.italic,
      uppercase: typography.headingCase === "uppercase",
    },
    // A dark brand's background is its deepest colour; a light brand's text colour is.
    ink: readableOnWhite(brand.colorScheme === "dark" ? palette.bg : palette.text),
    link: readableOnWhite(closestToReadable([palette.link, palette.primary, palette.accent])),
    button: {
      background: palette.primary,
      color: palette.primaryText,
      borderRadius: brand.shapes.button === "pill" ? "999px" : brand.shapes.radius,
      // Raised buttons keep the site's arcade-key bottom edge, in a darker shade; so does a pale
      // button, which on white would otherwise have no visible shape.
      edge:
        brand.shapes.button === "raised" || contrast(palette.primary, WHITE) < PALE_ON_WHITE
          ? shade(palette.primary)
          : null,
    },
    fontFamily: fontStack(typography.body),
  };
}

/** Mail clients cannot load the site's web fonts; the brand's face is used where installed. */
function fontStack(face: FontFace): string {
  const fallback = SERIF_FACES.has(face)
    ? "Georgia, 'Times New Roman', serif"
    : "'Helvetica Neue', Helvetica, Arial, sans-serif";
  return `'${face}', ${fallback}`;
}
const SERIF_FACES = new Set<FontFace>(["Cinzel", "Playfair Display"]);

/** The colour that needs the least darkening to read on white (its hue survives best). */
function closestToReadable(colors: string[]): string {
  return colors.reduce((best, color) => (luminance(color) < luminance(best) ? color : best));
}

/** The colour itself when it reads on white, else its lightest shade (towards black) that does. */
function readableOnWhite(color: string): string {
  const rgb = channels(color);
  for (let scale = 1; scale > 0; scale -= 0.02) {
    const candidate = hex(rgb.map((channel) => channel * scale));
    if (contrast(candidate, WHITE) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return "#000000";
}

function shade(color: string): string {
  return hex(channels(color).map((channel) => channel * 0.72));
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function channels(color: string): number[] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) throw new Error(`Not a #rrggbb colour: ${color}`);
  return match.slice(1).map((pair) => Number.parseInt(pair, 16));
}

function hex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
