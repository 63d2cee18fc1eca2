/**
 * The money of a round as the player watches it. The balance drops by the cost the moment the
 * spin is asked for, then rises with the win meter as it counts, and ends on the balance the
 * server answered, whatever else moved it meanwhile.
 */

/** The balance shown is `base + win`: `win` is what the meter has counted so far. */
export interface BalanceView {
  base: number;
  win: number;
}

export function shownBalance(view: BalanceView): number {
  return view.base + view.win;
}

/** A new round: the cost is gone, nothing is won yet. */
export function startRound(balance: number, cost: number): BalanceView {
  return { base: balance - cost, win: 0 };
}

/** A round resumed: the server's balance already holds what its played steps won. */
export function resumeRound(balance: number, wonSoFar: number): BalanceView {
  return { base: balance - wonSoFar, win: wonSoFar };
}

/** The meter has counted to `win`. */
export function countTo(view: BalanceView, win: number): BalanceView {
  return { ...view, win };
}

/** The round is over: the balance shown becomes the server's, with the round's whole win counted. */
export function settle(serverBalance: number, totalWin: number): BalanceView {
  return { base: serverBalance - totalWin, win: totalWin };
}
