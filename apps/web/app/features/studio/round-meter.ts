/**
 * The balance and the win meter of a round, on screen: the balance follows the meter as it counts
 * (round-money.ts holds the arithmetic), and settles on the server's figure when the round ends.
 */
import type { CountingDisplay } from "./counting-display.ts";
import { type BalanceView, countTo, resumeRound, settle, shownBalance, startRound } from "./round-money.ts";

export class RoundMeter {
  private view: BalanceView = { base: 0, win: 0 };

  constructor(
    private readonly balance: CountingDisplay,
    private readonly win: CountingDisplay,
  ) {}

  /** The balance as the server last answered it, with no round under way. */
  show(balance: number): void {
    this.view = { base: balance, win: 0 };
    this.balance.set(balance);
  }

  startRound(balance: number, cost: number): void {
    this.view = startRound(balance, cost);
    this.balance.set(shownBalance(this.view));
    this.win.set(0);
  }

  resume(balance: number, wonSoFar: number): void {
    this.view = resumeRound(balance, wonSoFar);
    this.balance.set(shownBalance(this.view));
    this.win.set(wonSoFar);
  }

  /** Counts the meter up to `win` (the round's win so far), the balance rising with it. */
  count(win: number, seconds: number, onTick?: () => void): Promise<void> {
    return this.win
      .countTo(win, seconds, () => {
        this.view = countTo(this.view, this.win.current);
        this.balance.set(shownBalance(this.view));
        onTick?.();
      })
      .then(() => {
        this.view = countTo(this.view, win);
        this.balance.set(shownBalance(this.view));
      });
  }

  finish(): void {
    this.win.finish();
  }

  settle(serverBalance: number, totalWin: number): void {
    this.win.finish();
    this.view = settle(serverBalance, totalWin);
    this.balance.set(shownBalance(this.view));
    this.win.set(totalWin);
  }

  get shownWin(): number {
    return this.win.current;
  }
}
