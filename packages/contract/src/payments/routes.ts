/**
 * Where each payments call lives: its method and path, and nothing else; `endpoints.ts` adds the
 * schemas. `paymentsApi` is what the browser calls: typed by the definitions, without loading
 * their schemas (endpoint.ts).
 */
import { type RouteTable, typeRoutes } from "../endpoint.ts";
import type { paymentsEndpoints } from "./endpoints.ts";

export const paymentsRoutes = {
  getPayment: { method: "GET", path: "/rest/payments/:paymentId/" },
  sandboxCharge: { method: "POST", path: "/rest/payments/sandbox/charge/" },
  sandboxBankTransfer: { method: "POST", path: "/rest/payments/sandbox/bank-transfer/" },
} as const satisfies RouteTable;

export const paymentsApi = typeRoutes<typeof paymentsEndpoints>(paymentsRoutes);
