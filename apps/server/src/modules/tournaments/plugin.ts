/**
 * Races: the service on `app.tournaments`, its routes, app init's `TournamentsSubscriptions`, the
 * scoring of every committed bet and win (the wallet's events, in the relay's transaction), the
 * `tournament` realtime messages, the races job (start, stop and positions, each second) and, in
 * the demo, the rolling schedule of races. The leaderboard lives in Redis when there is one
 * (leaderboard.ts), else in PostgreSQL, ranked in each instance's memory.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { every, type JobRun } from "../../plugins/jobs.ts";
import { eligiblePrize } from "../promotions/service.ts";
import { WalletTransaction } from "../wallet/events.ts";
import { noticeMessages, playerNoticeMessages, TournamentNotice, TournamentNotices } from "./events.ts";
import { frozenLeaderboard, rankedInMemory, redisLeaderboard } from "./leaderboard.ts";
import { demoRaces } from "./plan.ts";
import { tournamentsRoutes } from "./routes.ts";
import { createTournaments, type Tournaments } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    tournaments: Tournaments;
  }
}

export const RACES_JOB = "tournaments.races";
export const PLAN_JOB = "tournaments.plan";
const RACES_EVERY_MS = 1_000;
const PLAN_EVERY_MS = 10 * 60 * 1000;

async function tournamentsPlugin(app: FastifyInstance): Promise<void> {
  const archive = frozenLeaderboard(app.db);
  const tournaments = createTournaments({
    db: app.db,
    clock: app.clock,
    accounts: app.accounts,
    wallet: app.wallet,
    eligiblePrize: (tx, claim) =>
      eligiblePrize({ clock: app.clock, accounts: app.accounts, restrictions: app.restrictions }, tx, claim),
    catalogueIdsByCode: () => app.games.catalogueIdsByCode(),
    leaderboard: app.redis ? redisLeaderboard(app.redis, app.db, app.log) : rankedInMemory(app.db),
    archive,
  });
  app.decorate("tournaments", tournaments);

  app.events.onBatch(WalletTransaction, (tx, occurrences) => tournaments.within(tx).score(occurrences));
  app.events.toRealtime(TournamentNotice, noticeMessages);
  app.events.toPlayers(TournamentNotices, playerNoticeMessages);

  app.jobs.schedule({
    name: RACES_JOB,
    next: every(RACES_EVERY_MS),
    run: async (run: JobRun) => {
      await tournaments.startDue(run.fence);
      await tournaments.stopDue(run.fence);
      await tournaments.sendPositions(run.fence);
    },
  });

  if (app.config.demoData) {
    const themes = [...new Set([app.config.theme.fallback, ...Object.values(app.config.theme.byHost)])];
    const plan = async () => {
      for (const race of demoRaces(themes, app.clock.now())) await tournaments.create(race);
    };
    app.jobs.schedule({ name: PLAN_JOB, next: every(PLAN_EVERY_MS), run: plan });
    app.addHook("onReady", plan);
  }

  app.appInit.addSlice(async ({ playerId }) =>
    playerId ? { TournamentsSubscriptions: await tournaments.subscriptions(playerId) } : {},
  );
  await app.register(tournamentsRoutes);
}

export default fp(tournamentsPlugin, {
  name: "tournaments",
  dependencies: ["core", "auth", "events", "jobs", "app-init", "accounts", "wallet", "restrictions", "games"],
});
