/**
 * One step of a tumble title (scatter pays, or cluster pays on a `cluster` title): the grid lands
 * (a bought spin then places scatters until it shows the buy's count), the cascade tumbles until a
 * grid pays nothing, and then:
 * - the scatters on the last grid pay and start free spins (or, in free spins, add spins);
 * - when the cascade won and multiplier symbols show on the last grid, their sum multiplies the
 *   cascade's win: in the base game the sum itself, in free spins a running total that starts at
 *   ×1 and grows by each winning cascade's sum. The scatter pay is never multiplied;
 * - on a title with multiplier spots (`spots.ts`), each win pays times the spots under it; the
 *   spots start clear on a base-game spin, and free spins carry them from one spin to the next in
 *   their state.
 * Draws: the grid and its refills in the cascade's order (tumble.ts); a bought spin's scatters
 * right after the first grid, one `int(cells not showing a scatter)` each, reel by reel, top to
 * bottom. Spots draw nothing. A cascade whose wins alone reach the round's cap stops at that tumble
 * (the cap pays).
 */
import type { TumbleMaths } from "../titles/title.ts";
import { evaluateClusters } from "./clusters.ts";
import { spinsAwarded } from "./free-spins.ts";
import type { PayTable } from "./pay-table.ts";
import { evaluateScatter } from "./scatter.ts";
import { clearSpots, spotsInPlay } from "./spots.ts";
import {
  type CellSource,
  drawLiveGrid,
  type Evaluator,
  evaluateCounts,
  type LiveGrid,
  playCascade,
  tumbleUnits,
} from "./tumble.ts";
import type { Draw, FeatureEvent, FeatureState, Step, TitleRules } from "./types.ts";

type FreeSpinsState = Extract<FeatureState, { kind: "freeSpins" }>;
export type TumbleSpinKind = "spin" | "buy" | "freeSpin";

export function cellSourceFor(maths: TumbleMaths, table: PayTable, kind: TumbleSpinKind): CellSource {
  return {
    cells: kind === "freeSpin" ? maths.freeSpinCells : maths.baseCells,
    multiplierValues: maths.multiplierValues,
    multiplier: table.multiplier,
  };
}

/** A bought spin's scatters: placed one by one on cells drawn among those not showing one. */
export function placeScatters(grid: LiveGrid, scatter: string, wanted: number, draw: Draw): void {
  for (;;) {
    const open: [number, number][] = [];
    grid.symbols.forEach((column, reel) => {
      column.forEach((shown, row) => {
        if (shown !== scatter) open.push([reel, row]);
      });
    });
    const showing = grid.symbols.length * (grid.symbols[0]?.length ?? 0) - open.length;
    if (showing >= wanted || open.length === 0) return;
    const [reel, row] = open[draw.int(open.length)] as [number, number];
    (grid.symbols[reel] as string[])[row] = scatter;
    (grid.values[reel] as number[])[row] = 0;
  }
}

/** What pays on a tumble title's grid: clusters of touching cells, or symbols counted anywhere. */
function evaluatorFor(info: TitleRules, table: PayTable): Evaluator {
  return info.mechanic === "cluster"
    ? (symbols) => evaluateClusters(symbols, table)
    : (symbols) => evaluateCounts(symbols, table);
}

/** Spins awarded for the scatters a step ends with: retriggers from their own table, if any. */
function awardFor(freeSpins: NonNullable<TitleRules["freeSpins"]>, kind: TumbleSpinKind, scatters: number) {
  if (kind !== "freeSpin") return spinsAwarded(freeSpins, scatters);
  if (!freeSpins.retrigger) return 0;
  return spinsAwarded({ ...freeSpins, awards: freeSpins.retriggerAwards ?? freeSpins.awards }, scatters);
}

export function playTumbleSpin(
  info: TitleRules,
  maths: TumbleMaths,
  table: PayTable,
  kind: TumbleSpinKind,
  state: FreeSpinsState | null,
  draw: Draw,
): Step {
  const source = cellSourceFor(maths, table, kind);
  const grid = drawLiveGrid(source, info.reels, info.rows, draw);
  if (kind === "buy" && maths.buyScatters !== null && table.scatter !== null) {
    placeScatters(grid, table.scatter, maths.buyScatters, draw);
  }
  const paidBefore = state?.winUnits ?? 0;
  const spots = info.multiplierSpots
    ? spotsInPlay(state?.spots ?? clearSpots(info.reels, info.rows), info.multiplierSpots.max)
    : null;
  const tumbles = playCascade(
    grid,
    source,
    evaluatorFor(info, table),
    draw,
    (units) => paidBefore + units >= info.maxWinUnits,
    spots?.meet,
  );
  const last = tumbles[tumbles.length - 1] as (typeof tumbles)[number];
  const wins = tumbles.flatMap((tumble) => tumble.wins);
  const cascadeWin = tumbles.reduce((sum, tumble) => sum + tumbleUnits(tumble), 0);
  const multiplierSum = last.multipliers.reduce((sum, cell) => sum + cell.value, 0);
  const isMultiplied = cascadeWin > 0 && multiplierSum > 0;
  const total = state === null ? null : state.multiplier + (isMultiplied ? multiplierSum : 0);
  const multiplier = isMultiplied ? (total ?? multiplierSum) : 1;
  const scatter = evaluateScatter(last.grid, table);
  const winUnits = cascadeWin * multiplier + (scatter?.units ?? 0);
  const roundWin = (state?.winUnits ?? 0) + winUnits;
  const events: FeatureEvent[] = [];
  let next: FeatureState | null = null;
  const { freeSpins } = info;
  if (freeSpins !== null) {
    const awarded = awardFor(freeSpins, kind, scatter?.count ?? 0);
    if (awarded > 0) events.push({ type: "freeSpinsAwarded", spins: awarded });
    if (state !== null) {
      const left = state.left - 1 + awarded;
      next =
        left > 0
          ? {
              kind: "freeSpins",
              left,
              total: state.total + awarded,
              multiplier: total ?? state.multiplier,
              winUnits: roundWin,
              ...(spots === null ? {} : { spots: spots.levels() }),
            }
          : null;
      if (next === null) events.push({ type: "featureEnded", winUnits: roundWin });
    } else if (awarded > 0) {
      next = {
        kind: "freeSpins",
        left: awarded,
        total: awarded,
        multiplier: freeSpins.multiplier,
        winUnits: roundWin,
        ...(spots === null ? {} : { spots: clearSpots(info.reels, info.rows) }),
      };
    }
  }
  return {
    kind,
    grid: tumbles[0]?.grid ?? last.grid,
    cash: [],
    wins,
    scatter,
    multiplier,
    winUnits,
    events,
    state: next,
    cascade: { tumbles, multiplierSum },
  };
}
