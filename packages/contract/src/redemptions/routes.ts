/**
 * Where each redemption call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `redemptionsApi` is what the browser calls, without loading the schemas (endpoint.ts).
 * The payout provider's webhook (`POST /rest/redemptions/webhook/<provider>/`) is signed by the
 * provider and outside the contract; the operator's calls are under `/api/operator/`.
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { redemptionsEndpoints } from "./endpoints.ts";

export const redemptionsRoutes = {
  getRedemptions: { method: "GET", path: "/rest/redemptions/" },
  requestRedemption: { method: "POST", path: "/rest/redemptions/" },
  cancelRedemption: { method: "POST", path: "/rest/redemptions/:id/cancel/" },
  listForOperator: { method: "GET", path: "/api/operator/redemptions/" },
  approve: { method: "POST", path: "/api/operator/redemptions/:id/approve/" },
  reject: { method: "POST", path: "/api/operator/redemptions/:id/reject/" },
} as const satisfies RouteTable;

export const redemptionsApi = typeRoutes<typeof redemptionsEndpoints>(redemptionsRoutes);
