import { defineEndpoint } from "../endpoint.ts";
import { depositStreakRoutes } from "./routes.ts";
import {
  DepositStreakApplyPrizeQuery,
  DepositStreakApplyPrizeResponse,
  DepositStreakGroupInfoResponse,
  DepositStreakInfoResponse,
  DepositStreakPrizesResponse,
} from "./schemas.ts";

const tags = ["deposit-streak"] as const;

export const depositStreakEndpoints = {
  getDepositStreakInfo: defineEndpoint({
    ...depositStreakRoutes.getDepositStreakInfo,
    summary:
      "The player's deposit streak: its steps and their prizes, how many are filled, and when it breaks without a purchase",
    tags,
    response: DepositStreakInfoResponse,
    errors: [401, 429],
  }),
  getDepositStreakPrizes: defineEndpoint({
    ...depositStreakRoutes.getDepositStreakPrizes,
    summary: "The prize of every step of the deposit streak, for the player's group",
    tags,
    response: DepositStreakPrizesResponse,
    errors: [401, 403, 429],
  }),
  applyDepositStreakPrize: defineEndpoint({
    ...depositStreakRoutes.applyDepositStreakPrize,
    summary:
      "Claims the prize of a filled step of the running streak; asked again it answers the same prize and pays nothing more",
    tags,
    query: DepositStreakApplyPrizeQuery,
    response: DepositStreakApplyPrizeResponse,
    errors: [400, 401, 403, 409, 429],
  }),
  getDepositStreakGroupInfo: defineEndpoint({
    ...depositStreakRoutes.getDepositStreakGroupInfo,
    summary: "The player's deposit streak group, the purchases that set it and what the next group takes",
    tags,
    response: DepositStreakGroupInfoResponse,
    errors: [401, 403, 429],
  }),
} as const;
