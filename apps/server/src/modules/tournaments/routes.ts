/** Spec §7 "Tournaments": the current race, one race, joining, the next races and history. */
import { tournamentsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../lib/route.ts";
import { themeFor } from "../../lib/site.ts";

export async function tournamentsRoutes(app: FastifyInstance): Promise<void> {
  const { tournaments } = app;
  const visitorOf = async (request: FastifyRequest) => ({
    theme: themeFor(app.config, request),
    playerId: (await request.loadSession()).playerId,
  });

  route(app, tournamentsEndpoints.getTournament, async (request) =>
    tournaments.current(await visitorOf(request), request.query),
  );

  route(app, tournamentsEndpoints.getTournamentById, async (request) =>
    tournaments.byId(await visitorOf(request), request.params.id),
  );

  // A GET by the spec's contract; safe to repeat: a player joins a race once.
  route(
    app,
    tournamentsEndpoints.subscribeTournament,
    async (request) =>
      tournaments.subscribe(
        { playerId: request.playerId, theme: themeFor(app.config, request), ip: request.ip },
        request.params.id,
        request.query.teamId,
      ),
    { auth: "player" },
  );

  route(app, tournamentsEndpoints.getNextTournaments, async (request) =>
    tournaments.next(await visitorOf(request), request.query),
  );

  route(app, tournamentsEndpoints.getTournamentsHistory, async (request) =>
    tournaments.history(await visitorOf(request), request.query),
  );
}
