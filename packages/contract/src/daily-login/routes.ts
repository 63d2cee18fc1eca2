/**
 * Where each daily login call lives (spec §7 Features); `endpoints.ts` adds the schemas.
 * `dailyLoginApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { dailyLoginEndpoints } from "./endpoints.ts";

export const dailyLoginRoutes = {
  getDailyLoginInfo: { method: "GET", path: "/rest/daily-login/info/" },
  applyDailyLoginPrize: { method: "GET", path: "/rest/daily-login/apply-prize/" },
} as const satisfies RouteTable;

export const dailyLoginApi = typeRoutes<typeof dailyLoginEndpoints>(dailyLoginRoutes);
