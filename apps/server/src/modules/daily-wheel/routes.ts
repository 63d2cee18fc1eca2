/** The daily wheel's calls: the player's wheels, and a spin of one of them. */
import { dailyWheelEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

const player = { auth: "player" } as const;

export async function dailyWheelRoutes(app: FastifyInstance): Promise<void> {
  const { dailyWheel } = app;

  route(
    app,
    dailyWheelEndpoints.getDailyWheelInfo,
    async (request) => dailyWheel.infoOrInactive({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  route(
    app,
    dailyWheelEndpoints.spinWheel,
    async (request) =>
      dailyWheel.spin(
        { ...visitorOf(app, request), playerId: request.playerId },
        { kind: request.body.kind, idempotencyKey: request.headers["idempotency-key"] },
        request.ip,
      ),
    player,
  );
}
