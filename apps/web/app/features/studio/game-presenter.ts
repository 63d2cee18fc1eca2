/**
 * How each step of a round plays out on screen, in order: the reels land (slowing with a glow
 * when the feature is one symbol away), the wins show line by line then all together while the
 * meter counts, a big win is celebrated, and the feature's intro, counters and outro come at
 * their events. A tumbling title plays its cascade instead of landing reels (cascade-show.ts), and
 * its win counts once the cascade has been shown. A tap or the space bar stops the reels at once
 * and skips the wait in progress.
 * Turbo shortens every wait; reduced motion is the stage's business.
 */
import type { RoundStep, StepOutcome } from "@reelhouse/contract";
import type { CashCell, JackpotTier, TitleInfo } from "@reelhouse/games";
import { unitsToMinor, waysOf } from "@reelhouse/games";
import type { RoundResult } from "./api.ts";
import { CascadeShow, lastTumble } from "./cascade-show.ts";
import { HoldAndWinBoard } from "./hold-and-win-board.ts";
import type { RoundMeter } from "./round-meter.ts";
import type { StepPresenter } from "./round-player.ts";
import { ScratchCard } from "./scratch-card.ts";
import type { SlotStage } from "./slot-stage.ts";
import type { SoundBoard } from "./sounds.ts";
import {
  anticipatedReels,
  cellsOf,
  isBelowStake,
  type WinHighlight,
  type WinTier,
  winHighlights,
  winSequence,
  winTier,
  winTone,
} from "./win-presentation.ts";

export type FeatureHud =
  | {
      kind: "freeSpins";
      played: number;
      total: number;
      multiplier: number;
      /** The multiplier is a running total (tumbling titles with multiplier symbols): shown from ×1. */
      isRunningTotal: boolean;
      win: number;
    }
  | { kind: "respins"; left: number; total: number; win: number };

export type GameCard =
  | { kind: "freeSpinsIntro"; spins: number }
  | { kind: "respinsIntro"; respins: number }
  | {
      kind: "featureOutro";
      feature: "freeSpins" | "respins";
      win: number;
      tier: WinTier | null;
      /** The round returned less than it cost: the card says what came back, not "Total win". */
      isBelowStake: boolean;
    }
  | { kind: "bigWin"; tier: WinTier; win: number; seconds: number }
  | { kind: "jackpot"; tier: JackpotTier; win: number }
  | { kind: "resume"; feature: "freeSpins" | "respins" };

export interface PresenterHud {
  setFeature(feature: FeatureHud | null): void;
  /** The win meter comes into view with the round's first win. */
  showMeter(): void;
  openCard(card: GameCard): void;
  closeCard(): void;
  /** A short message over the reels ("+5 free spins"). */
  flash(message: string): void;
  /** Told to screen readers (the round's outcome). */
  announce(message: string): void;
  /** The scratch card's state: covered (scratch or reveal all) or not. */
  setCardCovered(isCovered: boolean): void;
  /** Expanding reels: the ways the reels now show. */
  setWays(ways: number): void;
}

export interface PresenterOptions {
  stage: SlotStage;
  sounds: SoundBoard;
  meter: RoundMeter;
  hud: PresenterHud;
  title: TitleInfo;
  formatAmount(minor: number): string;
  t(key: string, values?: Record<string, unknown>): string;
  isTurbo(): boolean;
  /** Autoplay and replays go on by themselves where a player would tap. */
  isHandsFree(): boolean;
  /** The reels have stopped on a step (or a skip stopped them): the moment its win may show. */
  onReelsStop(): void;
  /** Tumbling titles: a tumble's grid has come to rest. */
  onTumble(): void;
}

function sameHeights(grid: readonly (readonly string[])[], other: readonly (readonly string[])[]): boolean {
  return grid.length === other.length && grid.every((column, reel) => column.length === other[reel]?.length);
}

const TIER_SECONDS: Record<WinTier, number> = { big: 4, mega: 5.5, epic: 7 };
const TIER_INTENSITY: Record<WinTier, number> = { big: 2, mega: 3, epic: 4 };

/** Resolves after a time (with none, only when skipped), or at once when skipped. */
class Skipper {
  private readonly waiting = new Set<() => void>();

  wait(seconds?: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = seconds === undefined ? undefined : setTimeout(done, seconds * 1000);
      this.waiting.add(done);
    });
  }

  skip(): void {
    for (const done of [...this.waiting]) done();
  }
}

export class GamePresenter implements StepPresenter {
  private readonly skipper = new Skipper();
  private readonly quickStop = { requested: false };
  private bet = 0;
  /** What the round cost: wins are celebrated against it, so a bought feature that paid back
   * less than its price is not called a big win. */
  private cost = 0;
  private roundWin = 0;
  private featureWin = 0;
  private isSpinning = false;
  /** Cash held on the hold-and-win board before the step being played. */
  private held: CashCell[] = [];
  /** What the reels showed before the feature, to return to after it. */
  private baseGrid: string[][] = [];
  private lastGrid: string[][] = [];
  private revealCard: (() => void) | null = null;
  /** Tumbling titles: their cascades, in the reels' place. */
  private readonly cascade: CascadeShow | null;

  constructor(private readonly options: PresenterOptions) {
    this.cascade =
      options.title.mechanic === "tumble" || options.title.mechanic === "cluster"
        ? new CascadeShow(options, this.quickStop, (seconds) => this.skipper.wait(seconds))
        : null;
  }

  private get isTurbo(): boolean {
    return this.options.isTurbo();
  }

  /** A new round (or a resumed one, with what its played steps won). */
  startRound(bet: number, cost: number, wonSoFar = 0, featureWonSoFar = 0): void {
    this.bet = bet;
    this.cost = cost;
    this.roundWin = wonSoFar;
    this.featureWin = featureWonSoFar;
  }

  /**
   * The machine at rest before anything plays. The reels are made showing `grid`; a cascade's
   * board takes their place.
   */
  showResting(grid: string[][]): void {
    this.lastGrid = grid;
    this.cascade?.rest({ grid });
  }

  /** Shows a step at rest, with no spin: the last step of a resumed round. */
  restore(step: StepOutcome): void {
    const { stage } = this.options;
    this.lastGrid = lastTumble(step).grid;
    if (this.cascade) this.cascade.rest(step);
    else stage.showStep(step, this.formatCash);
    this.showWays(step);
    if (step.state?.kind === "respins") {
      this.held = step.state.cash;
      stage.use(HoldAndWinBoard).enter({ grid: step.grid, cash: step.state.cash }, this.formatCash);
    }
    this.updateFeatureHud(step);
  }

  readonly formatCash = (cell: CashCell): string =>
    this.options.formatAmount(unitsToMinor(cell.units, this.bet, this.options.title.unitsPerBet));

  /** The space bar or a tap: the reels stop now, the wait in progress ends. */
  skip(): void {
    this.quickStop.requested = true;
    this.skipper.skip();
    this.revealCard?.();
  }

  /** The scratch card's 'Reveal all'. */
  revealAll(): void {
    this.revealCard?.();
  }

  beginStep(): void {
    const { stage, sounds, title } = this.options;
    this.quickStop.requested = false;
    this.isSpinning = true;
    stage.clearWins();
    if (title.mechanic === "scratch") return;
    if (this.cascade) {
      this.cascade.leave(this.isTurbo);
      return;
    }
    if (this.held.length > 0) stage.use(HoldAndWinBoard).startRespin(this.held, this.isTurbo);
    else stage.startSpin(this.isTurbo);
    sounds.play("spinLoop");
  }

  cancelStep(): void {
    this.isSpinning = false;
    this.options.sounds.stop("spinLoop");
    if (this.cascade) this.cascade.rest({ grid: this.lastGrid });
    else this.options.stage.settle(this.lastGrid);
  }

  async presentStep(step: RoundStep, _result: RoundResult): Promise<void> {
    const { outcome } = step;
    if (!this.isSpinning) {
      this.beginStep();
      if (this.options.title.mechanic !== "scratch") await this.skipper.wait(this.isTurbo ? 0.15 : 0.5);
    }
    await this.land(outcome);
    this.showWays(outcome);
    this.isSpinning = false;
    this.options.onReelsStop();
    this.lastGrid = lastTumble(outcome).grid;
    if (outcome.kind !== "respin" && outcome.kind !== "freeSpin") this.baseGrid = outcome.grid;
    this.updateFeatureHud(outcome);
    await this.presentWins(step);
    await this.presentEvents(outcome);
    this.held = outcome.state?.kind === "respins" ? outcome.state.cash : [];
    if (outcome.state) await this.skipper.wait(this.isTurbo ? 0.15 : 0.55);
  }

  private async land(outcome: StepOutcome): Promise<void> {
    const { stage, sounds, title } = this.options;
    if (outcome.kind === "scratch") {
      await this.scratch(outcome);
      return;
    }
    if (this.cascade) {
      await this.cascade.play(outcome, this.bet, this.isTurbo, () => this.updateFeatureHud(outcome));
      return;
    }
    if (outcome.kind === "respin") {
      await stage
        .use(HoldAndWinBoard)
        .landRespin(outcome, this.held, this.formatCash, this.isTurbo, () => sounds.play("reelStop"));
      sounds.stop("spinLoop");
      return;
    }
    // Expanding reels: a sweep when the heights change as the reels come down.
    if (title.reelHeights && !sameHeights(outcome.grid, this.lastGrid)) sounds.play("reelsExpand");
    await stage.land(
      outcome,
      this.formatCash,
      {
        isTurbo: this.isTurbo,
        anticipated: anticipatedReels(outcome, title),
        onReelStop: (reel) => {
          sounds.play("reelStop");
          if (reel === outcome.grid.length - 1) {
            sounds.stop("spinLoop");
            sounds.stop("anticipation");
          }
        },
        onAnticipation: () => sounds.play("anticipation"),
      },
      this.quickStop,
    );
  }

  /** The card comes covered; the foil comes off once enough is scratched, or on 'Reveal all'. */
  private async scratch(outcome: StepOutcome): Promise<void> {
    const { stage, hud } = this.options;
    let reveal = () => {};
    const uncovered = new Promise<void>((resolve) => {
      reveal = resolve;
    });
    this.revealCard = reveal;
    const card = stage.use(ScratchCard);
    card.cover(reveal);
    stage.showStep(outcome, this.formatCash);
    hud.setCardCovered(true);
    if (this.options.isHandsFree()) void this.skipper.wait(this.isTurbo ? 0.3 : 0.9).then(reveal);
    await uncovered;
    this.revealCard = null;
    hud.setCardCovered(false);
    await card.reveal(this.isTurbo ? 0.2 : 0.45);
  }

  /** Expanding reels: the ways counter follows the heights the reels landed on. */
  private showWays(outcome: Pick<StepOutcome, "grid">): void {
    if (this.options.title.reelHeights) this.options.hud.setWays(waysOf(outcome.grid));
  }

  private updateFeatureHud(outcome: Pick<StepOutcome, "state">): void {
    const { state } = outcome;
    const { hud } = this.options;
    if (!state) return;
    if (state.kind === "freeSpins") {
      hud.setFeature({
        kind: "freeSpins",
        played: state.total - state.left,
        total: state.total,
        multiplier: state.multiplier,
        // A cluster title's spots multiply each win on the board: there is no running total.
        isRunningTotal: this.cascade !== null && this.options.title.mechanic === "tumble",
        win: this.featureWin,
      });
    } else {
      const held = state.cash.reduce((sum, cell) => sum + cell.units, 0);
      hud.setFeature({
        kind: "respins",
        left: state.left,
        total: this.options.title.holdAndWin?.respins ?? state.left,
        win: unitsToMinor(held, this.bet, this.options.title.unitsPerBet),
      });
    }
  }

  private countSeconds(win: number): number {
    if (this.isTurbo) return 0.3;
    return Math.min(2.5, 0.6 + (win / Math.max(1, this.bet)) * 0.12);
  }

  private async presentWins(step: RoundStep): Promise<void> {
    const { outcome, win } = step;
    const { stage, sounds, meter, hud, title, formatAmount, t } = this.options;
    // A cascade's wins were lit tumble by tumble; what is left to show is the scatter pay.
    const shown = outcome.cascade ? { ...outcome, wins: [] } : outcome;
    const highlights = winHighlights(shown, this.bet, title.unitsPerBet);
    if (win === 0 && highlights.length === 0) {
      if (outcome.kind === "scratch") hud.flash(t("studio.scratch.noWin"));
      return;
    }
    this.roundWin += win;
    const isInFeature = outcome.kind === "freeSpin" || outcome.kind === "respin";
    if (isInFeature) this.featureWin += win;
    if (winTone(this.roundWin, this.cost, isInFeature) === "quiet") {
      await this.presentReturn(highlights, win);
      return;
    }
    hud.showMeter();
    hud.announce(t("studio.announce.win", { amount: formatAmount(win) }));
    const tier = isInFeature ? null : winTier(win, this.cost);
    if (tier) {
      stage.highlight(highlights, "");
      await this.celebrate(tier, win, () =>
        meter.count(this.roundWin, TIER_SECONDS[tier] * (this.isTurbo ? 0.5 : 1)),
      );
      return;
    }
    sounds.play("winChime");
    const counting = meter.count(this.roundWin, this.countSeconds(win), () => sounds.tick());
    await this.showHighlights(highlights);
    if (outcome.kind === "scratch") hud.flash(t("studio.scratch.prize", { amount: formatAmount(win) }));
    // A skip finishes the count; otherwise it ends in its own time.
    await Promise.race([counting, this.skipper.wait(this.countSeconds(win) + 0.1)]);
    meter.finish();
    if (cellsOf(highlights).length === 0) stage.clearWins();
  }

  /**
   * A return below the stake: what paid is shown, and what came back is said, quietly; no chime,
   * no ticking count and no win meter. The balance takes the return at once.
   */
  private async presentReturn(highlights: readonly WinHighlight[], win: number): Promise<void> {
    const { stage, meter, hud, formatAmount, t } = this.options;
    const returned = t("studio.feature.returned", { amount: formatAmount(win) });
    hud.announce(returned);
    hud.flash(returned);
    void meter.count(this.roundWin, 0);
    await this.showHighlights(highlights);
    meter.finish();
    if (cellsOf(highlights).length === 0) stage.clearWins();
  }

  /** Each winning combination on its own with its amount, then all of them together. */
  private async showHighlights(highlights: readonly WinHighlight[]): Promise<void> {
    const { stage, formatAmount } = this.options;
    for (const beat of winSequence(highlights, this.isTurbo)) {
      if (beat.kind === "one") {
        stage.highlight([beat.highlight], formatAmount(beat.highlight.amount));
        await this.skipper.wait(0.85);
      } else {
        stage.highlight(beat.highlights, "");
        await this.skipper.wait(this.isTurbo ? 0.3 : 0.7);
      }
    }
  }

  private async celebrate(tier: WinTier, win: number, count: () => Promise<void>): Promise<void> {
    const { stage, sounds, meter, hud } = this.options;
    const seconds = TIER_SECONDS[tier] * (this.isTurbo ? 0.5 : 1);
    sounds.play("bigWin");
    stage.celebrate(TIER_INTENSITY[tier]);
    hud.openCard({ kind: "bigWin", tier, win, seconds });
    void count();
    await this.skipper.wait(seconds + 1.2);
    meter.finish();
    stage.stopCelebration();
    hud.closeCard();
  }

  /** Shows a card for a time, or with none until the player goes on (a tap, the space bar, its button). */
  private async card(card: GameCard, seconds?: number): Promise<void> {
    const { hud } = this.options;
    hud.openCard(card);
    const isQuick = this.options.isHandsFree() || this.isTurbo;
    await this.skipper.wait(seconds !== undefined && isQuick ? Math.min(seconds, 1.6) : seconds);
    hud.closeCard();
  }

  private async presentEvents(outcome: StepOutcome): Promise<void> {
    const { stage, sounds, hud, title, t, formatAmount } = this.options;
    const isTrigger = outcome.kind === "spin" || outcome.kind === "buy";
    for (const event of outcome.events) {
      switch (event.type) {
        case "freeSpinsAwarded":
          sounds.play("feature");
          if (isTrigger) {
            this.featureWin = 0;
            stage.celebrate(1);
            await this.card({ kind: "freeSpinsIntro", spins: event.spins }, 4);
            this.updateFeatureHud(outcome);
          } else {
            hud.flash(t("studio.feature.moreSpins", { count: event.spins }));
          }
          break;
        case "respinsAwarded":
          if (!isTrigger) break;
          sounds.play("feature");
          this.featureWin = 0;
          stage.use(HoldAndWinBoard).enter(outcome, this.formatCash);
          await this.card({ kind: "respinsIntro", respins: event.respins }, 4);
          this.updateFeatureHud(outcome);
          break;
        case "jackpot":
          sounds.play("bigWin");
          stage.celebrate(3);
          await this.card(
            {
              kind: "jackpot",
              tier: event.tier,
              win: unitsToMinor(event.units, this.bet, title.unitsPerBet),
            },
            3.5,
          );
          stage.stopCelebration();
          break;
        case "featureEnded": {
          const feature = title.holdAndWin ? "respins" : "freeSpins";
          const tier = winTier(this.roundWin, this.cost);
          if (tier) {
            sounds.play("bigWin");
            stage.celebrate(TIER_INTENSITY[tier]);
          }
          await this.card(
            {
              kind: "featureOutro",
              feature,
              win: this.featureWin,
              tier,
              isBelowStake: isBelowStake(this.roundWin, this.cost),
            },
            tier ? 5 : 3.5,
          );
          stage.stopCelebration();
          if (feature === "respins") stage.use(HoldAndWinBoard).exit(this.baseGrid);
          hud.setFeature(null);
          hud.announce(t("studio.announce.featureWin", { amount: formatAmount(this.featureWin) }));
          break;
        }
        case "maxWin":
          hud.flash(t("studio.feature.maxWin"));
          break;
      }
    }
  }

  /**
   * The card shown when a round picks up where it was left. It waits for the player, who may come
   * back to the tab long after it loaded, so the feature is never played out unseen.
   */
  async showResume(feature: "freeSpins" | "respins"): Promise<void> {
    await this.card({ kind: "resume", feature }, this.options.isHandsFree() ? 2.5 : undefined);
  }
}
