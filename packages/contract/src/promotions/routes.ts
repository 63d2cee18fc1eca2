/**
 * Where each promotions call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `promotionsApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { promotionsEndpoints } from "./endpoints.ts";

export const promotionsRoutes = {
  getFeaturesGamesInfo: { method: "GET", path: "/rest/features-games-info/info/" },
  getPromotionsPage: { method: "GET", path: "/rest/page/promotions/" },
} as const satisfies RouteTable;

export const promotionsApi = typeRoutes<typeof promotionsEndpoints>(promotionsRoutes);
