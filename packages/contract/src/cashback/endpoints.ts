import { defineEndpoint } from "../endpoint.ts";
import { cashbackRoutes } from "./routes.ts";
import { CashbackInfoResponse, CashbackPayResponse } from "./schemas.ts";

const tags = ["cashback"] as const;

export const cashbackEndpoints = {
  getCashbackInfo: defineEndpoint({
    ...cashbackRoutes.getCashbackInfo,
    summary:
      "The player's cashback: the reward ready to claim, the one the running period has earned so far, and when it can be claimed",
    tags,
    response: CashbackInfoResponse,
    errors: [401, 429],
  }),
  payCashback: defineEndpoint({
    ...cashbackRoutes.payCashback,
    summary:
      "Claims the cashback ready to claim; asked again for the same period it answers the same prize and pays nothing more",
    tags,
    response: CashbackPayResponse,
    errors: [401, 403, 409, 429],
  }),
} as const;
