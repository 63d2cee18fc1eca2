import { defineEndpoint } from "../endpoint.ts";
import { dailyWheelRoutes } from "./routes.ts";
import { DailyWheelInfoResponse, WheelSpinHeaders, WheelSpinRequest, WheelSpinResponse } from "./schemas.ts";

const tags = ["daily-wheel"] as const;

export const dailyWheelEndpoints = {
  getDailyWheelInfo: defineEndpoint({
    ...dailyWheelRoutes.getDailyWheelInfo,
    summary:
      "The player's wheels: each one's segments with their odds, today's free spin, booster and extra spins waiting, recent spins",
    tags,
    response: DailyWheelInfoResponse,
    errors: [401, 429],
  }),
  spinWheel: defineEndpoint({
    ...dailyWheelRoutes.spinWheel,
    summary:
      "Spins a wheel (daily, booster or extra): the segment drawn from the player's seed pair and its prize paid, in one transaction; the same key answers the same spin",
    tags,
    headers: WheelSpinHeaders,
    body: WheelSpinRequest,
    response: WheelSpinResponse,
    errors: [400, 401, 403, 409, 429],
  }),
} as const;
