import type { AccessCheck } from "@reelhouse/contract";
import { restrictionsApi } from "@reelhouse/contract/client";
import { callApi } from "~/lib/api-client.ts";
import { setEntriesOff } from "~/lib/game-mode.ts";
import { type GeoblockReason, isDeclined } from "./reasons.ts";

/** Spec §6: the browser's geolocation check. `ok` means the player may play where they are. */
export type LocationCheckResult = { ok: true; result: AccessCheck } | { ok: false; reason: GeoblockReason };

/** What the check needs from the browser; tests hand in their own. */
export interface LocationCheckEnvironment {
  geolocation: Geolocation | undefined;
  permissions: Permissions | undefined;
  fetch: typeof fetch;
}

/** Long enough for a phone to get a first fix indoors, short enough that a stuck one fails. */
export const POSITION_TIMEOUT_MS = 10_000;

/** A position up to five minutes old still places the player in the same state. */
const POSITION_MAX_AGE_MS = 5 * 60 * 1000;

function browserEnvironment(): LocationCheckEnvironment {
  return {
    geolocation: globalThis.navigator?.geolocation,
    permissions: globalThis.navigator?.permissions,
    fetch: (...args) => globalThis.fetch(...args),
  };
}

/** GeolocationPositionError codes (1, 2, 3) as reasons. */
export function reasonForPositionError(code: number): GeoblockReason {
  switch (code) {
    case 1:
      return "permissionDenied";
    case 2:
      return "positionUnavailable";
    case 3:
      return "timeout";
    default:
      return "unknownError";
  }
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, {
      timeout: POSITION_TIMEOUT_MS,
      maximumAge: POSITION_MAX_AGE_MS,
      enableHighAccuracy: false,
    }),
  );
}

async function isGeolocationDenied(permissions: Permissions): Promise<boolean> {
  const status = await permissions.query({ name: "geolocation" });
  return status.state === "denied";
}

async function checkCoordinates(
  fetchApi: typeof fetch,
  { latitude, longitude }: GeolocationCoordinates,
): Promise<LocationCheckResult> {
  let check: AccessCheck | undefined;
  try {
    const answer = await callApi(
      restrictionsApi.checkGeoAccess,
      { query: { latitude: String(latitude), longitude: String(longitude) } },
      // The environment's fetch (the browser's, or a test's); the answer carries no text to translate.
      { fetchApi: (path) => fetchApi(path, { credentials: "same-origin" }) },
    );
    check = answer.data;
  } catch {
    // Whether the server refused, failed or answered nonsense, the player cannot be placed.
    return { ok: false, reason: "apiError" };
  }
  // The gate fails closed: an answer without a verdict (from something in between) places nobody.
  if (typeof check?.access !== "boolean") return { ok: false, reason: "apiError" };
  return check.access ? { ok: true, result: check } : { ok: false, reason: "blockedRegion" };
}

/**
 * Asks the browser where the player is and the server whether they may play there; the server
 * keeps the answer (a decline too) and judges entries by it. Every way this can fail ends in one
 * of the spec's geoblock reasons, never in a thrown error.
 */
export async function checkLocation(
  environment: LocationCheckEnvironment = browserEnvironment(),
): Promise<LocationCheckResult> {
  const result = await locate(environment);
  if (!result.ok && isDeclined(result.reason)) {
    // The site turns entries off either way; a lost report leaves the server judging by the IP.
    await callApi(
      restrictionsApi.reportLocationDeclined,
      { body: { reason: result.reason } },
      {
        fetchApi: (path, init = {}) =>
          environment.fetch(path, {
            method: init.method ?? "POST",
            credentials: "same-origin",
            ...(init.headers ? { headers: init.headers } : {}),
            ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          }),
      },
    ).catch(() => undefined);
  }
  return result;
}

async function locate(environment: LocationCheckEnvironment): Promise<LocationCheckResult> {
  const { geolocation, permissions } = environment;
  if (!geolocation) return { ok: false, reason: "geolocationNotSupported" };
  if (!permissions || typeof permissions.query !== "function") {
    return { ok: false, reason: "permissionsApiNotSupported" };
  }
  try {
    if (await isGeolocationDenied(permissions)) return { ok: false, reason: "userDenied" };
  } catch {
    // Browsers that have the API but do not know the "geolocation" permission name reject here.
    return { ok: false, reason: "permissionsApiNotSupported" };
  }

  let position: GeolocationPosition;
  try {
    position = await currentPosition(geolocation);
  } catch (error) {
    const code =
      typeof (error as { code?: unknown })?.code === "number" ? (error as { code: number }).code : 0;
    return { ok: false, reason: reasonForPositionError(code) };
  }
  return checkCoordinates(environment.fetch, position.coords);
}

/** A passed check puts entries back within reach, or off where the place allows only coins. */
export function settleEntries(result: { result: AccessCheck }): void {
  setEntriesOff(result.result.currencies.entries ? null : "entriesNotHere");
}
