/**
 * Where each responsible-play call lives: its method and path, and nothing else; `endpoints.ts`
 * adds the schemas. `responsiblePlayApi` is what the browser calls: typed by the definitions,
 * without loading their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { responsiblePlayEndpoints } from "./endpoints.ts";

export const responsiblePlayRoutes = {
  getPurchaseLimits: { method: "GET", path: "/rest/player/purchase-limits/" },
  setPurchaseLimit: { method: "POST", path: "/rest/player/purchase-limits/" },
  cancelPurchaseLimitChange: { method: "POST", path: "/rest/player/purchase-limits/cancel/" },
  startPlayBreak: { method: "POST", path: "/rest/player/play-break/" },
  setActivityReminder: { method: "POST", path: "/rest/player/activity-reminder/" },
  getRealityCheck: { method: "GET", path: "/rest/player/reality-check/" },
} as const satisfies RouteTable;

export const responsiblePlayApi = typeRoutes<typeof responsiblePlayEndpoints>(responsiblePlayRoutes);
