/**
 * Where each referral call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `referralsApi` is what the browser calls, without loading the schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { referralsEndpoints } from "./endpoints.ts";

export const referralsRoutes = {
  getReferralInfo: { method: "GET", path: "/rest/player-referral/info/" },
} as const satisfies RouteTable;

export const referralsApi = typeRoutes<typeof referralsEndpoints>(referralsRoutes);
