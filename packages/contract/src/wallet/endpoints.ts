import { defineEndpoint } from "../endpoint.ts";
import { TransactionHistoryQuery, TransactionHistoryResponse } from "./schemas.ts";

export const walletEndpoints = {
  listTransactions: defineEndpoint({
    method: "GET",
    path: "/rest/player/transactions/",
    summary: "The player's transactions, newest first, a page at a time",
    tags: ["wallet"],
    query: TransactionHistoryQuery,
    response: TransactionHistoryResponse,
    errors: [400, 401, 429],
  }),
} as const;
