/** Thin handlers: the contract's endpoint and one service call. */
import { jackpotsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

export async function jackpotsRoutes(app: FastifyInstance): Promise<void> {
  route(app, jackpotsEndpoints.getJackpots, () => app.jackpots.page());
}
