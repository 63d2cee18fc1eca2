/**
 * Where each notifications call lives: its method and path, and nothing else; `endpoints.ts` adds
 * the schemas. `notificationsApi` is what the browser calls: typed by the definitions, without
 * loading their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { notificationsEndpoints } from "./endpoints.ts";

export const notificationsRoutes = {
  listNotifications: { method: "GET", path: "/rest/notifications/" },
  markNotificationsRead: { method: "POST", path: "/rest/notifications/read/" },
} as const satisfies RouteTable;

export const notificationsApi = typeRoutes<typeof notificationsEndpoints>(notificationsRoutes);
