/**
 * What a landed step shows, in order, apart from how it is drawn: each winning line (or way, or
 * scatter) on its own, then all of them together; which celebration a win earns, and whether it
 * earns one at all (a return below the stake does not); and which reels
 * stop slowly with a glow because the feature is one symbol away.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { unitsToMinor } from "@reelhouse/games";

type Cell = readonly [reel: number, row: number];

export type WinTier = "big" | "mega" | "epic";

/** Wins of at least this many times the bet earn a celebration, the largest tier first. */
const WIN_TIERS: readonly { tier: WinTier; times: number }[] = [
  { tier: "epic", times: 60 },
  { tier: "mega", times: 30 },
  { tier: "big", times: 15 },
];

export function winTier(win: number, bet: number): WinTier | null {
  return WIN_TIERS.find(({ times }) => win >= bet * times)?.tier ?? null;
}

/**
 * How a step's win is presented. A round that so far has returned less than it cost is a net loss,
 * not a win: it is shown quietly, as what came back ("Returned 0.40"), with no chime, no counting
 * and no win meter. A free spin or respin is part of a feature still under way and shows its win
 * as it comes; the feature's outro then says whether the round returned less than it cost.
 */
export type WinTone = "quiet" | "win";

export function winTone(roundWin: number, cost: number, isInFeature: boolean): WinTone {
  return !isInFeature && isBelowStake(roundWin, cost) ? "quiet" : "win";
}

/** Whether a round's win is less than what the round cost (its bet, or a bonus buy's price). */
export function isBelowStake(roundWin: number, cost: number): boolean {
  return roundWin < cost;
}

export interface WinHighlight {
  symbol: string;
  count: number;
  /** Lines titles: the payline's index; ways and scatter wins: null. */
  line: number | null;
  ways: number;
  cells: readonly Cell[];
  /** Minor units, the step's multiplier applied. */
  amount: number;
  isScatter: boolean;
}

export type PresentationBeat =
  | { kind: "one"; highlight: WinHighlight }
  | { kind: "all"; highlights: readonly WinHighlight[] };

/** Every paying combination of a step, scatter pay last. */
export function winHighlights(
  step: Pick<StepOutcome, "wins" | "scatter" | "multiplier">,
  bet: number,
  unitsPerBet: number,
): WinHighlight[] {
  const pay = (units: number) => unitsToMinor(units * step.multiplier, bet, unitsPerBet);
  const highlights: WinHighlight[] = step.wins.map((win) => ({
    symbol: win.symbol,
    count: win.count,
    line: win.line,
    ways: win.ways,
    cells: win.cells,
    amount: pay(win.units),
    isScatter: false,
  }));
  if (step.scatter && step.scatter.units > 0) {
    highlights.push({
      symbol: "scatter",
      count: step.scatter.count,
      line: null,
      ways: 1,
      cells: step.scatter.cells,
      amount: pay(step.scatter.units),
      isScatter: true,
    });
  }
  return highlights;
}

/**
 * The order wins are shown in: one by one, then all together. Turbo shows them all at once; a
 * single win is shown once.
 */
export function winSequence(highlights: readonly WinHighlight[], isTurbo: boolean): PresentationBeat[] {
  if (highlights.length === 0) return [];
  if (isTurbo) return [{ kind: "all", highlights }];
  const each = highlights.map((highlight): PresentationBeat => ({ kind: "one", highlight }));
  return highlights.length === 1 ? each : [...each, { kind: "all", highlights }];
}

/** Every cell a set of wins covers, once each. */
export function cellsOf(highlights: readonly WinHighlight[]): Cell[] {
  const seen = new Map<string, Cell>();
  for (const { cells } of highlights) for (const cell of cells) seen.set(`${cell[0]}:${cell[1]}`, cell);
  return [...seen.values()];
}

/**
 * Per reel: whether it stops slowly, glowing. A reel is anticipated when the reels before it hold
 * one scatter fewer than free spins need, or cash symbols two short of the hold-and-win trigger
 * (and the trigger is not reached yet). Respins and scratch cards have no anticipation.
 */
export function anticipatedReels(
  step: Pick<StepOutcome, "grid" | "kind">,
  title: Pick<TitleInfo, "symbols" | "freeSpins" | "holdAndWin">,
): boolean[] {
  const reels = step.grid.length;
  const none = Array.from({ length: reels }, () => false);
  if (step.kind === "respin" || step.kind === "scratch") return none;
  const roleOf = new Map(title.symbols.map((symbol) => [symbol.id, symbol.role]));
  const countBefore = (role: string, reel: number) =>
    step.grid
      .slice(0, reel)
      .reduce((sum, column) => sum + column.filter((id) => roleOf.get(id) === role).length, 0);
  const scattersNeeded = title.freeSpins
    ? Math.min(...title.freeSpins.awards.map((award) => award.scatters))
    : null;
  const cashTrigger = title.holdAndWin?.trigger ?? null;
  return none.map((_, reel) => {
    if (scattersNeeded !== null && countBefore("scatter", reel) >= scattersNeeded - 1) return true;
    if (cashTrigger === null) return false;
    const cash = countBefore("cash", reel);
    return cash >= cashTrigger - 2 && cash < cashTrigger;
  });
}
