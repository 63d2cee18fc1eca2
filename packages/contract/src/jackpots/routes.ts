/**
 * Where each jackpots call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `jackpotsApi` is what the browser calls, without loading the schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { jackpotsEndpoints } from "./endpoints.ts";

export const jackpotsRoutes = {
  getJackpots: { method: "GET", path: "/rest/jackpots/" },
} as const satisfies RouteTable;

export const jackpotsApi = typeRoutes<typeof jackpotsEndpoints>(jackpotsRoutes);
