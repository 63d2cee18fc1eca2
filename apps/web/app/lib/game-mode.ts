/**
 * The player's game mode, shared by the header (which switches it) and the location check (which
 * may put entries out of reach): switching, and whether entries are off in this browser session
 * and why.
 *
 * Entries are off when the player declined to share their location, or where they are allows only
 * coins; coins play on. The server keeps the same verdict from the location check (a decline is
 * reported to it) and refuses entries by it at every bet; this is what the site offers and explains.
 */
import type { GameMode, Locale } from "@reelhouse/contract";
import { accountsApi } from "@reelhouse/contract/client";
import { mutationOptions } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { callApi } from "./api-client.ts";

const MODE_SLUGS = { SweepStakes: "sweep-stakes", TournamentPoints: "tournament-points" } as const;

/** Switches the game mode; the caller reloads the root's data, where the header reads the balance. */
export const switchGameModeMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ["player", "game-mode"],
    mutationFn: (mode: GameMode) =>
      callApi(accountsApi.switchGameMode, { params: { mode: MODE_SLUGS[mode] } }, { locale }),
  });

/** Why entries are off: the location was not shared, or the place found allows only coins. */
export type EntriesOffReason = "locationDeclined" | "entriesNotHere";

const STORAGE_KEY = "entries-off";
const listeners = new Set<() => void>();

function readEntriesOff(): EntriesOffReason | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored === "locationDeclined" || stored === "entriesNotHere" ? stored : null;
  } catch {
    return null;
  }
}

export function setEntriesOff(reason: EntriesOffReason | null): void {
  if (readEntriesOff() === reason) return;
  if (reason) sessionStorage.setItem(STORAGE_KEY, reason);
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Why entries are off in this session, or null; null on the server, which knows no session storage. */
export function useEntriesOff(): EntriesOffReason | null {
  return useSyncExternalStore(subscribe, readEntriesOff, () => null);
}
