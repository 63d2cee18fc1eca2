/**
 * The site's balance while a house game presents a round (docs/ARCHITECTURE.md, "Balances during
 * a round"). The server settles a step before the reels have stopped on it, and its balance
 * reaches the page from three sides (the step's answer in the game frame, the realtime push, a
 * reload of the root's data) in any order. The page must not show a win the player has not seen
 * land, yet must show what else moved the balance meanwhile (coins bought in another tab).
 *
 * The rule: during a round, the held currency shows `presented + extra`.
 * - `presented` is the game's own figure, reported by the frame (round-report.ts): the balance
 *   the server last answered, less the win of the step whose reels are still turning. It takes
 *   the stake when the spin is asked for and each win when its reels stop (or are skipped to).
 * - `extra` is what the site's balance holds beyond the game's last answer: `site − answer`.
 *   It is only brought up to date when the site's figure can hold nothing of the round that the
 *   game has not been answered: never while a step is on its way (its win may already be in the
 *   site's figure), and never from a site figure that, less the `extra` already known, equals a
 *   balance the round was answered before (a reload that started before the step was settled).
 *   Otherwise it keeps its last value.
 * So nothing the server settled for the round shows before the game presents it, and anything
 * else shows as soon as the site hears of it, a step's round trip at the latest. When the
 * presentation is over or cut short the hold lasts until the site's figure catches up with the
 * round's last answer, then the site's own figure shows again; leaving the game drops the hold.
 */
import type { Currency } from "@reelhouse/contract";
import { useSyncExternalStore } from "react";

/** Minor units of each currency. */
export interface Balances {
  coins: number;
  entries: number;
}

/** Where the game's presentation of a round stands, as the frame reports it. */
export interface RoundReport {
  /** Tells one round from the next within one frame. */
  serial: number;
  currency: Currency;
  /** The round's balances as the server answered them, oldest first: where it started, then one per answer. */
  answered: readonly number[];
  /** The balance the game shows: the stake taken, the wins whose reels have stopped. */
  presented: number;
  /** A step has been asked for and its answer has not come back. */
  isAwaiting: boolean;
  /** The presentation is over, played out or cut short. */
  isOver: boolean;
}

export interface BalanceHold {
  round: RoundReport;
  /** What the site's balance holds beyond the round's last answer (a purchase, a grant). */
  extra: number;
  /** Balances of earlier rounds held back to back: the site's figure may still be one of them. */
  earlier: readonly number[];
}

function lastAnswer(round: RoundReport): number {
  return round.answered.at(-1) ?? round.presented;
}

/** Brings the hold up to `site`, the site's own figure in the held currency; null once there is nothing to hold. */
export function followSite(hold: BalanceHold, site: number | null): BalanceHold | null {
  if (site === null) return hold;
  const answer = lastAnswer(hold.round);
  const older = [...hold.earlier, ...hold.round.answered.slice(0, -1)];
  // Less what it is known to hold beyond the round, an earlier answer: a reload that started
  // before the last answer was settled, which says nothing new.
  const seen = site - hold.extra;
  if (seen !== answer && older.includes(seen)) return hold;
  if (hold.round.isOver) return null;
  // The step on its way may already be in the site's figure, with a win the reels have not shown.
  if (hold.round.isAwaiting) return hold;
  const extra = site - answer;
  return extra === hold.extra ? hold : { ...hold, extra };
}

/** The frame reported `round`; `site` is the site's own figure in its currency, if known. */
export function followRound(
  hold: BalanceHold | null,
  round: RoundReport,
  site: number | null,
): BalanceHold | null {
  if (hold && hold.round.serial === round.serial) return followSite({ ...hold, round }, site);
  const start = round.answered[0] ?? round.presented;
  const next: BalanceHold = hold
    ? // The last round's hold had not caught up yet: its figures may still come, its extra stands.
      { round, extra: hold.extra, earlier: [...hold.earlier, ...hold.round.answered] }
    : { round, extra: site === null ? 0 : site - start, earlier: [] };
  return followSite(next, site);
}

/** What the page shows: the site's balances, the held currency as the round has been presented. */
export function shownBalances(site: Balances, hold: BalanceHold | null): Balances {
  if (!hold) return site;
  return { ...site, [hold.round.currency]: hold.round.presented + hold.extra };
}

/**
 * The page's one hold. The game page feeds it the frame's reports and the site's balances and
 * drops it when the game goes (the daily wheel does the same for its spins); every balance display
 * reads it through `useShownBalances`.
 */
function createBalanceHoldStore() {
  let hold: BalanceHold | null = null;
  let site: Balances | null = null;
  const listeners = new Set<() => void>();
  const change = (next: BalanceHold | null) => {
    if (next === hold) return;
    hold = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: (): BalanceHold | null => hold,
    observeSite(balances: Balances): void {
      site = balances;
      if (hold) change(followSite(hold, balances[hold.round.currency]));
    },
    observeRound(round: RoundReport): void {
      change(followRound(hold, round, site ? site[round.currency] : null));
    },
    /**
     * A round presented outside a game frame (a promotion's wheel), reported once answered:
     * `start` is the site's figure in its currency when it was asked for, so a push of the answer
     * that came first is not taken for something else that moved the balance.
     */
    observeRoundFrom(round: RoundReport, start: number): void {
      change(followRound(hold, round, start));
      if (hold && site) change(followSite(hold, site[round.currency]));
    },
    drop(): void {
      change(null);
    },
  };
}

export const balanceHold = createBalanceHoldStore();

/** The site's balances as a display should show them, the round being presented held back. */
export function useShownBalances(site: Balances): Balances {
  const hold = useSyncExternalStore(balanceHold.subscribe, balanceHold.current, () => null);
  return shownBalances(site, hold);
}
