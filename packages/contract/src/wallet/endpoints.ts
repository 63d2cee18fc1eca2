import { defineEndpoint } from "../endpoint.ts";
import { walletRoutes } from "./routes.ts";
import { TransactionHistoryQuery, TransactionHistoryResponse, WelcomeOfferResponse } from "./schemas.ts";

export const walletEndpoints = {
  listTransactions: defineEndpoint({
    ...walletRoutes.listTransactions,
    summary: "The player's transactions, newest first, a page at a time",
    tags: ["wallet"],
    query: TransactionHistoryQuery,
    response: TransactionHistoryResponse,
    errors: [400, 401, 429],
  }),
  welcomeOffer: defineEndpoint({
    ...walletRoutes.welcomeOffer,
    summary: "What a new player is given: the sign-up grant and the onboarding rewards",
    tags: ["wallet"],
    response: WelcomeOfferResponse,
    errors: [429],
  }),
} as const;
