/** Spec §7 `POST /rest/cashback/pay/`, and the player's cashback for the site's panel. */
import { cashbackEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

const player = { auth: "player" } as const;

export async function cashbackRoutes(app: FastifyInstance): Promise<void> {
  const { cashback } = app;

  route(
    app,
    cashbackEndpoints.getCashbackInfo,
    async (request) => cashback.info({ ...visitorOf(app, request), playerId: request.playerId }),
    player,
  );

  route(
    app,
    cashbackEndpoints.payCashback,
    async (request) => cashback.pay({ ...visitorOf(app, request), playerId: request.playerId }, request.ip),
    player,
  );
}
