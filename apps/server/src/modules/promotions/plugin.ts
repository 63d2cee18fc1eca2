/**
 * Promotions: the engine every promotion module stands on (`app.promotions`, service.ts), the
 * feature info and promotions page routes, and the onboarding rewards: each sign-up step the
 * accounts module records (`onboarding.reward-earned`) is paid here, in the relay's transaction,
 * from the onboarding budget. The wallet's idempotency key (one per player and step) makes an event
 * heard twice pay once. The demo installation's settings are written once every promotion module
 * has defined its promotion.
 */

import { minor } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { OnboardingRewardEarned } from "../accounts/events.ts";
import { promotionsRoutes } from "./routes.ts";
import { createPromotions, type Promotions } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    promotions: Promotions;
  }
}

async function promotionsPlugin(app: FastifyInstance): Promise<void> {
  const promotions = createPromotions({
    db: app.db,
    clock: app.clock,
    log: app.log,
    wallet: app.wallet,
    accounts: app.accounts,
    restrictions: app.restrictions,
    studio: app.studio,
  });
  app.decorate("promotions", promotions);

  app.events.on(OnboardingRewardEarned, async (tx, { playerId, payload }) => {
    if (playerId === null) return;
    await app.wallet.within(tx).onboardingReward(playerId, minor("coins", payload.coins), payload.step);
    await app.accounts.within(tx).markRewardPaid(playerId, payload.step);
  });

  if (app.config.demoData) {
    app.addHook("onReady", async () => {
      const added = await promotions.seedDemo();
      if (added > 0) app.log.info({ added }, "demo promotion settings added");
    });
  }
  await app.register(promotionsRoutes);
}

export default fp(promotionsPlugin, {
  name: "promotions",
  dependencies: ["core", "events", "accounts", "wallet", "restrictions", "studio"],
});
