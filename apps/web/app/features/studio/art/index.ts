/**
 * The house studio's art: every title's symbols, scene, logo, lobby thumbnail and palette, drawn as
 * SVG markup by code. The game client turns the strings into textures (data or Blob URLs).
 */
import { cosmicScratch } from "./cosmic-scratch.ts";
import { dragonsHoard } from "./dragons-hoard.ts";
import { goldRushExpress } from "./gold-rush-express.ts";
import { luckyLanterns } from "./lucky-lanterns.ts";
import { midnightFruits } from "./midnight-fruits.ts";
import { potionParlour } from "./potion-parlour.ts";
import { savannaSunrise } from "./savanna-sunrise.ts";
import type { TitleArt } from "./shared/title.ts";
import { starQuarry } from "./star-quarry.ts";
import { stormForge } from "./storm-forge.ts";
import { sugarStorm } from "./sugar-storm.ts";
import { sunkenFortune } from "./sunken-fortune.ts";
import { vikingVoyage } from "./viking-voyage.ts";

export type { JackpotTier, TitleArt, TitlePalette } from "./shared/title.ts";

const TITLE_ART: Readonly<Record<string, TitleArt>> = {
  "lucky-lanterns": luckyLanterns,
  "midnight-fruits": midnightFruits,
  "viking-voyage": vikingVoyage,
  "savanna-sunrise": savannaSunrise,
  "sunken-fortune": sunkenFortune,
  "dragons-hoard": dragonsHoard,
  "gold-rush-express": goldRushExpress,
  "cosmic-scratch": cosmicScratch,
  "star-quarry": starQuarry,
  "storm-forge": stormForge,
  "sugar-storm": sugarStorm,
  "potion-parlour": potionParlour,
};

export function titleArt(gameId: string): TitleArt {
  const art = TITLE_ART[gameId];
  if (!art) throw new Error(`No art for game "${gameId}"`);
  return art;
}
