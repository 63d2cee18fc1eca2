import { defineEndpoint } from "../endpoint.ts";
import { dailyLoginRoutes } from "./routes.ts";
import { DailyLoginApplyPrizeResponse, DailyLoginInfoResponse } from "./schemas.ts";

const tags = ["daily-login"] as const;

export const dailyLoginEndpoints = {
  getDailyLoginInfo: defineEndpoint({
    ...dailyLoginRoutes.getDailyLoginInfo,
    summary: "The player's daily login climb: levels, prizes, today's level and whether it can be claimed",
    tags,
    response: DailyLoginInfoResponse,
    errors: [401, 403, 429],
  }),
  applyDailyLoginPrize: defineEndpoint({
    ...dailyLoginRoutes.applyDailyLoginPrize,
    summary:
      "Claims today's daily login prize; asked again on the same day it answers the same claim and pays nothing more",
    tags,
    response: DailyLoginApplyPrizeResponse,
    errors: [401, 403, 409, 429],
  }),
} as const;
