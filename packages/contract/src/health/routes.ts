/**
 * Where each health call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. The browser makes none of these calls.
 */
import type { RouteTable } from "../endpoint.ts";

export const healthRoutes = {
  checkLiveness: { method: "GET", path: "/healthz" },
  checkReadiness: { method: "GET", path: "/readyz" },
} as const satisfies RouteTable;
