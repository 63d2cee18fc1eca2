/**
 * Where each cashback call lives (spec §7 "Cash and offers"); `endpoints.ts` adds the schemas.
 * `cashbackApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { cashbackEndpoints } from "./endpoints.ts";

export const cashbackRoutes = {
  getCashbackInfo: { method: "GET", path: "/rest/cashback/info/" },
  payCashback: { method: "POST", path: "/rest/cashback/pay/" },
} as const satisfies RouteTable;

export const cashbackApi = typeRoutes<typeof cashbackEndpoints>(cashbackRoutes);
