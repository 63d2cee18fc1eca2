/**
 * Tells the page hosting the game where the presentation of a round stands, so the site's balance
 * follows the reels and never shows a win before they stop on it (lib/balance-hold.ts has the rule).
 * The stake is taken when the spin is asked for; a step's answer is reported with its win still
 * held back; the win is let go when its reels stop or the player skips to that moment.
 */
import type { Currency, RoundStep } from "@reelhouse/contract";
import type { RoundReport } from "~/lib/balance-hold.ts";
import type { RoundResult } from "./api.ts";
import type { StepPresenter } from "./round-player.ts";

export class RoundReporter {
  private round: RoundReport | null = null;
  private serial = 0;

  constructor(private readonly post: (round: RoundReport) => void) {}

  /** A spin of `cost` from `balance`, the server's last figure: its request goes out now. */
  start(currency: Currency, balance: number, cost: number): void {
    this.begin({ currency, answered: [balance], presented: balance - cost, isAwaiting: true });
  }

  /** An open round picked up where it stood: what its played steps won is already shown. */
  resume(currency: Currency, balance: number): void {
    this.begin({ currency, answered: [balance], presented: balance, isAwaiting: false });
  }

  /** A step has been asked for. */
  requested(): void {
    this.update((round) => ({ ...round, isAwaiting: true }));
  }

  /** A request failed and was not answered: nothing of it will be presented. */
  unanswered(): void {
    this.update((round) => ({ ...round, isAwaiting: false }));
  }

  /** A step came back at `balance`; its `win` waits for its reels. */
  answered(balance: number, win: number): void {
    this.update((round) => ({
      ...round,
      answered: [...round.answered, balance],
      presented: balance - win,
      isAwaiting: false,
    }));
  }

  /** The reels stopped on the step (or were skipped to the stop): its win shows. */
  reelsStopped(): void {
    this.update((round) => ({ ...round, presented: round.answered.at(-1) ?? round.presented }));
  }

  /** The round's presentation ended, played out or cut short: the page settles on the server's figure. */
  over(): void {
    this.update((round) => ({
      ...round,
      presented: round.answered.at(-1) ?? round.presented,
      isAwaiting: false,
      isOver: true,
    }));
    this.round = null;
  }

  private begin(round: Omit<RoundReport, "serial" | "isOver">): void {
    this.serial += 1;
    this.round = { ...round, serial: this.serial, isOver: false };
    this.post(this.round);
  }

  private update(change: (round: RoundReport) => RoundReport): void {
    if (!this.round) return;
    this.round = change(this.round);
    this.post(this.round);
  }
}

/** The presenter, with each request and answer of the round reported as well. */
export function reportedSteps(
  presenter: StepPresenter,
  reporter: RoundReporter,
  currency: Currency,
): StepPresenter {
  return {
    beginStep() {
      reporter.requested();
      presenter.beginStep();
    },
    cancelStep() {
      reporter.unanswered();
      presenter.cancelStep();
    },
    presentStep(step: RoundStep, result: RoundResult) {
      reporter.answered(result.balance[currency], step.win);
      return presenter.presentStep(step, result);
    },
  };
}
