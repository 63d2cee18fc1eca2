/**
 * Cashback: the service on `app.cashback`, its routes, its promotion (settings schema and the demo's
 * daily 10 %), its feature in the site's feature info and promotions page, the nightly calculation
 * as a durable job, and its events as the player's `cashback` realtime message.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { nextUtcMidnight } from "../../plugins/jobs.ts";
import { availableMessages, CashbackAvailable, CashbackClaimed, claimedMessages } from "./events.ts";
import { cashbackRoutes } from "./routes.ts";
import { CALCULATION_JOB, type Cashback, createCashback } from "./service.ts";
import { cashbackPromotion } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    cashback: Cashback;
  }
}

async function cashbackPlugin(app: FastifyInstance): Promise<void> {
  const cashback = createCashback({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: "cashback" }),
    promotions: app.promotions,
    wallet: app.wallet,
    jobs: app.jobs,
  });
  app.decorate("cashback", cashback);
  app.promotions.define(cashbackPromotion);
  app.promotions.registerFeature({
    key: "cashback",
    info: (visitor) =>
      visitor.playerId ? cashback.info({ ...visitor, playerId: visitor.playerId }) : Promise.resolve(null),
    card: cashback.card,
  });
  // Every day missed while no instance ran is worked out in turn: each one's losses are owed.
  app.jobs.schedule({
    name: CALCULATION_JOB,
    next: nextUtcMidnight,
    catchUp: true,
    run: (run) => cashback.calculate(run),
  });
  app.events.toRealtime(CashbackAvailable, availableMessages);
  app.events.toRealtime(CashbackClaimed, claimedMessages);
  await app.register(cashbackRoutes);
}

export default fp(cashbackPlugin, {
  name: "cashback",
  dependencies: ["core", "auth", "events", "jobs", "wallet", "promotions"],
});
