/**
 * The moments of a visit at which the site asks for popup ads (spec §9): a session's start (the
 * first page, or back after 30 minutes away) and each visit of the lobby. When this browser was
 * last active is kept in `localStorage`, so a new tab within the half hour is the same session.
 */
import type { PopupTriggerType } from "@reelhouse/contract";

export const AWAY_FOR_NEW_SESSION_MS = 30 * 60 * 1000;
const LAST_ACTIVE_KEY = "reelhouse:last-active";

function lastActiveAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(LAST_ACTIVE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function markActive(now: number): void {
  try {
    localStorage.setItem(LAST_ACTIVE_KEY, String(now));
  } catch {
    // Storage off: every page is a session's start, and the server's memory still spaces the ads.
  }
}

export function isSessionStart(now: number): boolean {
  const last = lastActiveAt();
  return last === null || now - last > AWAY_FOR_NEW_SESSION_MS;
}

/** The moments a page at `now` is, in the order they are asked about. */
export function visitMoments(now: number, isLobby: boolean): PopupTriggerType[] {
  return [
    ...(isSessionStart(now) ? (["sessionStart"] as const) : []),
    ...(isLobby ? (["lobbyVisit"] as const) : []),
  ];
}
