/**
 * Where each mail-in call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `mailInApi` is what the browser calls, without loading the schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { mailInEndpoints } from "./endpoints.ts";

export const mailInRoutes = {
  getMailIn: { method: "GET", path: "/rest/mail-in/" },
  requestMailInCode: { method: "POST", path: "/rest/mail-in/codes/" },
  lookUpMailInCode: { method: "GET", path: "/api/operator/mail-in/codes/:code/" },
  creditMailInRequest: { method: "POST", path: "/api/operator/mail-in/codes/:code/credit/" },
} as const satisfies RouteTable;

export const mailInApi = typeRoutes<typeof mailInEndpoints>(mailInRoutes);
