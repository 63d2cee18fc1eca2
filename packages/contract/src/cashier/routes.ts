/**
 * Where each cashier call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `cashierApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { cashierEndpoints } from "./endpoints.ts";

export const cashierRoutes = {
  availableSets: { method: "GET", path: "/rest/available-sets/check/" },
  bonusOffers: { method: "GET", path: "/rest/bonus-offer/get-bonuses/" },
  purchase: { method: "POST", path: "/rest/cashier/purchase/" },
} as const satisfies RouteTable;

export const cashierApi = typeRoutes<typeof cashierEndpoints>(cashierRoutes);
