/** The studio's routes: a game's session, spins and later steps, round history, and the player's seeds. */
import { fairnessEndpoints, studioEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { themeFor } from "../../lib/site.ts";
import { mathsSheet, mathsVersions } from "./sheets.ts";

/** A published sheet never changes, so a browser and any cache may keep it. */
const PUBLISHED_SHEET_CACHE = "public, max-age=31536000, immutable";

export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const { studio } = app;
  const player = { auth: "player" } as const;

  route(
    app,
    studioEndpoints.session,
    async (request) => studio.session(request.playerId, request.params.gameId),
    player,
  );

  route(
    app,
    studioEndpoints.spin,
    async (request) =>
      studio.spin(
        request.playerId,
        {
          ...request.body,
          gameId: request.params.gameId,
          idempotencyKey: request.headers["idempotency-key"],
          theme: themeFor(app.config, request),
        },
        request.ip,
      ),
    player,
  );

  route(
    app,
    studioEndpoints.next,
    async (request) => studio.next(request.playerId, request.params.roundId, request.body.step),
    player,
  );

  route(
    app,
    studioEndpoints.history,
    async (request) => studio.history(request.playerId, request.query),
    player,
  );

  route(
    app,
    studioEndpoints.round,
    async (request) => ({ round: await studio.round(request.playerId, request.params.roundId) }),
    player,
  );

  route(
    app,
    studioEndpoints.freeSpins,
    async (request) => ({ freeSpins: await studio.freeSpins(request.playerId) }),
    player,
  );

  route(app, fairnessEndpoints.get, async (request) => studio.fairness(request.playerId), player);

  route(
    app,
    fairnessEndpoints.pairRounds,
    async (request) => studio.pairRounds(request.playerId, request.params.serverSeedHash),
    player,
  );

  route(
    app,
    fairnessEndpoints.rotate,
    async (request) => studio.rotate(request.playerId, request.body.clientSeed),
    player,
  );

  // Open to everyone: a player checks the maths before signing up, and a verifier needs no account.
  route(app, fairnessEndpoints.mathsVersions, async (request) => mathsVersions(request.params.gameId));

  route(app, fairnessEndpoints.mathsSheet, async (request, reply) => {
    const sheet = mathsSheet(request.params.gameId, request.params.version);
    reply.header("cache-control", PUBLISHED_SHEET_CACHE);
    return sheet;
  });
}
