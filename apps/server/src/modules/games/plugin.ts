/**
 * The games catalogue and home page: the service on `app.games`, its routes, its part of app init
 * (the visitor's restriction group and favourites), and the demo installation's catalogue.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestLocale } from "../../lib/request-locale.ts";
import { gamesRoutes } from "./routes.ts";
import { createGames, type Games, seedDemoCatalogue } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    games: Games;
  }
}

async function gamesPlugin(app: FastifyInstance): Promise<void> {
  if (app.config.demoData) {
    const added = await seedDemoCatalogue(app.db, app.clock);
    if (added > 0) app.log.info({ added }, "demo games added");
  }
  const games = createGames({
    db: app.db,
    clock: app.clock,
    log: app.log,
    restrictions: app.restrictions,
    accounts: app.accounts,
    studio: app.studio,
    jackpots: app.jackpots,
    cashier: app.cashier,
    providers: app.providerApi,
  });
  app.decorate("games", games);
  app.appInit.addSlice(({ request, playerId }) =>
    games.appInit({ playerId, ip: request.ip, locale: requestLocale(request) }),
  );
  await app.register(gamesRoutes);
}

export default fp(gamesPlugin, {
  name: "games",
  dependencies: [
    "core",
    "auth",
    "session",
    "app-init",
    "accounts",
    "restrictions",
    "studio",
    "jackpots",
    "cashier",
    "provider-api",
    "promotions",
  ],
});
