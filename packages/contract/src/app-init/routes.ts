/**
 * Where each app-init call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `appInitApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { appInitEndpoints } from "./endpoints.ts";

export const appInitRoutes = {
  getAppInit: { method: "GET", path: "/rest/app/init/" },
} as const satisfies RouteTable;

export const appInitApi = typeRoutes<typeof appInitEndpoints>(appInitRoutes);
