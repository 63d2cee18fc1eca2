import type { LocationCheckResult } from "./location-check.ts";
import type { GeoblockReason } from "./reasons.ts";

/** A check holds for half an hour of this browser session; then the player is located again. */
export const CHECK_VALID_MS = 30 * 60 * 1000;
const STORAGE_KEY = "location-check";

interface RememberedCheck {
  checkedAt: number;
  reason: GeoblockReason | null;
}

/**
 * Failures of the moment (no position fix yet, no answer from the server, a request cut off by the
 * page being left): the next page locates the player again instead of recalling them for half an hour.
 */
const PASSING_FAILURES: ReadonlySet<GeoblockReason> = new Set([
  "positionUnavailable",
  "timeout",
  "unknownError",
  "apiError",
]);

export function rememberLocationCheck(result: LocationCheckResult, now: number): void {
  if (!result.ok && PASSING_FAILURES.has(result.reason)) {
    sessionStorage.removeItem(STORAGE_KEY);
    return;
  }
  const remembered: RememberedCheck = { checkedAt: now, reason: result.ok ? null : result.reason };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
}

/** The last check of this session while it still holds, or null when the player must be located. */
export function recalledLocationCheck(now: number): RememberedCheck | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as RememberedCheck | null;
    return stored && now - stored.checkedAt < CHECK_VALID_MS ? stored : null;
  } catch {
    return null;
  }
}
