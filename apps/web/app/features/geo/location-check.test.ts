import { describe, expect, it, vi } from "vitest";
import {
  checkLocation,
  type LocationCheckEnvironment,
  POSITION_TIMEOUT_MS,
  reasonForPositionError,
} from "./location-check.ts";

const MONTREAL = { latitude: 45.5017, longitude: -73.5673 };

const accessCheck = (access: boolean) => ({
  access,
  country: "CA",
  region: "QC",
  currencies: { entries: false, coins: access },
  reason: access ? null : "Blocked region",
});

function permissions(state: PermissionState | Error): Permissions {
  return {
    query: () =>
      state instanceof Error ? Promise.reject(state) : Promise.resolve({ state } as PermissionStatus),
  } as Permissions;
}

function geolocation(outcome: { coords: typeof MONTREAL } | { code: number }): Geolocation {
  return {
    getCurrentPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      if ("coords" in outcome) onSuccess({ coords: outcome.coords } as GeolocationPosition);
      else onError?.({ code: outcome.code, message: "" } as GeolocationPositionError);
    }),
  } as unknown as Geolocation;
}

function environment(overrides: Partial<LocationCheckEnvironment> = {}): LocationCheckEnvironment {
  return {
    geolocation: geolocation({ coords: MONTREAL }),
    permissions: permissions("prompt"),
    fetch: vi.fn(async () => Response.json({ success: true, data: accessCheck(true) })),
    ...overrides,
  };
}

describe("checkLocation", () => {
  it("passes with the server's answer when the player may play", async () => {
    const env = environment();
    expect(await checkLocation(env)).toEqual({ ok: true, result: accessCheck(true) });
    expect(env.fetch).toHaveBeenCalledWith(
      "/rest/restriction/player/geo/check/?latitude=45.5017&longitude=-73.5673",
      { credentials: "same-origin" },
    );
    expect(env.geolocation?.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: POSITION_TIMEOUT_MS }),
    );
  });

  it("reports 'Blocked region' when the server says the region is not served", async () => {
    const env = environment({
      fetch: async () => Response.json({ success: true, data: accessCheck(false) }),
    });
    expect(await checkLocation(env)).toEqual({ ok: false, reason: "blockedRegion" });
  });

  it.each<[string, Partial<LocationCheckEnvironment>, string]>([
    ["no geolocation", { geolocation: undefined }, "geolocationNotSupported"],
    ["no permissions API", { permissions: undefined }, "permissionsApiNotSupported"],
    [
      "a permissions API that rejects the name",
      { permissions: permissions(new TypeError("bad name")) },
      "permissionsApiNotSupported",
    ],
    ["a site the user already denied", { permissions: permissions("denied") }, "userDenied"],
    ["a prompt the user declines", { geolocation: geolocation({ code: 1 }) }, "permissionDenied"],
    ["no position", { geolocation: geolocation({ code: 2 }) }, "positionUnavailable"],
    ["a position that comes too late", { geolocation: geolocation({ code: 3 }) }, "timeout"],
    ["an unexpected geolocation error", { geolocation: geolocation({ code: 99 }) }, "unknownError"],
    ["a network failure", { fetch: async () => Promise.reject(new TypeError("offline")) }, "apiError"],
    ["a server error", { fetch: async () => new Response("oops", { status: 503 }) }, "apiError"],
    ["an answer that is not JSON", { fetch: async () => new Response("<html>") }, "apiError"],
    ["an answer of the wrong shape", { fetch: async () => Response.json({ success: true }) }, "apiError"],
  ])("maps %s to %s", async (_, overrides, reason) => {
    expect(await checkLocation(environment(overrides))).toEqual({ ok: false, reason });
  });

  it.each([
    ["the prompt is declined", { geolocation: geolocation({ code: 1 }) }, "permissionDenied"],
    ["the site is already refused", { permissions: permissions("denied") }, "userDenied"],
    ["there is no geolocation", { geolocation: undefined }, "geolocationNotSupported"],
  ])("tells the server, which then refuses entries, when %s", async (_, overrides, reason) => {
    const env = environment({
      ...overrides,
      fetch: vi.fn(async () =>
        Response.json({ success: true, data: { verdict: "declined", decidedAt: new Date().toISOString() } }),
      ),
    });
    expect(await checkLocation(env)).toEqual({ ok: false, reason });
    expect(env.fetch).toHaveBeenCalledTimes(1);
    const [path, init] = vi.mocked(env.fetch).mock.calls[0] ?? [];
    expect(path).toBe("/rest/restriction/player/geo/declined/");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(String(init?.body))).toEqual({ reason });
  });

  it("reports no decline for a failure of the moment, and still answers a decline the server did not take", async () => {
    const unavailable = environment({ geolocation: geolocation({ code: 2 }) });
    await checkLocation(unavailable);
    expect(unavailable.fetch).not.toHaveBeenCalled();

    const refused = environment({
      geolocation: geolocation({ code: 1 }),
      fetch: vi.fn(async () => new Response("oops", { status: 503 })),
    });
    expect(await checkLocation(refused)).toEqual({ ok: false, reason: "permissionDenied" });
  });

  it("does not ask for a position when the browser already refuses it", async () => {
    const env = environment({ permissions: permissions("denied") });
    await checkLocation(env);
    expect(env.geolocation?.getCurrentPosition).not.toHaveBeenCalled();
  });
});

describe("reasonForPositionError", () => {
  it("follows the GeolocationPositionError codes", () => {
    expect([1, 2, 3, 0].map(reasonForPositionError)).toEqual([
      "permissionDenied",
      "positionUnavailable",
      "timeout",
      "unknownError",
    ]);
  });
});
