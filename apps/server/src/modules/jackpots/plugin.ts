/**
 * Progressive jackpots: the service on `app.jackpots` (the studio feeds and triggers the pools in
 * each round's transaction), its route, its realtime messages, the pools job (each second, only
 * currencies whose pools moved) and, in the demo, the pools seeded at start.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { every, type JobRun } from "../../plugins/jobs.ts";
import { JackpotPools, JackpotWon, poolsMessages, wonMessages } from "./events.ts";
import { jackpotsRoutes } from "./routes.ts";
import { createJackpots, type Jackpots } from "./service.ts";
import { DEMO_POOLS } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    jackpots: Jackpots;
  }
}

export const POOLS_JOB = "jackpots.pools";
/** The sites hear a currency's pools at most this often, however many rounds feed them. */
export const POOLS_EVERY_MS = 1_000;

async function jackpotsPlugin(app: FastifyInstance): Promise<void> {
  const jackpots = createJackpots({
    db: app.db,
    clock: app.clock,
    wallet: app.wallet,
    accounts: app.accounts,
    enabled: app.config.jackpots.enabled,
  });
  app.decorate("jackpots", jackpots);
  app.events.toRealtime(JackpotPools, poolsMessages);
  app.events.toRealtime(JackpotWon, wonMessages);
  app.jobs.schedule({
    name: POOLS_JOB,
    next: every(POOLS_EVERY_MS),
    run: async (run: JobRun) => {
      await jackpots.sendPools(run.fence);
    },
  });
  if (app.config.demoData) await jackpots.seedPools(DEMO_POOLS);
  await app.register(jackpotsRoutes);
}

export default fp(jackpotsPlugin, {
  name: "jackpots",
  dependencies: ["core", "events", "jobs", "accounts", "wallet"],
});
