/**
 * The cashier: the service on `app.cashier`, its routes, its part of app init (the popup's
 * packages, the banner and the featured offer), and the demo installation's packages.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestLocale } from "../../lib/request-locale.ts";
import { cashierRoutes } from "./routes.ts";
import { type Cashier, createCashier, seedDemoPackages } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    cashier: Cashier;
  }
}

async function cashierPlugin(app: FastifyInstance): Promise<void> {
  const cashier = createCashier({
    db: app.db,
    clock: app.clock,
    payments: app.payments,
    responsiblePlay: app.responsiblePlay,
  });
  app.decorate("cashier", cashier);
  if (app.config.demoData) {
    const added = await seedDemoPackages(app.db, app.clock);
    if (added > 0) app.log.info({ added }, "demo packages added");
  }
  app.appInit.addSlice(({ request, playerId }) => cashier.appInit(playerId, requestLocale(request)));
  await app.register(cashierRoutes);
}

export default fp(cashierPlugin, {
  name: "cashier",
  dependencies: ["core", "auth", "app-init", "payments", "responsible-play"],
});
