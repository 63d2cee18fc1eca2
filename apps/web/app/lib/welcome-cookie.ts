/**
 * The welcome-popup cookie (spec §9: 365 days; ADR 092). It holds the id of the player this browser
 * has welcomed, so a second account opened on the same browser still gets its own welcome, and it
 * outlives sign-out, so a player signing back in is not welcomed twice. The root loader reads it
 * from the page request, so the server-rendered greeting already knows; the welcome dialog writes it,
 * and the offers and popup ads that wait for the welcome to be over hear it (`useIsWelcomeOver`).
 */
import { parseCookie, stringifySetCookie } from "cookie";
import { useSyncExternalStore } from "react";

export const WELCOME_SEEN_COOKIE = "welcome_seen";
export const WELCOME_SEEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether this browser has welcomed `playerId` (the request's `Cookie` header, or `document.cookie`). */
export function hasWelcomed(cookieHeader: string | null, playerId: string): boolean {
  return cookieHeader ? parseCookie(cookieHeader)[WELCOME_SEEN_COOKIE] === playerId : false;
}

/** The `document.cookie` assignment that records `playerId` as welcomed in this browser. */
export function welcomedCookie(playerId: string): string {
  return stringifySetCookie(WELCOME_SEEN_COOKIE, playerId, {
    maxAge: WELCOME_SEEN_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
  });
}

const listeners = new Set<() => void>();

/** Records `playerId` as welcomed in this browser, and tells those waiting for the welcome to be over. */
export function rememberWelcomed(playerId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, read back by the root loader.
  document.cookie = welcomedCookie(playerId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether the welcome is over for `playerId` (a guest has none): the page said so when it was
 * served (`hasSeenWelcome`), or the welcome was remembered since.
 */
export function useIsWelcomeOver(playerId: string | null, hasSeenWelcome: boolean): boolean {
  const isWelcomedSince = useSyncExternalStore(
    subscribe,
    () => playerId !== null && hasWelcomed(document.cookie, playerId),
    () => false,
  );
  return playerId === null || hasSeenWelcome || isWelcomedSince;
}
