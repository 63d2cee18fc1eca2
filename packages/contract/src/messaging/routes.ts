/**
 * Where each messaging call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. The browser makes none of these calls.
 */
import type { RouteTable } from "../endpoint.ts";

export const messagingRoutes = {
  listDevOutbox: { method: "GET", path: "/rest/dev/outbox/" },
} as const satisfies RouteTable;
