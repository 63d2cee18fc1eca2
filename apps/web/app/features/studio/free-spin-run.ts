/**
 * The game client's free spins, as pure functions: which grants the player can play here and now,
 * the list kept up to date from spin answers and from refetches, and a run through one grant (the
 * counter "Free spin 3 of 10" and what the run won). The server is the authority: an answer's grant
 * replaces the one held, and a spin only ever takes one away, so of two figures for one grant the
 * smaller is the newer.
 */
import type { Currency, FreeSpins } from "@reelhouse/contract";

/** The grants that can still be played at `now` (ms), soonest ending first. */
export function playableGrants(grants: readonly FreeSpins[], now: number): FreeSpins[] {
  return grants
    .filter((grant) => grant.spinsRemain > 0 && Date.parse(grant.endDate) > now)
    .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate) || a.spinsId.localeCompare(b.spinsId));
}

/** The grant the game offers to play in `currency`, and the first one held in the other currency. */
export function offeredGrants(
  grants: readonly FreeSpins[],
  currency: Currency,
  now: number,
): { playable: FreeSpins | null; elsewhere: FreeSpins | null } {
  const playable = playableGrants(grants, now);
  return {
    playable: playable.find((grant) => grant.currency === currency) ?? null,
    elsewhere: playable.find((grant) => grant.currency !== currency) ?? null,
  };
}

/** The list after a spin's answer gave one grant as it now stands. */
export function withAnsweredGrant(grants: readonly FreeSpins[], answered: FreeSpins): FreeSpins[] {
  const others = grants.filter((grant) => grant.spinsId !== answered.spinsId);
  return answered.spinsRemain > 0 ? [...others, answered] : others;
}

/** The list without a grant the server said is gone (expired, used up, not found). */
export function withoutGrant(grants: readonly FreeSpins[], spinsId: string): FreeSpins[] {
  return grants.filter((grant) => grant.spinsId !== spinsId);
}

/**
 * The list after reading the server's again: what it lists, each grant at the fewer spins of the
 * two figures (an answer may have arrived after the list was read).
 */
export function mergeFetchedGrants(held: readonly FreeSpins[], fetched: readonly FreeSpins[]): FreeSpins[] {
  return fetched.map((grant) => {
    const known = held.find((candidate) => candidate.spinsId === grant.spinsId);
    return known && known.spinsRemain < grant.spinsRemain ? known : grant;
  });
}

/** A run through one grant's spins, from the player's "Play" to its last spin. */
export interface FreeSpinRun {
  spinsId: string;
  gameId: string;
  currency: Currency;
  betLevel: number;
  spinsTotal: number;
  spinsRemain: number;
  /** What the grant's rounds have won so far, the one playing included once it has ended. */
  won: number;
  /** The spin playing: its number, and whether its round went on after its first answer. */
  playing: { number: number; isRoundOpen: boolean } | null;
  /** The last spin has been played out: the run shows what it won. */
  isOver: boolean;
}

export function startRun(grant: FreeSpins): FreeSpinRun {
  return {
    spinsId: grant.spinsId,
    gameId: grant.gameId,
    currency: grant.currency,
    betLevel: grant.betLevel,
    spinsTotal: grant.spinsTotal,
    spinsRemain: grant.spinsRemain,
    won: grant.totalWin,
    playing: null,
    isOver: false,
  };
}

/** The number of the spin playing, or of the next one to play. */
export function spinNumber(run: FreeSpinRun): number {
  return run.playing?.number ?? Math.min(run.spinsTotal, run.spinsTotal - run.spinsRemain + 1);
}

/** A spin of the run was asked for. */
export function runSpinStarted(run: FreeSpinRun): FreeSpinRun {
  return { ...run, playing: { number: spinNumber(run), isRoundOpen: false } };
}

/**
 * The spin's first answer: the grant as it left it. The grant counts a round's win once the round
 * ends, so a round that goes on is counted by the run when it ends.
 */
export function runSpinAnswered(run: FreeSpinRun, grant: FreeSpins, isRoundOpen: boolean): FreeSpinRun {
  if (grant.spinsId !== run.spinsId) return run;
  return {
    ...run,
    spinsRemain: grant.spinsRemain,
    won: grant.totalWin,
    playing: run.playing ? { ...run.playing, isRoundOpen } : null,
  };
}

/** The spin's round ended, having won `roundWin` in all. */
export function runRoundFinished(run: FreeSpinRun, roundWin: number): FreeSpinRun {
  if (!run.playing) return run;
  return {
    ...run,
    won: run.won + (run.playing.isRoundOpen ? roundWin : 0),
    playing: null,
    isOver: run.spinsRemain === 0,
  };
}

/** The spin failed before its round was played: nothing was taken. */
export function runSpinFailed(run: FreeSpinRun): FreeSpinRun {
  return run.playing ? { ...run, playing: null } : run;
}
