/**
 * Refer a friend: the service on `app.referrals`, its promotion (settings and the demo's rewards),
 * its feature info (`player-referral-info`) and promotions-page card, app init's `isAffiliate`, each
 * new player's code and inviter (in the transaction that creates them), and the two milestones
 * heard from other modules' events: the friend's email confirmed (accounts) and their first
 * completed purchase (payments).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { OnboardingRewardEarned } from "../accounts/events.ts";
import { PAYMENT_EVENTS } from "../payments/events.ts";
import { referralsRoutes } from "./routes.ts";
import { createReferrals, type Referrals } from "./service.ts";
import { referralPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    referrals: Referrals;
  }
}

async function referralsPlugin(app: FastifyInstance): Promise<void> {
  const referrals = createReferrals({
    db: app.db,
    clock: app.clock,
    accounts: app.accounts,
    payments: app.payments,
    promotions: app.promotions,
  });
  app.decorate("referrals", referrals);
  app.promotions.define(referralPromotion);
  app.promotions.registerFeature({
    key: "player-referral-info",
    info: (visitor) =>
      visitor.playerId ? referrals.info({ ...visitor, playerId: visitor.playerId }) : Promise.resolve(null),
    card: referrals.card,
  });
  app.accounts.onPlayerCreated((tx, player) => referrals.playerCreated(tx, player));

  app.events.on(OnboardingRewardEarned, async (tx, { playerId, payload, createdAt }) => {
    if (playerId === null || payload.step !== "email") return;
    await referrals.milestoneReached(tx, playerId, "confirmed", createdAt);
  });
  app.events.on(PAYMENT_EVENTS.completed, async (tx, { playerId, createdAt }) => {
    if (playerId === null) return;
    // The first completed purchase pays; the milestone's row makes every later one a no-op.
    await referrals.milestoneReached(tx, playerId, "purchased", createdAt);
  });

  app.appInit.addSlice(async ({ playerId }) => ({
    isAffiliate: playerId ? await referrals.wasInvited(playerId) : false,
  }));
  await app.register(referralsRoutes);
}

export default fp(referralsPlugin, {
  name: "referrals",
  dependencies: ["core", "auth", "accounts", "payments", "events", "app-init", "promotions"],
});
