/**
 * Popup ads: the service on `app.popups`, its routes (the guest and player lists, `log-action`),
 * app init's `popUpAds`, and the demo installation's ads for every theme.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { themeFor } from "../../lib/site.ts";
import { popupsRoutes } from "./routes.ts";
import { createPopups, type Popups, seedDemoPopupAds } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    popups: Popups;
  }
}

async function popupsPlugin(app: FastifyInstance): Promise<void> {
  const popups = createPopups({ db: app.db, clock: app.clock, accounts: app.accounts, wallet: app.wallet });
  app.decorate("popups", popups);
  if (app.config.demoData) {
    const added = await seedDemoPopupAds(app.db, app.clock);
    if (added > 0) app.log.info({ added }, "demo popup ads added");
  }
  app.appInit.addSlice(async ({ request }) => ({
    popUpAds: { isActive: await popups.isActive(themeFor(app.config, request)) },
  }));
  await app.register(popupsRoutes);
}

export default fp(popupsPlugin, {
  name: "popups",
  dependencies: ["core", "auth", "app-init", "accounts", "wallet"],
});
