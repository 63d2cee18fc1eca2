/**
 * Where each deposit streak call lives (spec §7 Features); `endpoints.ts` adds the schemas.
 * `depositStreakApi` is what the browser calls (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { depositStreakEndpoints } from "./endpoints.ts";

export const depositStreakRoutes = {
  getDepositStreakInfo: { method: "GET", path: "/rest/deposit-streak/info/" },
  getDepositStreakPrizes: { method: "GET", path: "/rest/deposit-streak/wheels-prizes/" },
  applyDepositStreakPrize: { method: "GET", path: "/rest/deposit-streak/apply-prize/" },
  getDepositStreakGroupInfo: { method: "GET", path: "/rest/deposit-streak/group-info/" },
} as const satisfies RouteTable;

export const depositStreakApi = typeRoutes<typeof depositStreakEndpoints>(depositStreakRoutes);
