/**
 * IP address → country and region, from the GeoLite2-derived database that ships inside the
 * `geoip-lite` package (no network, no install step). Why this package: docs/decisions/010.
 */
import { createRequire } from "node:module";
import type { Place } from "./place.ts";

type GeoIp = typeof import("geoip-lite");

let geoIp: GeoIp | undefined;

/**
 * The package reads its whole database (about 110 MB) into memory when it is first required, so
 * it is required on the first lookup rather than at boot: instances that never check an IP, and
 * every test that does not, never pay for it.
 */
function loadGeoIp(): GeoIp {
  geoIp ??= createRequire(import.meta.url)("geoip-lite") as GeoIp;
  return geoIp;
}

/**
 * Null for addresses the database cannot place: loopback, private networks, and blocks registered
 * to no single country.
 */
export function locateIp(ip: string): Place | null {
  const found = loadGeoIp().lookup(ip);
  if (!found?.country) return null;
  return { country: found.country, region: found.region || null };
}
