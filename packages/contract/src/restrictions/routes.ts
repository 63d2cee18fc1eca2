/**
 * Where each restrictions call lives: its method and path, and nothing else; `endpoints.ts` adds
 * the schemas. `restrictionsApi` is what the browser calls: typed by the definitions, without
 * loading their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { restrictionsEndpoints } from "./endpoints.ts";

export const restrictionsRoutes = {
  getRestrictionInfo: { method: "GET", path: "/rest/restriction/info/" },
  checkIpAccess: { method: "GET", path: "/rest/restriction/player/ip/check/" },
  checkGeoAccess: { method: "GET", path: "/rest/restriction/player/geo/check/" },
  reportLocationDeclined: { method: "POST", path: "/rest/restriction/player/geo/declined/" },
  reportBlock: { method: "POST", path: "/rest/restriction/player/block/" },
} as const satisfies RouteTable;

export const restrictionsApi = typeRoutes<typeof restrictionsEndpoints>(restrictionsRoutes);
