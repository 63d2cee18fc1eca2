/**
 * What a title's art module provides, and the assembly every title shares: symbol lookup, the
 * landscape and portrait scenes, the logo, and the lobby thumbnail and catalogue tile composed
 * from them.
 */
import { nest, SvgCanvas } from "./svg.ts";

export type JackpotTier = "mini" | "minor" | "major" | "grand";

/** Colours the game client paints its own chrome with, in the title's style (`#rrggbb`). */
export interface TitlePalette {
  /** Reel frame: its body, lit edge and shadowed edge. */
  frame: string;
  frameLight: string;
  frameDark: string;
  /** Behind the symbols, and the lines between reels. */
  reelBackground: string;
  reelDivider: string;
  text: string;
  textMuted: string;
  /** Amounts, counters and other figures that should stand out. */
  accent: string;
  /** Outline of winning symbols and paylines, and the halo around them. */
  winHighlight: string;
  winGlow: string;
  /** The spin button and other primary buttons. */
  button: string;
  buttonLight: string;
  buttonText: string;
}

export interface TitleArt {
  readonly palette: TitlePalette;
  /** Every symbol id this title draws. */
  readonly symbolIds: readonly string[];
  /** A 256 × 256 symbol on a transparent background; throws for an id the title does not have. */
  symbol(id: string): string;
  /** Hold-and-win titles: the cash symbol carrying a jackpot tier's name. */
  cashJackpot?(tier: JackpotTier): string;
  /** The game's scene, 1920 × 1080. */
  background(): string;
  /** The same scene composed for a phone held upright, 1080 × 1920. */
  backgroundPortrait(): string;
  /** The title's wordmark, 800 × 240. */
  logo(): string;
  /** Lobby key art, 400 × 300. */
  thumbnail(): string;
  /** The catalogue tile, 300 × 400 (3:4 portrait): the build renders it to the lobby's images. */
  tile(): string;
}

type Draw = (c: SvgCanvas) => string;

export interface TitleDesign {
  /** Short prefix for every id the title's drawings use, unique in the studio. */
  key: string;
  palette: TitlePalette;
  symbols: Readonly<Record<string, Draw>>;
  cashJackpot?: (c: SvgCanvas, tier: JackpotTier) => string;
  scene: (c: SvgCanvas, width: number, height: number) => string;
  logo: Draw;
  /** The symbol that stars in the thumbnail. */
  hero: string;
}

export const SYMBOL_SIZE = 256;

function drawing(prefix: string, width: number, height: number, draw: Draw): string {
  const c = new SvgCanvas(prefix);
  const body = draw(c);
  return c.render(width, height, body);
}

export function defineTitle(design: TitleDesign): TitleArt {
  const { key } = design;
  const symbolSvg = (id: string, prefix: string): string => {
    const draw = design.symbols[id];
    if (!draw) throw new Error(`No art for symbol "${id}" in ${key}`);
    return drawing(prefix, SYMBOL_SIZE, SYMBOL_SIZE, draw);
  };
  const scene = (prefix: string, width: number, height: number) =>
    drawing(prefix, width, height, (c) => design.scene(c, width, height));
  const logo = (prefix: string) => drawing(prefix, 800, 240, design.logo);
  const cashJackpot = design.cashJackpot;
  const spotlight = (c: SvgCanvas) =>
    c.radial([
      [0, "#ffffff", 0.45],
      [0.5, design.palette.winGlow, 0.25],
      [1, design.palette.winGlow, 0],
    ]);
  return {
    palette: design.palette,
    symbolIds: Object.keys(design.symbols),
    symbol: (id) => symbolSvg(id, `${key}-${id}`),
    ...(cashJackpot
      ? {
          cashJackpot: (tier: JackpotTier) =>
            drawing(`${key}-jp-${tier}`, SYMBOL_SIZE, SYMBOL_SIZE, (c) => cashJackpot(c, tier)),
        }
      : {}),
    background: () => scene(`${key}-bg`, 1920, 1080),
    backgroundPortrait: () => scene(`${key}-bgp`, 1080, 1920),
    logo: () => logo(`${key}-logo`),
    thumbnail: () =>
      drawing(`${key}-th`, 400, 300, (c) => {
        const floor = c.linear([
          [0, "#000000", 0],
          [1, "#000000", 0.75],
        ]);
        return (
          nest(scene(`${key}-th-bg`, 1920, 1080), 0, 0, 400, 300, "xMidYMid slice") +
          `<ellipse cx="200" cy="100" rx="130" ry="100" fill="${spotlight(c)}"/>` +
          `<rect y="150" width="400" height="150" fill="${floor}"/>` +
          nest(symbolSvg(design.hero, `${key}-th-hero`), 105, 0, 190, 190) +
          nest(logo(`${key}-th-logo`), 4, 172, 392, 118)
        );
      }),
    // The same pieces stacked for a portrait tile: the upright scene, the hero in its spotlight,
    // the wordmark across the foot.
    tile: () =>
      drawing(`${key}-tile`, 300, 400, (c) => {
        const floor = c.linear([
          [0, "#000000", 0],
          [0.45, "#000000", 0.55],
          [1, "#000000", 0.85],
        ]);
        return (
          nest(scene(`${key}-tile-bg`, 1080, 1920), 0, 0, 300, 400, "xMidYMid slice") +
          `<ellipse cx="150" cy="150" rx="140" ry="130" fill="${spotlight(c)}"/>` +
          `<rect y="220" width="300" height="180" fill="${floor}"/>` +
          nest(symbolSvg(design.hero, `${key}-tile-hero`), 40, 36, 220, 220) +
          nest(logo(`${key}-tile-logo`), 6, 262, 288, 118)
        );
      }),
  };
}
