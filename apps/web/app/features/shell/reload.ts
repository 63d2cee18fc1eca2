/**
 * Reloading the page without looping (spec §9): a reload is remembered for 10 seconds by path, and
 * one asked for while a modal or the cash widget is open waits until they close.
 */
import { openModalCount } from "~/lib/scroll-lock.ts";

/** Spec §9: the reload guard remembers the reloaded path for 10 seconds, so a reload never loops. */
export const RELOAD_GUARD_MS = 10_000;
/** How often a reload that waits looks again whether the modal or the cash widget closed. */
export const DEFERRED_RELOAD_POLL_MS = 5_000;
const RELOAD_GUARD_KEY = "reelhouse:reload-guard";

function isBusyWithModalOrCash(): boolean {
  return openModalCount() > 0 || window.location.hash.includes("cash");
}

/** True unless this same path was reloaded by us within the guard window. */
export function mayReload(path: string, now: number, guard: string | null): boolean {
  if (!guard) return true;
  try {
    const { path: guardedPath, at } = JSON.parse(guard) as { path: string; at: number };
    return guardedPath !== path || now - at >= RELOAD_GUARD_MS;
  } catch {
    return true;
  }
}

/** Reloads the page, unless this path was just reloaded by us. */
export function reloadOnce(): void {
  const path = window.location.pathname;
  const now = Date.now();
  if (!mayReload(path, now, sessionStorage.getItem(RELOAD_GUARD_KEY))) return;
  sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  window.location.reload();
}

/** Reloads now, or once no modal or cash widget is open; answers the way to stop waiting. */
export function reloadWhenFree(): () => void {
  if (!isBusyWithModalOrCash()) {
    reloadOnce();
    return () => {};
  }
  const deferred = setInterval(() => {
    if (isBusyWithModalOrCash()) return;
    clearInterval(deferred);
    reloadOnce();
  }, DEFERRED_RELOAD_POLL_MS);
  return () => clearInterval(deferred);
}
