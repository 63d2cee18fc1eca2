/** Thin handlers: the contract's endpoint and one service call. */
import { referralsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { visitorOf } from "../promotions/service.ts";

export async function referralsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    referralsEndpoints.getReferralInfo,
    (request) => app.referrals.page({ ...visitorOf(app, request), playerId: request.playerId }),
    { auth: "player" },
  );
}
