/**
 * Which draws each kind of step makes, in order, as the engine makes them (`engine/reels.ts`,
 * `engine/hold-and-win.ts`, `engine/scratch.ts`, `engine/tumble.ts` with `engine/tumble-step.ts`):
 * what a maths sheet publishes so a round can be replayed without the code. The worked example and
 * the sheet tests hold it to the engine.
 */
import { payTableOf } from "../engine/pay-table.ts";
import { buyPlacement, type SpinKind, stripsFor } from "../engine/reels.ts";
import type { PlayableTitle, ReelMaths, TumbleMaths } from "../titles/title.ts";
import type { CascadePhase, DrawOrderKey, DrawPhase } from "./sheet.ts";

const SCRATCH_CELLS = 9;
const SCRATCH_MATCH = 3;

const totalWeight = (entries: readonly { weight: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.weight, 0);

export function drawOrderOf(
  title: PlayableTitle,
): Partial<Record<DrawOrderKey, (DrawPhase | CascadePhase)[]>> {
  const { maths } = title;
  if (maths.kind === "scratch") {
    return {
      scratch: [
        { kind: "scratchPrize", totalWeight: totalWeight(maths.prizes) },
        {
          kind: "scratchPrizeCells",
          ranges: Array.from({ length: SCRATCH_MATCH }, (_, shown) => SCRATCH_CELLS - shown),
        },
        { kind: "scratchFill", cells: SCRATCH_CELLS },
      ],
    };
  }
  if (maths.kind === "tumble") return cascadeOrder(title, maths);
  const order: Partial<Record<DrawOrderKey, DrawPhase[]>> = { spin: spinPhases(title, maths, "spin") };
  if (title.info.ante) order.ante = spinPhases(title, maths, "ante");
  if (maths.buyPlacements !== null) order.buy = spinPhases(title, maths, "buy");
  if (maths.buyPlacements !== null && title.info.superBuy) {
    order.superBuy = spinPhases(title, maths, "buy", title.info.superBuy.multiplier);
  }
  if (title.info.freeSpins !== null) order.freeSpin = spinPhases(title, maths, "freeSpin");
  const cash = payTableOf(title).cash;
  if (maths.holdAndWin !== null && cash !== null) {
    order.respin = [
      {
        kind: "respinCells",
        cashSymbol: cash,
        totalWeight: totalWeight(maths.holdAndWin.respinCell),
        valueTotalWeight: totalWeight(maths.holdAndWin.values),
      },
    ];
  }
  return order;
}

function spinPhases(
  title: PlayableTitle,
  maths: ReelMaths,
  kind: SpinKind,
  freeSpinsFrom?: number,
): DrawPhase[] {
  const placement = kind === "buy" ? buyPlacement(title, maths) : null;
  const phases: DrawPhase[] = [];
  if (maths.reelHeights !== undefined) {
    phases.push({
      kind: "reelHeights",
      reels: maths.reelHeights.map((heights) => heights.map((entry) => ({ ...entry }))),
    });
  }
  phases.push({
    kind: "reelStops",
    strips: stripsNamed(maths, kind),
    ranges: stripsFor(maths, kind).map((strip) => strip.length),
    rows: title.info.rows,
    placement:
      placement === null
        ? null
        : {
            symbol: placement.symbol,
            perReel: [...placement.perReel],
            ...(freeSpinsFrom === undefined ? {} : { freeSpinsFrom }),
          },
  });
  const cash = payTableOf(title).cash;
  if (maths.holdAndWin !== null && cash !== null) {
    phases.push({ kind: "cashValues", symbol: cash, totalWeight: totalWeight(maths.holdAndWin.values) });
  }
  return phases;
}

/** Which strips a spin of `kind` stops on, as `stripsFor` picks them. */
function stripsNamed(maths: ReelMaths, kind: SpinKind): "base" | "freeSpin" | "ante" {
  if (kind === "freeSpin" && maths.freeSpinStrips !== null) return "freeSpin";
  if (kind === "ante" && maths.anteStrips) return "ante";
  return "base";
}

/** A tumble title's steps: the first grid, a bought spin's scatters, then the cascade's refills. */
function cascadeOrder(
  title: PlayableTitle,
  maths: TumbleMaths,
): Partial<Record<DrawOrderKey, CascadePhase[]>> {
  const table = payTableOf(title);
  const grid = (cells: "baseCells" | "freeSpinCells"): CascadePhase => ({
    kind: "cellGrid",
    cells,
    table: maths[cells].map((entry) => ({ ...entry })),
    totalWeight: totalWeight(maths[cells]),
    reels: title.info.reels,
    rows: title.info.rows,
    multiplier:
      table.multiplier === null
        ? null
        : {
            symbol: table.multiplier,
            values: maths.multiplierValues.map((entry) => ({ ...entry })),
            totalWeight: totalWeight(maths.multiplierValues),
          },
  });
  const tumbles = (cells: "baseCells" | "freeSpinCells"): CascadePhase => ({
    kind: "tumbles",
    cells,
    pays: "count",
  });
  const order: Partial<Record<DrawOrderKey, CascadePhase[]>> = {
    spin: [grid("baseCells"), tumbles("baseCells")],
  };
  if (maths.buyScatters !== null && table.scatter !== null) {
    order.buy = [
      grid("baseCells"),
      {
        kind: "scatterPlacement",
        symbol: table.scatter,
        upTo: maths.buyScatters,
        cells: title.info.reels * title.info.rows,
      },
      tumbles("baseCells"),
    ];
  }
  if (title.info.freeSpins !== null) order.freeSpin = [grid("freeSpinCells"), tumbles("freeSpinCells")];
  return order;
}
