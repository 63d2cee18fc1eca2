import { defineEndpoint } from "../endpoint.ts";
import { redemptionsRoutes } from "./routes.ts";
import {
  OperatorRedemptionResponse,
  OperatorRedemptionsQuery,
  OperatorRedemptionsResponse,
  RedemptionHeaders,
  RedemptionOverviewResponse,
  RedemptionParams,
  RedemptionRequest,
  RedemptionResponse,
  RejectRedemptionRequest,
} from "./schemas.ts";

export const redemptionsEndpoints = {
  getRedemptions: defineEndpoint({
    ...redemptionsRoutes.getRedemptions,
    summary: "What the player may redeem, the checklist, the limits, their bank accounts and redemptions",
    tags: ["redemptions"],
    response: RedemptionOverviewResponse,
    errors: [401, 429],
  }),
  requestRedemption: defineEndpoint({
    ...redemptionsRoutes.requestRedemption,
    summary:
      "Redeem entries to a bank account: the entries are held until the redemption is paid or given back; one per Idempotency-Key",
    tags: ["redemptions"],
    headers: RedemptionHeaders,
    body: RedemptionRequest,
    response: RedemptionResponse,
    errors: [400, 401, 403, 404, 409, 422, 429, 502],
  }),
  cancelRedemption: defineEndpoint({
    ...redemptionsRoutes.cancelRedemption,
    summary: "The player takes back a redemption still in review; its entries return",
    tags: ["redemptions"],
    params: RedemptionParams,
    response: RedemptionResponse,
    errors: [401, 404, 409, 429],
  }),
  listForOperator: defineEndpoint({
    ...redemptionsRoutes.listForOperator,
    summary: "Operator: redemptions, newest first, optionally of one status",
    tags: ["operator"],
    query: OperatorRedemptionsQuery,
    response: OperatorRedemptionsResponse,
    errors: [401, 404],
  }),
  approve: defineEndpoint({
    ...redemptionsRoutes.approve,
    summary: "Operator: approve a redemption in review; the payout goes to the provider",
    tags: ["operator"],
    params: RedemptionParams,
    response: OperatorRedemptionResponse,
    errors: [401, 404, 409, 502],
  }),
  reject: defineEndpoint({
    ...redemptionsRoutes.reject,
    summary:
      "Operator: reject a redemption in review, with the reason the player is told; its entries return",
    tags: ["operator"],
    params: RedemptionParams,
    body: RejectRedemptionRequest,
    response: OperatorRedemptionResponse,
    errors: [400, 401, 404, 409],
  }),
} as const;
