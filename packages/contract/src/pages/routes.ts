/**
 * Where each pages call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `pagesApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { pagesEndpoints } from "./endpoints.ts";

export const pagesRoutes = {
  getPageContent: { method: "GET", path: "/rest/page/content/:name/" },
} as const satisfies RouteTable;

export const pagesApi = typeRoutes<typeof pagesEndpoints>(pagesRoutes);
