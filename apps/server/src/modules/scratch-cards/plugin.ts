/**
 * The scratch-card lottery / magic box: the service on `app.scratchCards`, its routes, its
 * promotion (settings schema and the demo's prize table), its feature in the site's feature info
 * and promotions page, its app-init flags, and the cards a completed payment gives.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PAYMENT_EVENTS } from "../payments/events.ts";
import { visitorOf } from "../promotions/service.ts";
import { issuedMessages, ScratchCardsIssued } from "./events.ts";
import { scratchCardsRoutes } from "./routes.ts";
import { createScratchCards, type ScratchCards } from "./service.ts";
import { scratchCardsPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    scratchCards: ScratchCards;
  }
}

async function scratchCardsPlugin(app: FastifyInstance): Promise<void> {
  const scratchCards = createScratchCards({
    db: app.db,
    clock: app.clock,
    promotions: app.promotions,
    wallet: app.wallet,
    purchaseTheme: app.config.theme.fallback,
  });
  app.decorate("scratchCards", scratchCards);
  app.promotions.define(scratchCardsPromotion);
  app.promotions.registerFeature({
    key: "scratch-card-lottery-info",
    info: (visitor) =>
      visitor.playerId
        ? scratchCards.lottery({ ...visitor, playerId: visitor.playerId })
        : Promise.resolve(null),
    card: scratchCards.card,
  });
  app.appInit.addSlice(async ({ request, playerId }) => {
    if (!playerId) return {};
    const settings = await app.promotions.settingsOf(scratchCardsPromotion, visitorOf(app, request).theme);
    const name = settings?.config.name;
    return {
      scratchCardLottery: { isActive: name === "scratchCards" },
      magicBox: { isActive: name === "magicBox" },
    };
  });
  app.events.on(PAYMENT_EVENTS.completed, (tx, { playerId, payload }) =>
    playerId
      ? scratchCards.issueForPurchase(tx, { playerId, paymentId: payload.paymentId })
      : Promise.resolve(),
  );
  app.events.toRealtime(ScratchCardsIssued, issuedMessages);
  await app.register(scratchCardsRoutes);
}

export default fp(scratchCardsPlugin, {
  name: "scratch-cards",
  dependencies: ["core", "auth", "app-init", "events", "wallet", "promotions"],
});
