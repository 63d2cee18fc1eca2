/**
 * Where each studio call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `fairnessApi` and `studioApi` are what the browser calls: typed by the definitions,
 * without loading their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { fairnessEndpoints, studioEndpoints } from "./endpoints.ts";

export const studioRoutes = {
  session: { method: "GET", path: "/rest/studio/:gameId/session/" },
  spin: { method: "POST", path: "/rest/studio/:gameId/spin/" },
  next: { method: "POST", path: "/rest/studio/rounds/:roundId/next/" },
  history: { method: "GET", path: "/rest/studio/rounds/" },
  round: { method: "GET", path: "/rest/studio/rounds/:roundId/" },
  freeSpins: { method: "GET", path: "/rest/player/free-spins/" },
} as const satisfies RouteTable;

export const fairnessRoutes = {
  get: { method: "GET", path: "/rest/fairness/" },
  rotate: { method: "POST", path: "/rest/fairness/rotate/" },
  pairRounds: { method: "GET", path: "/rest/fairness/pairs/:serverSeedHash/rounds/" },
  mathsVersions: { method: "GET", path: "/rest/fairness/titles/:gameId/maths/" },
  mathsSheet: { method: "GET", path: "/rest/fairness/titles/:gameId/maths/:version/" },
} as const satisfies RouteTable;

export const fairnessApi = typeRoutes<typeof fairnessEndpoints>(fairnessRoutes);

export const studioApi = typeRoutes<typeof studioEndpoints>(studioRoutes);
