/**
 * The cashier: the service on `app.cashier`, its routes, its part of app init (the popup's
 * packages, the banner and the featured offer), the `bannerOffer` message when the featured
 * first-purchase offer is bought, and the demo installation's packages.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestLocale } from "../../lib/request-locale.ts";
import { PAYMENT_EVENTS } from "../payments/events.ts";
import { FIRST_PURCHASE_OFFER } from "../payments/service.ts";
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
  // The first-purchase offer is featured until it is bought: its buyer's tabs drop the badge and
  // the banner for the next offer (spec §7 `bannerOffer`).
  app.events.toRealtime(PAYMENT_EVENTS.completed, ({ payload }) =>
    payload.offerType === FIRST_PURCHASE_OFFER
      ? [{ type: "bannerOffer", action: "hide", data: { offerId: payload.packageId } }]
      : [],
  );
  await app.register(cashierRoutes);
}

export default fp(cashierPlugin, {
  name: "cashier",
  dependencies: ["core", "auth", "app-init", "events", "payments", "responsible-play"],
});
