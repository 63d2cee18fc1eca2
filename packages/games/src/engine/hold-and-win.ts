/**
 * Hold and win. Enough cash symbols in a spin start respins; the cash stays held and every other
 * cell is drawn again on each respin (from the title's respin cell table); any cash landing holds
 * and resets the respins to the title's count. The feature ends when the respins run out or every
 * cell is cash, and then pays the sum of the cash (jackpot cash pays its jackpot), plus the grand
 * jackpot when every cell is filled.
 */
import type { CashValue, ReelMaths } from "../titles/title.ts";
import { cellsShowing } from "./scatter.ts";
import type { CashCell, Draw, FeatureEvent, JackpotTier, TitleInfo } from "./types.ts";
import { drawWeighted } from "./weighted.ts";

type HoldAndWinInfo = NonNullable<TitleInfo["holdAndWin"]>;
type HoldAndWinMaths = NonNullable<ReelMaths["holdAndWin"]>;

export function cashUnits(value: CashValue, info: HoldAndWinInfo): number {
  return typeof value === "number" ? value : info.jackpots[value];
}

function drawCash(
  reel: number,
  row: number,
  info: HoldAndWinInfo,
  maths: HoldAndWinMaths,
  draw: Draw,
): CashCell {
  const { value } = drawWeighted(maths.values, draw);
  return typeof value === "number"
    ? { reel, row, units: value, jackpot: null }
    : { reel, row, units: cashUnits(value, info), jackpot: value };
}

/** A value for each cash symbol on a spin's grid, reel by reel, top to bottom. */
export function valueLandedCash(
  grid: readonly (readonly string[])[],
  cashSymbol: string,
  info: HoldAndWinInfo,
  maths: HoldAndWinMaths,
  draw: Draw,
): CashCell[] {
  return cellsShowing(grid, cashSymbol).map(([reel, row]) => drawCash(reel, row, info, maths, draw));
}

export interface RespinResult {
  grid: string[][];
  /** Held cash, then what landed, reel by reel. */
  cash: CashCell[];
  landed: number;
}

/** Draws every cell not held, reel by reel, top to bottom. */
export function respin(
  held: readonly CashCell[],
  cashSymbol: string,
  shape: { reels: number; rows: number },
  info: HoldAndWinInfo,
  maths: HoldAndWinMaths,
  draw: Draw,
): RespinResult {
  const cash = [...held];
  const isHeld = (reel: number, row: number) => held.some((cell) => cell.reel === reel && cell.row === row);
  let landed = 0;
  const grid = Array.from({ length: shape.reels }, (_, reel) =>
    Array.from({ length: shape.rows }, (_, row) => {
      if (isHeld(reel, row)) return cashSymbol;
      const { symbol } = drawWeighted(maths.respinCell, draw);
      if (symbol === cashSymbol) {
        cash.push(drawCash(reel, row, info, maths, draw));
        landed += 1;
      }
      return symbol;
    }),
  );
  return { grid, cash, landed };
}

/** What the held cash pays when the feature ends, with a jackpot event for each jackpot won. */
export function payHeldCash(
  cash: readonly CashCell[],
  cells: number,
  info: HoldAndWinInfo,
): { units: number; events: FeatureEvent[] } {
  const events: FeatureEvent[] = [];
  let units = 0;
  const won = (tier: JackpotTier, jackpotUnits: number) =>
    events.push({ type: "jackpot", tier, units: jackpotUnits });
  for (const cell of cash) {
    units += cell.units;
    if (cell.jackpot !== null) won(cell.jackpot, cell.units);
  }
  if (cash.length === cells) {
    units += info.jackpots.grand;
    won("grand", info.jackpots.grand);
  }
  return { units, events };
}
