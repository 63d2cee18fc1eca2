/**
 * The player's time zone, as their browser reports it, kept on the profile so a promotion's day
 * (daily login, the daily wheel) starts at the player's own midnight. UTC until one is known.
 *
 * A new zone replaces the stored one at most once a week: moving one's clock across the date line
 * would otherwise start a new promotion day early and claim it twice (ADR 111). Travellers get the
 * new zone a week after the previous change at the latest.
 */

import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import * as repo from "./repo.ts";

export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_CHANGE_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Madrid`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The player's stored zone and when it was last changed, as the players table keeps them. */
export interface StoredTimeZone {
  timeZone: string | null;
  setAt: Date | null;
}

/**
 * The zone the player's days are counted in after hearing `reported` from their browser (null when
 * the browser said nothing or something that is not a zone): stored when the player has none, or
 * when the last change is a week old.
 */
export async function keepTimeZone(
  db: Db,
  clock: Clock,
  playerId: string,
  reported: string | null,
): Promise<string> {
  const stored = await repo.findTimeZone(db, playerId);
  return stored ? keepStoredTimeZone(db, clock, playerId, stored, reported) : DEFAULT_TIME_ZONE;
}

/** The same, for a player whose row the caller has read already (`stored`): no read of its own. */
export async function keepStoredTimeZone(
  db: Db,
  clock: Clock,
  playerId: string,
  stored: StoredTimeZone,
  reported: string | null,
): Promise<string> {
  const current = stored.timeZone;
  if (reported === null || reported === current || !isTimeZone(reported)) {
    return current ?? DEFAULT_TIME_ZONE;
  }
  const now = clock.now();
  const canChange = !stored.setAt || now.getTime() - stored.setAt.getTime() >= TIME_ZONE_CHANGE_INTERVAL_MS;
  if (current !== null && !canChange) return current;
  await repo.setTimeZone(db, playerId, reported, now);
  return reported;
}
