/**
 * Where each wallet call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `walletApi` is what the browser calls: typed by the definitions, without loading their
 * schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { walletEndpoints } from "./endpoints.ts";

export const walletRoutes = {
  listTransactions: { method: "GET", path: "/rest/player/transactions/" },
  welcomeOffer: { method: "GET", path: "/rest/wallet/welcome-offer/" },
} as const satisfies RouteTable;

export const walletApi = typeRoutes<typeof walletEndpoints>(walletRoutes);
