/**
 * The symbols the reels draw: the title's own, and a cash symbol that pays a jackpot shown as that
 * tier's coin (under an id of its own, so every reel and board draws it the same way).
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { JackpotTier, TitleArt } from "./art/index.ts";
import type { ReelArt } from "./reel.ts";
import type { TitleTextures } from "./textures.ts";

/** Cash symbols show a jackpot tier's own art under this id prefix. */
const JACKPOT_PREFIX = "jackpot:";

/** The grid with cash that pays a jackpot shown as that tier's coin. */
export function displayGrid(step: Pick<StepOutcome, "grid" | "cash">): string[][] {
  const grid = step.grid.map((column) => [...column]);
  for (const cash of step.cash) {
    const column = grid[cash.reel];
    if (cash.jackpot && column) column[cash.row] = `${JACKPOT_PREFIX}${cash.jackpot}`;
  }
  return grid;
}

export function symbolArt(art: TitleArt, textures: TitleTextures): ReelArt {
  const known = new Set(art.symbolIds);
  const jackpotTexture = (id: string) =>
    id.startsWith(JACKPOT_PREFIX) ? textures.jackpot(id.slice(JACKPOT_PREFIX.length) as JackpotTier) : null;
  return {
    symbol: (id) => (known.has(id) ? textures.symbol(id) : jackpotTexture(id)),
    blurred: (id) => (known.has(id) ? textures.blurred(id) : jackpotTexture(id)),
  };
}
