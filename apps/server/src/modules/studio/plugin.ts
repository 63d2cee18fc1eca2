/**
 * The house game studio: the service on `app.studio` (rounds through the wallet, geo-checked at
 * the bet through the restrictions module; free spins granted by promotions), its routes, each new
 * player's seeds, and its free-spin events as realtime messages.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { every, type JobRun } from "../../plugins/jobs.ts";
import {
  expiredMessages,
  FreeSpinPlayed,
  FreeSpinsExpired,
  FreeSpinsGranted,
  grantedMessages,
  playedMessages,
} from "./events.ts";
import { studioRoutes } from "./routes.ts";
import { createStudio, type Studio } from "./service.ts";
import { studioTestRoutes } from "./test-routes.ts";

export const FREE_SPINS_EXPIRY_JOB = "studio.free-spins-expiry";
/** How often grants past their end are finished: the player's tabs hear of it within this. */
export const FREE_SPINS_EXPIRY_EVERY_MS = 5 * 60 * 1000;
const EXPIRY_BATCH = 500;

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
    jackpots: app.jackpots,
    accounts: app.accounts,
    restrictions: app.restrictions,
  });
  app.decorate("studio", studio);
  app.events.toRealtime(FreeSpinsGranted, grantedMessages);
  app.events.toRealtime(FreeSpinPlayed, playedMessages);
  app.events.toRealtime(FreeSpinsExpired, expiredMessages);
  // Every player's seeds are committed before the player can choose a client seed or spin.
  app.accounts.onPlayerCreated((tx, player) => studio.within(tx).makeSeeds(player.id));
  // Expired grants are already unplayable (checked at each spin); the sweep marks them finished and
  // tells the player's tabs, a batch per transaction until none is left.
  app.jobs.schedule({
    name: FREE_SPINS_EXPIRY_JOB,
    next: every(FREE_SPINS_EXPIRY_EVERY_MS),
    run: async (run: JobRun) => {
      while (
        !run.signal.aborted &&
        (await studio.finishExpiredFreeSpins(EXPIRY_BATCH, run.fence)) === EXPIRY_BATCH
      );
    },
  });
  await app.register(studioRoutes);
  const { testClockSecret } = app.config;
  if (testClockSecret) await app.register(studioTestRoutes, { secret: testClockSecret });
}

export default fp(studioPlugin, {
  name: "studio",
  dependencies: [
    "core",
    "auth",
    "session",
    "events",
    "jobs",
    "accounts",
    "wallet",
    "jackpots",
    "restrictions",
  ],
});
