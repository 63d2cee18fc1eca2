/**
 * Spec §8 geoblock reasons, as the `?reason=` codes of the /geoblock/ page: 'Geolocation not
 * supported', 'permissions API not supported', 'user denied' (the browser already refuses this
 * site), permission denied (refused when asked), position unavailable, timeout, unknown error,
 * 'API error' and 'Blocked region'.
 */
import { LOCATION_DECLINED_REASONS, type LocationDeclinedReason } from "@reelhouse/contract";

export const GEOBLOCK_REASONS = [
  "geolocationNotSupported",
  "permissionsApiNotSupported",
  "userDenied",
  "permissionDenied",
  "positionUnavailable",
  "timeout",
  "unknownError",
  "apiError",
  "blockedRegion",
] as const;

export type GeoblockReason = (typeof GEOBLOCK_REASONS)[number];

/** A missing or unknown `?reason=` reads as the plain geoblock: the region is not served. */
export function parseGeoblockReason(value: string | null | undefined): GeoblockReason {
  return GEOBLOCK_REASONS.find((reason) => reason === value) ?? "blockedRegion";
}

/**
 * The player's own browser will not locate them (they refused, or it cannot ask): only entries,
 * which need a place, are off; coins play on. The server is told, and refuses entries too.
 */
const DECLINED: ReadonlySet<GeoblockReason> = new Set(LOCATION_DECLINED_REASONS);

export function isDeclined(reason: GeoblockReason): reason is LocationDeclinedReason {
  return DECLINED.has(reason);
}
