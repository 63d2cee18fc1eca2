import { cosmicScratch } from "./cosmic-scratch.ts";
import { dragonsHoard } from "./dragons-hoard.ts";
import { goldRushExpress } from "./gold-rush-express.ts";
import { luckyLanterns } from "./lucky-lanterns.ts";
import { midnightFruits } from "./midnight-fruits.ts";
import { savannaSunrise } from "./savanna-sunrise.ts";
import { stormForge } from "./storm-forge.ts";
import { sunkenFortune } from "./sunken-fortune.ts";
import type { Title } from "./title.ts";
import { vikingVoyage } from "./viking-voyage.ts";

/** The house studio's titles, in lobby order. */
export const TITLES: readonly Title[] = [
  luckyLanterns,
  midnightFruits,
  vikingVoyage,
  savannaSunrise,
  sunkenFortune,
  dragonsHoard,
  goldRushExpress,
  stormForge,
  cosmicScratch,
];

export function findTitle(id: string): Title | undefined {
  return TITLES.find((title) => title.info.id === id);
}
