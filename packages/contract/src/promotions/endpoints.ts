import { defineEndpoint } from "../endpoint.ts";
import { promotionsRoutes } from "./routes.ts";
import { FeaturesGamesInfoQuery, FeaturesGamesInfoResponse, PromotionsPageResponse } from "./schemas.ts";

const tags = ["promotions"] as const;

export const promotionsEndpoints = {
  getFeaturesGamesInfo: defineEndpoint({
    ...promotionsRoutes.getFeaturesGamesInfo,
    summary: "Which promotions the theme runs for the visitor, with each live one's info",
    tags,
    query: FeaturesGamesInfoQuery,
    response: FeaturesGamesInfoResponse,
    errors: [400, 429],
  }),
  getPromotionsPage: defineEndpoint({
    ...promotionsRoutes.getPromotionsPage,
    summary: "The promotions page: every promotion the theme runs, as the player stands in it",
    tags,
    response: PromotionsPageResponse,
    errors: [401, 429],
  }),
} as const;
