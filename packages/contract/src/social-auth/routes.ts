/**
 * Where each social-auth call lives: its method and path, and nothing else; `endpoints.ts` adds
 * the schemas. `socialAuthApi` is what the browser calls: typed by the definitions, without
 * loading their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { socialAuthEndpoints } from "./endpoints.ts";

export const socialAuthRoutes = {
  startSocialSignIn: { method: "GET", path: "/rest/login/:method/authorize/" },
  signInWithSocial: { method: "POST", path: "/rest/login/:method/" },
} as const satisfies RouteTable;

export const socialAuthApi = typeRoutes<typeof socialAuthEndpoints>(socialAuthRoutes);
