import { cosmicScratch } from "./cosmic-scratch.ts";
import { dragonsHoard } from "./dragons-hoard.ts";
import { goldRushExpress } from "./gold-rush-express.ts";
import { luckyLanterns } from "./lucky-lanterns.ts";
import { midnightFruits } from "./midnight-fruits.ts";
import { potionParlour } from "./potion-parlour.ts";
import { savannaSunrise } from "./savanna-sunrise.ts";
import { starQuarry } from "./star-quarry.ts";
import { stormForge } from "./storm-forge.ts";
import { sugarStorm } from "./sugar-storm.ts";
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
  starQuarry,
  sugarStorm,
  potionParlour,
];

/**
 * Titles whose maths is finished but whose game client is not: the RTP tool and the tests play them,
 * while the lobby, the server and the fairness page know only `TITLES`.
 */
export const TITLES_IN_DEVELOPMENT: readonly Title[] = [];

export function findTitle(id: string): Title | undefined {
  return TITLES.find((title) => title.info.id === id);
}
