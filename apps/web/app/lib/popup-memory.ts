/**
 * What this browser remembers of the popups it opened (spec §9: "one per 60 s interval;
 * opened-popups memory 24 h"; ADR 136): each popup's key with when it opened, in `localStorage`,
 * forgotten after a day, or after a week for the game of the week (once per week per pick). The server keeps the same rule for popup ads; this memory spares a
 * request that could only answer nothing, and covers the preset-package offer, which is not an ad.
 *
 * `popups_quiet_until` (a cookie, so the browser tests can set it as they set `welcome_seen`)
 * holds a time until which no offer or ad opens: "Not today" on a popup sets it a day ahead.
 */
import { parseCookie, stringifySetCookie } from "cookie";
import { stripLocale } from "./locale.ts";

export const POPUP_MEMORY_MS = 24 * 60 * 60 * 1000;
export const WEEKLY_POPUP_MEMORY_MS = 7 * POPUP_MEMORY_MS;
export const POPUP_SPACING_MS = 60 * 1000;
export const POPUPS_QUIET_COOKIE = "popups_quiet_until";
const STORE_KEY = "reelhouse:popups";

type Opened = Record<string, number>;

function readOpened(now: number): Opened {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? "{}") as unknown;
    if (typeof stored !== "object" || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === "number" && now - entry[1] < WEEKLY_POPUP_MEMORY_MS,
      ),
    );
  } catch {
    // Storage off (private mode) or a value another version wrote: nothing remembered.
    return {};
  }
}

function wasOpenedWithin(key: string, now: number, memoryMs: number): boolean {
  const at = readOpened(now)[key];
  return at !== undefined && now - at < memoryMs;
}

/** Whether the popup `key` opened in the last 24 hours. */
export function wasOpenedToday(key: string, now: number): boolean {
  return wasOpenedWithin(key, now, POPUP_MEMORY_MS);
}

/** Whether the popup `key` opened in the last seven days. */
export function wasOpenedThisWeek(key: string, now: number): boolean {
  return wasOpenedWithin(key, now, WEEKLY_POPUP_MEMORY_MS);
}

/** Whether a popup whose key starts with `prefix` opened in the last minute. */
export function wasOneOpenedLately(prefix: string, now: number): boolean {
  return Object.entries(readOpened(now)).some(
    ([key, at]) => key.startsWith(prefix) && now - at < POPUP_SPACING_MS,
  );
}

/**
 * Whether a popup other than `key` opened since this document loaded (a route change is the same
 * document): a popup that would follow it straight away waits for another visit instead.
 */
export function wasAnotherOpenedThisPage(key: string, now: number): boolean {
  const loadedAt = performance.timeOrigin;
  return Object.entries(readOpened(now)).some(([other, at]) => other !== key && at >= loadedAt);
}

export function rememberOpened(key: string, now: number): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...readOpened(now), [key]: now }));
  } catch {
    // Storage off: the server's own memory of popup ads still holds.
  }
}

/** Whether "Not today" (or a test's fixture) quieted offers and ads until after `now`. */
export function isQuiet(now: number): boolean {
  const until = Number(parseCookie(document.cookie)[POPUPS_QUIET_COOKIE]);
  return Number.isFinite(until) && until > now;
}

export function quietForADay(now: number): void {
  const until = now + POPUP_MEMORY_MS;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, read back here only.
  document.cookie = stringifySetCookie(POPUPS_QUIET_COOKIE, String(until), {
    maxAge: POPUP_MEMORY_MS / 1000,
    path: "/",
    sameSite: "lax",
  });
}

/**
 * Pages offers and ads leave alone: the geoblock page (spec §2: no dialog there but the terms), the
 * registration step, sign-up and sign-in, a game being played, the cashier's own pages.
 */
export function mayPopUpOn(pathname: string): boolean {
  const page = stripLocale(pathname).replace(/\/$/, "") || "/";
  const closed = [
    "/geoblock",
    "/registration-complete",
    "/signup",
    "/signin",
    "/reset",
    "/game",
    "/studio",
    "/cash",
  ];
  return !closed.some((path) => page === path || page.startsWith(`${path}/`)) && page !== "/cashIframe";
}
