/** The signed-in player's purchase limits: read, set (lower at once, higher after cooling), cancel. */
import { responsiblePlayEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

const player = { auth: "player" } as const;

export async function responsiblePlayRoutes(app: FastifyInstance): Promise<void> {
  const { responsiblePlay } = app;

  route(
    app,
    responsiblePlayEndpoints.getPurchaseLimits,
    async (request) => responsiblePlay.getPurchaseLimits(request.playerId),
    player,
  );

  route(
    app,
    responsiblePlayEndpoints.setPurchaseLimit,
    async (request) => responsiblePlay.setPurchaseLimit(request.playerId, request.body),
    player,
  );

  route(
    app,
    responsiblePlayEndpoints.cancelPurchaseLimitChange,
    async (request) => responsiblePlay.cancelPendingChange(request.playerId, request.body.period),
    player,
  );
}
