import { defineEndpoint } from "../endpoint.ts";
import { walletRoutes } from "./routes.ts";
import { TransactionHistoryQuery, TransactionHistoryResponse } from "./schemas.ts";

export const walletEndpoints = {
  listTransactions: defineEndpoint({
    ...walletRoutes.listTransactions,
    summary: "The player's transactions, newest first, a page at a time",
    tags: ["wallet"],
    query: TransactionHistoryQuery,
    response: TransactionHistoryResponse,
    errors: [400, 401, 429],
  }),
} as const;
