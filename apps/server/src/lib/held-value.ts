/**
 * Read-mostly data held in memory for a short while, so what every page asks for (catalogue rows,
 * the cashier's packages, the current terms version, the geo rules) costs one query per `ttlMs`
 * per process instead of one per request. Each process holds its own copy and a change shows in
 * each within `ttlMs`, with nothing to tell the others (ADR 088). Only for data whose few seconds
 * of lag harm no one: balances, sessions and checks where money moves read the database each time.
 *
 * One load at a time, shared by everyone who asks meanwhile; a failed load is not kept. Age is
 * judged by the injected clock, and a value from the clock's future (a test moved the clock back)
 * counts as stale.
 */
import type { Clock } from "./clock.ts";

export interface HeldValue<T> {
  get(): Promise<T>;
}

export function holdFor<T>(ttlMs: number, clock: Clock, load: (now: Date) => Promise<T>): HeldValue<T> {
  let held: { value: T; loadedAt: number } | null = null;
  let loading: Promise<T> | null = null;

  function isFresh(loadedAt: number): boolean {
    const age = clock.now().getTime() - loadedAt;
    return age >= 0 && age < ttlMs;
  }

  return {
    get(): Promise<T> {
      if (held && isFresh(held.loadedAt)) return Promise.resolve(held.value);
      if (!loading) {
        const now = clock.now();
        // Loaded on the next tick, so that `loading` is set before the load can settle.
        loading = Promise.resolve()
          .then(() => load(now))
          .then(
            (value) => {
              held = { value, loadedAt: now.getTime() };
              loading = null;
              return value;
            },
            (error: unknown) => {
              loading = null;
              throw error;
            },
          );
      }
      return loading;
    },
  };
}
