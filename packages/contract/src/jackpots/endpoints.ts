import { defineEndpoint } from "../endpoint.ts";
import { jackpotsRoutes } from "./routes.ts";
import { JackpotsResponse } from "./schemas.ts";

export const jackpotsEndpoints = {
  getJackpots: defineEndpoint({
    ...jackpotsRoutes.getJackpots,
    summary: "The progressive jackpot pools with their published odds, and the latest jackpots won",
    tags: ["jackpots"],
    response: JackpotsResponse,
    errors: [429],
  }),
} as const;
