/** Spec §7 `/rest/daily-login/*`: the player's climb, and claiming today's prize. */
import { dailyLoginEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

const player = { auth: "player" } as const;

export async function dailyLoginRoutes(app: FastifyInstance): Promise<void> {
  const { dailyLogin } = app;

  route(
    app,
    dailyLoginEndpoints.getDailyLoginInfo,
    async (request) => dailyLogin.infoOrInactive({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  // A GET by the spec's contract; it is safe to repeat (a day pays once) and only ever pays the caller.
  route(
    app,
    dailyLoginEndpoints.applyDailyLoginPrize,
    async (request) => {
      const { prizes, data } = await dailyLogin.applyPrize(
        { ...visitorOf(app, request), playerId: request.playerId },
        request.ip,
      );
      return { success: true as const, prizes, data };
    },
    player,
  );
}
