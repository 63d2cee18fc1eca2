/** Spec §7 `/rest/deposit-streak/*`: the player's streak, its prizes, their group, and claiming a step. */
import { depositStreakEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

const player = { auth: "player" } as const;

export async function depositStreakRoutes(app: FastifyInstance): Promise<void> {
  const { depositStreak } = app;

  route(
    app,
    depositStreakEndpoints.getDepositStreakInfo,
    async (request) =>
      depositStreak.infoOrInactive({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  route(
    app,
    depositStreakEndpoints.getDepositStreakPrizes,
    async (request) => depositStreak.stepPrizes({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  // A GET by the spec's contract; it is safe to repeat (a step pays once) and only ever pays the caller.
  route(
    app,
    depositStreakEndpoints.applyDepositStreakPrize,
    async (request) => {
      const { prize, data } = await depositStreak.applyPrize(
        { ...visitorOf(app, request), playerId: request.playerId },
        request.query.step,
        request.ip,
      );
      return { success: true as const, prize, data };
    },
    player,
  );

  route(
    app,
    depositStreakEndpoints.getDepositStreakGroupInfo,
    async (request) =>
      depositStreak.requireGroupInfo({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );
}
