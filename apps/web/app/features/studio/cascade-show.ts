/**
 * How a step's cascade plays out, for every tumbling title: the grid drops in; each winning tumble
 * lights its wins, the tally over the grid adds them, the winners pop and the rest fall while
 * refills drop in; at the end of a cascade that won, the multiplier symbols fly into the tally
 * (the base game) or up to the free spins meter (their running total), and the tally shows the
 * win multiplied. On a title with multiplier spots, each tumble's clusters are outlined and pay
 * times the spots under them, and the cells they leave are marked (or their spots doubled) as they
 * pop. A tap or the space bar jumps to the cascade's last grid and its win.
 *
 * Only the tally over the grid shows the cascade's win as it grows: the win meter and the
 * balance take the step's win once `play` has resolved (the presenter then reports the reels'
 * stop), so no figure shows a win before its cascade has been shown or skipped.
 */
import type { StepOutcome } from "@reelhouse/contract";
import type { TitleInfo } from "@reelhouse/games";
import { tumbleUnits, unitsToMinor } from "@reelhouse/games";
import { CascadeBoard, type Tumble } from "./cascade-board.ts";
import type { QuickStop } from "./reel-timing.ts";
import type { SlotStage } from "./slot-stage.ts";
import type { SoundBoard } from "./sounds.ts";
import { winHighlights } from "./win-presentation.ts";

export interface CascadeShowOptions {
  stage: SlotStage;
  sounds: SoundBoard;
  title: Pick<TitleInfo, "unitsPerBet">;
  formatAmount(minor: number): string;
  /**
   * A tumble's grid has come to rest on the board (the first dropped in, or the next fallen into
   * place), or was passed over by a skip to the last.
   */
  onTumble(): void;
}

/** The presenter's wait: `seconds`, or until the player skips. */
export type Wait = (seconds: number) => Promise<void>;

type CascadeStep = Pick<StepOutcome, "grid" | "cascade">;

/** The grid a step ends on: its cascade's last tumble, or the grid itself (no spots). */
export function lastTumble(step: CascadeStep): Pick<Tumble, "grid" | "multipliers" | "spots"> {
  return step.cascade?.tumbles.at(-1) ?? { grid: step.grid, multipliers: [] };
}

/** A tumble's wins as they pay: each times its spots' multiplier, where it has one. */
export function paidWins(tumble: Pick<Tumble, "wins" | "winMultipliers">): Tumble["wins"] {
  return tumble.wins.map((win, index) => ({
    ...win,
    units: win.units * (tumble.winMultipliers?.[index] ?? 1),
  }));
}

export class CascadeShow {
  constructor(
    private readonly options: CascadeShowOptions,
    private readonly quickStop: QuickStop,
    private readonly wait: Wait,
  ) {}

  private get board(): CascadeBoard {
    return this.options.stage.use(CascadeBoard);
  }

  /** The board shows a step's last grid at once (a resumed round, the machine at rest). */
  rest(step: CascadeStep): void {
    const last = lastTumble(step);
    this.board.show(last.grid, last.multipliers);
    void this.board.showSpots(last.spots);
  }

  /** A step is asked for: the grid shown falls away. */
  leave(isTurbo: boolean): void {
    this.options.stage.clearWins();
    this.board.leave(isTurbo);
  }

  /**
   * Plays the step's cascade to its last grid. `onMultipliersIn` is called when the multipliers
   * of a winning cascade have reached the free spins meter (its running total changes then).
   */
  async play(
    outcome: Pick<StepOutcome, "grid" | "cascade" | "kind" | "multiplier">,
    bet: number,
    isTurbo: boolean,
    onMultipliersIn: () => void,
  ): Promise<void> {
    const { stage, sounds, title, formatAmount } = this.options;
    let shown = 0;
    const onTumble = () => {
      shown += 1;
      this.options.onTumble();
    };
    const { board, quickStop } = this;
    const tumbles = outcome.cascade?.tumbles ?? [];
    const first = tumbles[0];
    if (!first) return;
    const pay = (units: number) => formatAmount(unitsToMinor(units, bet, title.unitsPerBet));
    // The spots the step starts from: kept from the free spin before, or clear.
    void board.showSpots(first.spots);
    if (quickStop.requested) board.show(first.grid, first.multipliers);
    else await board.dropIn(first, isTurbo, () => sounds.play("reelStop"));
    onTumble();

    let units = 0;
    for (const [index, tumble] of tumbles.entries()) {
      if (quickStop.requested || tumble.wins.length === 0) break;
      units += tumbleUnits(tumble);
      const highlights = winHighlights(
        { wins: paidWins(tumble), scatter: null, multiplier: 1 },
        bet,
        title.unitsPerBet,
      );
      const only = highlights.length === 1 ? highlights[0] : undefined;
      stage.highlight(highlights, only ? formatAmount(only.amount) : "");
      board.outlineClusters(tumble.wins.map((win) => win.cells));
      board.showTally(pay(units));
      sounds.play("winChime");
      await this.wait(isTurbo ? 0.35 : 0.8);
      stage.clearWins();
      board.outlineClusters([]);
      const next = tumbles[index + 1];
      if (!next || quickStop.requested) break;
      sounds.play("tumblePop");
      await board.pop(tumble.removed);
      // The cells the wins left are marked, or their spots doubled, as the rest fall.
      const marking = board.showSpots(next.spots).then((rose) => {
        if (rose) sounds.play("spotCharge");
      });
      await Promise.all([board.fall(tumble.removed, next), marking]);
      onTumble();
    }

    const last = lastTumble(outcome);
    const won = tumbles.reduce((sum, tumble) => sum + tumbleUnits(tumble), 0);
    if (quickStop.requested) {
      while (shown < tumbles.length) onTumble();
      board.outlineClusters([]);
      board.show(last.grid, last.multipliers);
      void board.showSpots(last.spots);
      if (won > 0) board.showTally(pay(won));
    }
    const isMultiplied = won > 0 && last.multipliers.length > 0;
    if (!isMultiplied) return;
    const isFreeSpin = outcome.kind === "freeSpin";
    if (!quickStop.requested) {
      sounds.play("orbCharge");
      await board.flyMultipliers(last.multipliers, !isFreeSpin);
    }
    if (isFreeSpin) onMultipliersIn();
    board.showTally(`${pay(won)} × ${outcome.multiplier}`);
    await this.wait(isTurbo ? 0.3 : 0.7);
    board.showTally(pay(won * outcome.multiplier));
  }
}
