/**
 * The brands' typefaces (the contract's FONT_FACES), self-hosted from Fontsource packages: fonts.css
 * declares every face with `font-display: swap`, and a browser downloads only the files the page's
 * text uses, Latin subset only for en and es. Here each face gets its CSS stack and the file a page
 * preloads when the face sets its headings. Server only: the root loader sends the request's brand
 * its stacks and its one preload, so the browser never loads this map of twelve files.
 */
import bebasNeue from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url";
import lilitaOne from "@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff2?url";
import luckiestGuy from "@fontsource/luckiest-guy/files/luckiest-guy-latin-400-normal.woff2?url";
import rajdhani from "@fontsource/rajdhani/files/rajdhani-latin-700-normal.woff2?url";
import baloo2 from "@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2?url";
import cinzel from "@fontsource-variable/cinzel/files/cinzel-latin-wght-normal.woff2?url";
import dmSans from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import fredoka from "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import montserrat from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import nunito from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import playfairDisplay from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import type { FontFace } from "@reelhouse/contract/brands";
import type { Theme, ThemeFonts } from "./theme.ts";

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';

interface FontFile {
  /** The family name fonts.css declares (Fontsource names variable fonts "… Variable"). */
  family: string;
  fallback: string;
  /** The Latin file, for `<link rel="preload">`. */
  url: string;
}

const FONT_FILES: Readonly<Record<FontFace, FontFile>> = {
  "Baloo 2": { family: "Baloo 2 Variable", fallback: SANS_FALLBACK, url: baloo2 },
  Cinzel: { family: "Cinzel Variable", fallback: SERIF_FALLBACK, url: cinzel },
  "Bebas Neue": { family: "Bebas Neue", fallback: `"Arial Narrow", ${SANS_FALLBACK}`, url: bebasNeue },
  "Lilita One": { family: "Lilita One", fallback: SANS_FALLBACK, url: lilitaOne },
  Fredoka: { family: "Fredoka Variable", fallback: SANS_FALLBACK, url: fredoka },
  "Luckiest Guy": { family: "Luckiest Guy", fallback: SANS_FALLBACK, url: luckiestGuy },
  Montserrat: { family: "Montserrat Variable", fallback: SANS_FALLBACK, url: montserrat },
  "Playfair Display": { family: "Playfair Display Variable", fallback: SERIF_FALLBACK, url: playfairDisplay },
  Rajdhani: { family: "Rajdhani", fallback: `"Arial Narrow", ${SANS_FALLBACK}`, url: rajdhani },
  Nunito: { family: "Nunito Variable", fallback: SANS_FALLBACK, url: nunito },
  Inter: { family: "Inter Variable", fallback: SANS_FALLBACK, url: inter },
  "DM Sans": { family: "DM Sans Variable", fallback: SANS_FALLBACK, url: dmSans },
};

/** The CSS `font-family` value for a face, with a system fallback while it loads. */
function fontStack(face: FontFace): string {
  const file = FONT_FILES[face];
  return `"${file.family}", ${file.fallback}`;
}

/** The brand's two stacks, and the headline file to preload: the first text seen is a headline. */
export function brandFonts(theme: Theme): ThemeFonts {
  return {
    heading: fontStack(theme.typography.heading),
    body: fontStack(theme.typography.body),
    preload: FONT_FILES[theme.typography.heading].url,
  };
}
