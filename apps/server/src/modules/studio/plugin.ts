/**
 * The house game studio: the service on `app.studio` (rounds through the wallet, geo-checked at
 * the bet through the restrictions module), its routes, and each new player's seeds.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { studioRoutes } from "./routes.ts";
import { createStudio, type Studio } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    studio: Studio;
  }
}

async function studioPlugin(app: FastifyInstance): Promise<void> {
  const studio = createStudio({
    db: app.db,
    clock: app.clock,
    wallet: app.wallet,
    accounts: app.accounts,
    restrictions: app.restrictions,
  });
  app.decorate("studio", studio);
  // Every player's seeds are committed before the player can choose a client seed or spin.
  app.accounts.onPlayerCreated((tx, player) => studio.within(tx).makeSeeds(player.id));
  await app.register(studioRoutes);
}

export default fp(studioPlugin, {
  name: "studio",
  dependencies: ["core", "auth", "session", "accounts", "wallet", "restrictions"],
});
