/**
 * IP address → country and region, from the GeoLite2-derived database that ships inside the
 * `geoip-lite` package (no network, no install step). Why this package: docs/decisions/010.
 */
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
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

/** Addresses no database can place; answered without loading it. */
const UNLOCATABLE = new BlockList();
UNLOCATABLE.addSubnet("127.0.0.0", 8);
UNLOCATABLE.addSubnet("10.0.0.0", 8);
UNLOCATABLE.addSubnet("172.16.0.0", 12);
UNLOCATABLE.addSubnet("192.168.0.0", 16);
UNLOCATABLE.addSubnet("169.254.0.0", 16);
UNLOCATABLE.addAddress("::1", "ipv6");
UNLOCATABLE.addSubnet("fc00::", 7, "ipv6");
UNLOCATABLE.addSubnet("fe80::", 10, "ipv6");

function isUnlocatable(ip: string): boolean {
  const family = isIPv4(ip) ? "ipv4" : isIPv6(ip) ? "ipv6" : null;
  return family === null || UNLOCATABLE.check(ip, family);
}

/**
 * Null for addresses the database cannot place: loopback, private networks, and blocks registered
 * to no single country.
 */
export function locateIp(ip: string): Place | null {
  if (isUnlocatable(ip)) return null;
  const found = loadGeoIp().lookup(ip);
  if (!found?.country) return null;
  return { country: found.country, region: found.region || null };
}
