/**
 * Where each verification call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `verificationApi` is what the browser calls, without loading the schemas (endpoint.ts).
 * Document uploads are the request body itself, so they are sent with `fetch` (`DOCUMENTS_PATH`).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { verificationEndpoints } from "./endpoints.ts";

export const verificationRoutes = {
  getVerification: { method: "GET", path: "/rest/verification/" },
  startVerification: { method: "POST", path: "/rest/verification/sessions/" },
  getSandboxSession: { method: "GET", path: "/rest/verification/sandbox/:sessionId/" },
  decideSandboxSession: { method: "POST", path: "/rest/verification/sandbox/:sessionId/decision/" },
  listDocumentsForReview: { method: "GET", path: "/api/operator/verification/documents/" },
  reviewDocuments: { method: "POST", path: "/api/operator/verification/players/:playerId/decision/" },
} as const satisfies RouteTable;

export const verificationApi = typeRoutes<typeof verificationEndpoints>(verificationRoutes);
