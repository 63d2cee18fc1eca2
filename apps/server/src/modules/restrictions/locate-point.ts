/**
 * Coordinates → country and region, offline:
 * - US states (and DC) by point-in-polygon on the Census state boundaries of `us-atlas`;
 * - Canadian provinces by the nearest postal area of `reverse-geocode`, since no npm data package
 *   ships province boundaries (near a provincial border in sparsely settled land the neighbour may
 *   be chosen; see docs/decisions/010);
 * - any other country by `@rapideditor/country-coder`'s borders.
 */
import { createRequire } from "node:module";
import { iso1A2Code } from "@rapideditor/country-coder";
import { geoBounds, geoContains } from "d3-geo";
import { lookup as nearestPostalArea } from "reverse-geocode";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Place } from "./place.ts";
import { US_STATES, US_TERRITORY_COUNTRY_BY_FIPS } from "./us-states.ts";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface Boundary {
  place: Place;
  /** [[west, south], [east, north]]; west > east when the area crosses the antimeridian (Alaska). */
  bounds: [[number, number], [number, number]];
  shape: GeoJSON.Feature;
}

let usBoundaries: Boundary[] | undefined;

/** Parsed on first use: a few MB of geometry that API-only tests and idle instances never need. */
function loadUsBoundaries(): Boundary[] {
  if (usBoundaries) return usBoundaries;
  const topology = createRequire(import.meta.url)("us-atlas/states-10m.json") as Topology<{
    states: GeometryCollection;
  }>;
  const stateByFips = new Map(US_STATES.map((state) => [state.fips, state.code]));
  usBoundaries = feature(topology, topology.objects.states).features.flatMap((shape) => {
    const fips = String(shape.id);
    const state = stateByFips.get(fips);
    const territory = US_TERRITORY_COUNTRY_BY_FIPS[fips];
    const place = state
      ? { country: "US", region: state }
      : territory
        ? { country: territory, region: null }
        : null;
    return place ? [{ place, bounds: geoBounds(shape), shape }] : [];
  });
  return usBoundaries;
}

function isWithinBounds(
  { bounds: [[west, south], [east, north]] }: Boundary,
  { latitude, longitude }: Coordinates,
) {
  if (latitude < south || latitude > north) return false;
  return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east;
}

/** Null for a point in no country's territory (open sea, Antarctica's unclaimed land). */
export function locatePoint(point: Coordinates): Place | null {
  const lonLat: [number, number] = [point.longitude, point.latitude];
  const usArea = loadUsBoundaries().find(
    (boundary) => isWithinBounds(boundary, point) && geoContains(boundary.shape, lonLat),
  );
  if (usArea) return usArea.place;

  const country = iso1A2Code(lonLat, { level: "territory" });
  if (!country) return null;
  if (country === "CA") {
    return { country, region: nearestPostalArea(point.latitude, point.longitude, "ca")?.state_abbr ?? null };
  }
  return { country, region: null };
}
