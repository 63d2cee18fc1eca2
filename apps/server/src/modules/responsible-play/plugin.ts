/**
 * Responsible play (spec §2 account pages "responsible play", "purchase limit", "self exclusion",
 * "reality check"; §3 profile page
 * `responsiblePlay`): the service on `app.responsiblePlay`, its routes, and its block of the
 * profile page, added through the accounts service.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { responsiblePlayRoutes } from "./routes.ts";
import { createResponsiblePlay, type ResponsiblePlay } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    responsiblePlay: ResponsiblePlay;
  }
}

async function responsiblePlayPlugin(app: FastifyInstance): Promise<void> {
  const responsiblePlay = createResponsiblePlay({
    db: app.db,
    clock: app.clock,
    settings: app.config.responsiblePlay,
    accounts: app.accounts,
    wallet: app.wallet,
  });
  app.decorate("responsiblePlay", responsiblePlay);
  app.accounts.addProfilePageSlice(async (playerId) => ({
    responsiblePlay: await responsiblePlay.profilePageBlock(playerId),
  }));
  await app.register(responsiblePlayRoutes);
}

export default fp(responsiblePlayPlugin, {
  name: "responsible-play",
  dependencies: ["core", "auth", "accounts", "wallet"],
});
