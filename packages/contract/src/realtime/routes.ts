/**
 * Where each realtime call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `realtimeApi` is what the browser calls: typed by the definitions, without loading
 * their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { realtimeEndpoints } from "./endpoints.ts";

export const realtimeRoutes = {
  getConnectionToken: { method: "GET", path: "/rest/realtime/connection-token/" },
  getSubscriptionToken: { method: "GET", path: "/rest/realtime/subscription-token/" },
} as const satisfies RouteTable;

export const realtimeApi = typeRoutes<typeof realtimeEndpoints>(realtimeRoutes);
