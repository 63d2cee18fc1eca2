import { defineEndpoint } from "../endpoint.ts";
import { responsiblePlayRoutes } from "./routes.ts";
import {
  CancelPurchaseLimitChangeRequest,
  PurchaseLimitsResponse,
  SetPurchaseLimitRequest,
  SetPurchaseLimitResponse,
} from "./schemas.ts";

const tags = ["responsible-play"] as const;

/** The signed-in player's purchase limits (spec §2 account pages "purchase limit"). */
export const responsiblePlayEndpoints = {
  getPurchaseLimits: defineEndpoint({
    ...responsiblePlayRoutes.getPurchaseLimits,
    summary: "The player's purchase limits per day, week and month, with pending changes and bounds",
    tags,
    response: PurchaseLimitsResponse,
    errors: [401, 429],
  }),
  setPurchaseLimit: defineEndpoint({
    ...responsiblePlayRoutes.setPurchaseLimit,
    summary:
      "Set, lower, raise or remove (amount null) a period's purchase limit; lower applies at once, higher after the cooling period",
    tags,
    body: SetPurchaseLimitRequest,
    response: SetPurchaseLimitResponse,
    errors: [400, 401, 403, 429],
  }),
  cancelPurchaseLimitChange: defineEndpoint({
    ...responsiblePlayRoutes.cancelPurchaseLimitChange,
    summary: "Cancel a period's pending (higher or removed) purchase limit",
    tags,
    body: CancelPurchaseLimitChangeRequest,
    response: PurchaseLimitsResponse,
    errors: [400, 401, 403, 409, 429],
  }),
} as const;
