/**
 * Where each builds call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `buildsApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { buildsEndpoints } from "./endpoints.ts";

export const buildsRoutes = {
  getLatestBuild: { method: "GET", path: "/builds/latest.json" },
} as const satisfies RouteTable;

export const buildsApi = typeRoutes<typeof buildsEndpoints>(buildsRoutes);
