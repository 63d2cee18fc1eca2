/** The studio's routes: a game's session, spins and later steps, round history, and the player's seeds. */
import { fairnessEndpoints, studioEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const { studio } = app;
  const player = { auth: "player" } as const;

  route(
    app,
    studioEndpoints.session,
    async (request) => ({
      success: true as const,
      data: await studio.session(request.playerId, request.params.gameId),
    }),
    player,
  );

  route(
    app,
    studioEndpoints.spin,
    async (request) => ({
      success: true as const,
      data: await studio.spin(
        request.playerId,
        {
          ...request.body,
          gameId: request.params.gameId,
          idempotencyKey: request.headers["idempotency-key"],
        },
        request.ip,
      ),
    }),
    player,
  );

  route(
    app,
    studioEndpoints.next,
    async (request) => ({
      success: true as const,
      data: await studio.next(request.playerId, request.params.roundId, request.body.step),
    }),
    player,
  );

  route(
    app,
    studioEndpoints.history,
    async (request) => ({
      success: true as const,
      data: await studio.history(request.playerId, request.query),
    }),
    player,
  );

  route(
    app,
    studioEndpoints.round,
    async (request) => ({
      success: true as const,
      data: { round: await studio.round(request.playerId, request.params.roundId) },
    }),
    player,
  );

  route(
    app,
    fairnessEndpoints.get,
    async (request) => ({ success: true as const, data: await studio.fairness(request.playerId) }),
    player,
  );

  route(
    app,
    fairnessEndpoints.rotate,
    async (request) => ({
      success: true as const,
      data: await studio.rotate(request.playerId, request.body.clientSeed),
    }),
    player,
  );
}
