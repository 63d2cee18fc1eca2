/**
 * Promotions: what the operator gives players besides play. For now the onboarding rewards: each
 * sign-up step the accounts module records (`onboarding.reward-earned`) is paid here, in the
 * relay's transaction, from the onboarding budget. The wallet's idempotency key (one per player
 * and step) makes an event heard twice pay once.
 */

import { minor } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { OnboardingRewardEarned } from "../accounts/events.ts";

async function promotionsPlugin(app: FastifyInstance): Promise<void> {
  app.events.on(OnboardingRewardEarned, async (tx, { playerId, payload }) => {
    if (playerId === null) return;
    await app.wallet.within(tx).onboardingReward(playerId, minor("coins", payload.coins), payload.step);
    await app.accounts.within(tx).markRewardPaid(playerId, payload.step);
  });
}

export default fp(promotionsPlugin, {
  name: "promotions",
  dependencies: ["core", "events", "accounts", "wallet"],
});
