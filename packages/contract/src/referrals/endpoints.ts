import { defineEndpoint } from "../endpoint.ts";
import { referralsRoutes } from "./routes.ts";
import { ReferralInfoResponse } from "./schemas.ts";

export const referralsEndpoints = {
  getReferralInfo: defineEndpoint({
    ...referralsRoutes.getReferralInfo,
    summary:
      "The player's referral link and code, the rewards for both players, and the friends invited with what each earned",
    tags: ["referrals"],
    response: ReferralInfoResponse,
    errors: [401, 403, 429],
  }),
} as const;
