/** The wallet's routes: the signed-in player's transaction history, and what a new player is given. */
import { walletEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { wallet } = app;
  route(
    app,
    walletEndpoints.listTransactions,
    async (request) => wallet.history(request.playerId, request.query),
    { auth: "player" },
  );
  route(app, walletEndpoints.welcomeOffer, async () =>
    wallet.welcomeOffer(app.accounts.onboardingRewardCoins),
  );
}
