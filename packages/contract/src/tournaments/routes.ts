/**
 * Where each race call lives (spec §7 "Tournaments"); `endpoints.ts` adds the schemas.
 * `tournamentsApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { tournamentsEndpoints } from "./endpoints.ts";

export const tournamentsRoutes = {
  getTournament: { method: "GET", path: "/rest/tournament/" },
  getTournamentById: { method: "GET", path: "/rest/tournaments/:id/" },
  subscribeTournament: { method: "GET", path: "/rest/tournaments/:id/subscribe/" },
  getNextTournaments: { method: "GET", path: "/rest/next-tournaments/" },
  getTournamentsHistory: { method: "GET", path: "/rest/tournaments/history/" },
} as const satisfies RouteTable;

export const tournamentsApi = typeRoutes<typeof tournamentsEndpoints>(tournamentsRoutes);
