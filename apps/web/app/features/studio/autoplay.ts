/**
 * Autoplay's rules, apart from any screen: how many spins are left, and whether the next spin may
 * start. A run stops when its spins are used up, before a spin that would take the run's net loss
 * past the loss limit (so the limit is never crossed), after a round that won more than the
 * single-win limit, after a round that won a feature when asked to, and when the balance cannot
 * pay the next spin.
 */

export const AUTOPLAY_SPIN_COUNTS = [10, 25, 50, 100] as const;

export interface AutoplaySettings {
  spins: number;
  /** Minor units the run may lose in all, wins counted; null: no limit. */
  lossLimit: number | null;
  /** Stop after a round that won more than this many minor units; null: never. */
  singleWinOver: number | null;
  stopOnFeature: boolean;
}

export interface AutoplayRun {
  settings: AutoplaySettings;
  spinsLeft: number;
  /** Wins minus costs of the rounds played so far, in minor units. */
  net: number;
}

export type AutoplayStopReason = "finished" | "lossLimit" | "singleWin" | "feature" | "funds";

export interface PlayedRound {
  cost: number;
  totalWin: number;
  /** Whether the round won free spins or respins. */
  wonFeature: boolean;
}

export function startAutoplay(settings: AutoplaySettings): AutoplayRun {
  return { settings, spinsLeft: settings.spins, net: 0 };
}

/** Why the next spin, costing `cost` with `balance` left, may not start; null when it may. */
export function stopBeforeSpin(run: AutoplayRun, cost: number, balance: number): AutoplayStopReason | null {
  if (run.spinsLeft <= 0) return "finished";
  if (cost > balance) return "funds";
  const { lossLimit } = run.settings;
  // The spin could lose its whole cost: it may start only if that keeps the run within its limit.
  if (lossLimit !== null && -(run.net - cost) > lossLimit) return "lossLimit";
  return null;
}

/** The run after a round, and why it stops there (null: it goes on). */
export function afterRound(
  run: AutoplayRun,
  round: PlayedRound,
): { run: AutoplayRun; stop: AutoplayStopReason | null } {
  const next = { ...run, spinsLeft: run.spinsLeft - 1, net: run.net + round.totalWin - round.cost };
  const { singleWinOver, stopOnFeature } = run.settings;
  if (stopOnFeature && round.wonFeature) return { run: next, stop: "feature" };
  if (singleWinOver !== null && round.totalWin > singleWinOver) return { run: next, stop: "singleWin" };
  if (next.spinsLeft <= 0) return { run: next, stop: "finished" };
  return { run: next, stop: null };
}
