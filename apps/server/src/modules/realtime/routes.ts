/** Fresh realtime tokens for the signed-in player's `getToken` callbacks. */
import { realtimeEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { realtime } = app;
  route(
    app,
    realtimeEndpoints.getConnectionToken,
    async (request) => ({ token: await realtime.connectionToken(request.playerId) }),
    { auth: "player" },
  );
  route(
    app,
    realtimeEndpoints.getSubscriptionToken,
    async (request) => ({ token: await realtime.subscriptionToken(request.playerId, request.query.channel) }),
    { auth: "player" },
  );
}
