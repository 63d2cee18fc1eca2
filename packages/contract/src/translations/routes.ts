/**
 * Where each translations call lives: its method and path, and nothing else; `endpoints.ts` adds
 * the schemas. The browser makes none of these calls.
 */
import type { RouteTable } from "../endpoint.ts";

export const translationsRoutes = {
  getTranslations: { method: "GET", path: "/api/rest/translations/:locale" },
} as const satisfies RouteTable;
