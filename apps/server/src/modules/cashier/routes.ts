/** The cashier's routes: quick buy, bonus offers, and the purchase. */
import { cashierEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { requestLocale } from "../../lib/request-locale.ts";
import { route } from "../../lib/route.ts";
import { siteOrigin } from "../../lib/site.ts";

export async function cashierRoutes(app: FastifyInstance): Promise<void> {
  const { cashier } = app;

  route(app, cashierEndpoints.availableSets, async (request) => {
    const { playerId } = await request.loadSession();
    return await cashier.availableSets(playerId, requestLocale(request));
  });

  route(app, cashierEndpoints.bonusOffers, async (request) => {
    const { playerId } = await request.loadSession();
    return { bonuses: await cashier.bonusOffers(playerId, requestLocale(request)) };
  });

  route(
    app,
    cashierEndpoints.purchase,
    async (request) =>
      cashier.purchase(request.playerId, request.body, request.headers["idempotency-key"], {
        locale: requestLocale(request),
        origin: siteOrigin(app.config, request),
      }),
    { auth: "player" },
  );
}
