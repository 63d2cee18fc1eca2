/**
 * The signed-in player's purchase limits (read, set: lower at once, higher after cooling, cancel),
 * breaks from play, and the reality check.
 */
import { responsiblePlayEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { notSignedIn } from "../../lib/errors.ts";
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

  route(
    app,
    responsiblePlayEndpoints.startPlayBreak,
    async (request, reply) => {
      const playBreak = await responsiblePlay.startPlayBreak(request.playerId, request.body);
      // Every session of the player ended with the break: this browser's cookie goes too.
      reply.endSession();
      return playBreak;
    },
    player,
  );

  route(
    app,
    responsiblePlayEndpoints.setActivityReminder,
    async (request) => responsiblePlay.setActivityReminder(request.playerId, request.body.minutes),
    player,
  );

  route(
    app,
    responsiblePlayEndpoints.getRealityCheck,
    async (request) => {
      const { tokenHash } = await request.loadSession();
      const startedAt = tokenHash ? await app.accounts.sessionStartedAt(tokenHash) : null;
      if (!startedAt) throw notSignedIn();
      return responsiblePlay.realityCheck(request.playerId, startedAt);
    },
    player,
  );
}
