/**
 * Plays one step of a round: the first spin (or bought spin, or scratch card), then each free spin
 * or respin from the feature state the step before left. Pure: the same title, request and draws
 * always give the same step, which is what lets a player replay a round from its seeds.
 */
import type { PlayableTitle, ReelMaths } from "../titles/title.ts";
import { nextMultiplier, spinsAwarded } from "./free-spins.ts";
import { payHeldCash, respin, valueLandedCash } from "./hold-and-win.ts";
import { evaluateLines } from "./lines.ts";
import { type PayTable, payTableOf } from "./pay-table.ts";
import { drawReelHeights } from "./reel-heights.ts";
import { buyPlacement, drawGrid, type SpinKind, stripsFor } from "./reels.ts";
import { evaluateScatter } from "./scatter.ts";
import { playScratch } from "./scratch.ts";
import { playTumbleSpin } from "./tumble-step.ts";
import type { Draw, FeatureEvent, FeatureState, Step, StepRequest } from "./types.ts";
import { evaluateWays } from "./ways.ts";

/** A request the title cannot play (a buy it does not offer, a state it does not have). */
export class StepRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StepRequestError";
  }
}

type FreeSpinsState = Extract<FeatureState, { kind: "freeSpins" }>;
type RespinsState = Extract<FeatureState, { kind: "respins" }>;

export function playStep(title: PlayableTitle, request: StepRequest, draw: Draw): Step {
  const { maths } = title;
  const table = payTableOf(title);
  const { state } = request;
  if (maths.kind === "scratch") {
    if (state !== null || request.buy || request.ante || request.buyTier !== undefined)
      throw new StepRequestError("A scratch card is played in one step");
    return capRoundWin(title, null, playScratch(maths, table, draw));
  }
  if (maths.kind === "tumble") {
    // No tumble title has an ante bet or a super buy: the first step refuses them as it refuses a buy.
    if (request.ante) throw new StepRequestError(`${title.info.id} has no ante bet`);
    if (request.buyTier === "super") throw new StepRequestError(`${title.info.id} has no super bonus buy`);
    if (state === null) {
      if (request.buy && maths.buyScatters === null)
        throw new StepRequestError(`${title.info.id} has no bonus buy`);
      return capRoundWin(
        title,
        null,
        playTumbleSpin(title.info, maths, table, request.buy ? "buy" : "spin", null, draw),
      );
    }
    if (request.buy) throw new StepRequestError("Only a round's first step can buy the feature");
    if (state.left < 1) throw new StepRequestError("The feature has no steps left");
    if (state.kind !== "freeSpins" || title.info.freeSpins === null)
      throw new StepRequestError(`${title.info.id} has no ${state.kind}`);
    return capRoundWin(title, state, playTumbleSpin(title.info, maths, table, "freeSpin", state, draw));
  }
  if (state === null) {
    const kind = firstSpinKind(title, maths, request);
    const start = request.buyTier === "super" ? title.info.superBuy?.multiplier : undefined;
    return capRoundWin(title, null, playSpin(title, maths, table, kind, null, draw, start));
  }
  if (request.buy || request.ante || request.buyTier !== undefined)
    throw new StepRequestError("Only a round's first step can buy the feature or take the ante bet");
  if (state.left < 1) throw new StepRequestError("The feature has no steps left");
  if (state.kind === "freeSpins") {
    if (title.info.freeSpins === null) throw new StepRequestError(`${title.info.id} has no free spins`);
    return capRoundWin(title, state, playSpin(title, maths, table, "freeSpin", state, draw));
  }
  return capRoundWin(title, state, playRespin(title, maths, table, state, draw));
}

/** What a round's first spin is: a buy (of either tier), a spin with the ante bet, or a spin. */
function firstSpinKind(title: PlayableTitle, maths: ReelMaths, request: StepRequest): SpinKind {
  const { id, superBuy, ante } = title.info;
  if (request.buy && maths.buyPlacements === null) throw new StepRequestError(`${id} has no bonus buy`);
  if (request.buyTier === "super" && !superBuy) throw new StepRequestError(`${id} has no super bonus buy`);
  if (request.buyTier !== undefined && !request.buy) throw new StepRequestError("A buy tier goes with a buy");
  if (request.ante && !ante) throw new StepRequestError(`${id} has no ante bet`);
  if (request.ante && request.buy) throw new StepRequestError("The ante bet does not go with a bonus buy");
  if (request.buy) return "buy";
  return request.ante ? "ante" : "spin";
}

/** `startMultiplier`: the first free spin's multiplier when this spin starts them (a super buy's). */
function playSpin(
  title: PlayableTitle,
  maths: ReelMaths,
  table: PayTable,
  kind: SpinKind,
  state: FreeSpinsState | null,
  draw: Draw,
  startMultiplier?: number,
): Step {
  const { info } = title;
  const placement = kind === "buy" ? buyPlacement(title, maths) : null;
  const heights = drawReelHeights(maths, info.reels, info.rows, draw);
  const grid = drawGrid(stripsFor(maths, kind), heights, draw, placement);
  const cash =
    info.holdAndWin !== null && maths.holdAndWin !== null && table.cash !== null
      ? valueLandedCash(grid, table.cash, info.holdAndWin, maths.holdAndWin, draw)
      : [];
  const wins = info.paylines !== null ? evaluateLines(grid, info.paylines, table) : evaluateWays(grid, table);
  const scatter = evaluateScatter(grid, table);
  const multiplier = state?.multiplier ?? 1;
  const winUnits = multiplier * (wins.reduce((sum, win) => sum + win.units, 0) + (scatter?.units ?? 0));
  const roundWin = (state?.winUnits ?? 0) + winUnits;
  const events: FeatureEvent[] = [];
  let next: FeatureState | null = null;
  const { freeSpins, holdAndWin } = info;
  if (freeSpins !== null) {
    const canAward = kind !== "freeSpin" || freeSpins.retrigger;
    const awarded = canAward ? spinsAwarded(freeSpins, scatter?.count ?? 0) : 0;
    if (awarded > 0) events.push({ type: "freeSpinsAwarded", spins: awarded });
    if (state !== null) {
      const left = state.left - 1 + awarded;
      next =
        left > 0
          ? {
              kind: "freeSpins",
              left,
              total: state.total + awarded,
              multiplier: nextMultiplier(freeSpins, state.multiplier),
              winUnits: roundWin,
            }
          : null;
      if (next === null) events.push({ type: "featureEnded", winUnits: roundWin });
    } else if (awarded > 0) {
      next = {
        kind: "freeSpins",
        left: awarded,
        total: awarded,
        multiplier: startMultiplier ?? freeSpins.multiplier,
        winUnits: roundWin,
      };
    }
  } else if (holdAndWin !== null && cash.length >= holdAndWin.trigger) {
    events.push({ type: "respinsAwarded", respins: holdAndWin.respins });
    next = { kind: "respins", left: holdAndWin.respins, cash, winUnits: roundWin };
  }
  const stepKind = kind === "ante" ? "spin" : kind;
  return { kind: stepKind, grid, cash, wins, scatter, multiplier, winUnits, events, state: next };
}

function playRespin(
  title: PlayableTitle,
  maths: ReelMaths,
  table: PayTable,
  state: RespinsState,
  draw: Draw,
): Step {
  const { info } = title;
  if (info.holdAndWin === null || maths.holdAndWin === null || table.cash === null) {
    throw new StepRequestError(`${info.id} has no respins`);
  }
  const spun = respin(state.cash, table.cash, info, info.holdAndWin, maths.holdAndWin, draw);
  const cells = info.reels * info.rows;
  const left = spun.landed > 0 ? info.holdAndWin.respins : state.left - 1;
  const base = {
    kind: "respin" as const,
    grid: spun.grid,
    cash: spun.cash,
    wins: [],
    scatter: null,
    multiplier: 1,
  };
  if (left > 0 && spun.cash.length < cells) {
    return {
      ...base,
      winUnits: 0,
      events: [],
      state: { kind: "respins", left, cash: spun.cash, winUnits: state.winUnits },
    };
  }
  const paid = payHeldCash(spun.cash, cells, info.holdAndWin);
  const roundWin = state.winUnits + paid.units;
  return {
    ...base,
    winUnits: paid.units,
    events: [...paid.events, { type: "featureEnded", winUnits: roundWin }],
    state: null,
  };
}

/**
 * A round never pays more than the title's `maxWinUnits`: the step that reaches the cap pays what
 * is left under it and ends the round (any feature it was in or would have started included).
 */
function capRoundWin(title: PlayableTitle, before: FeatureState | null, step: Step): Step {
  const { maxWinUnits } = title.info;
  const prior = before?.winUnits ?? 0;
  if (prior + step.winUnits < maxWinUnits) return step;
  const events: FeatureEvent[] = step.events.filter((event) => event.type === "jackpot");
  if (before !== null) events.push({ type: "featureEnded", winUnits: maxWinUnits });
  events.push({ type: "maxWin", units: maxWinUnits });
  return { ...step, winUnits: maxWinUnits - prior, events, state: null };
}
