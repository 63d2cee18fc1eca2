/**
 * Where each daily wheel call lives; `endpoints.ts` adds the schemas. `dailyWheelApi` is what the
 * browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { dailyWheelEndpoints } from "./endpoints.ts";

export const dailyWheelRoutes = {
  getDailyWheelInfo: { method: "GET", path: "/rest/daily-wheel/info/" },
  spinWheel: { method: "POST", path: "/rest/daily-wheel/spin/" },
} as const satisfies RouteTable;

export const dailyWheelApi = typeRoutes<typeof dailyWheelEndpoints>(dailyWheelRoutes);
