import { defineEndpoint } from "../endpoint.ts";
import { realtimeRoutes } from "./routes.ts";
import { RealtimeTokenResponse, SubscriptionTokenQuery } from "./schemas.ts";

/** Fresh tokens for the realtime client's `getToken` callbacks (the first ones come with app init). */
export const realtimeEndpoints = {
  getConnectionToken: defineEndpoint({
    ...realtimeRoutes.getConnectionToken,
    summary: "A fresh realtime connection token for the signed-in player",
    tags: ["realtime"],
    response: RealtimeTokenResponse,
    errors: [401, 429],
  }),
  getSubscriptionToken: defineEndpoint({
    ...realtimeRoutes.getSubscriptionToken,
    summary: "A fresh subscription token for one of the player's channels",
    tags: ["realtime"],
    query: SubscriptionTokenQuery,
    response: RealtimeTokenResponse,
    errors: [400, 401, 403, 429],
  }),
} as const;
