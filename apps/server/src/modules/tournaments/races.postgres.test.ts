/**
 * Races as a deployment runs them: two instances of the application on one PostgreSQL (and one
 * Redis, where the tests have one), each with its own pool, relay and job runner. Players play on
 * both; both relay the events and both run the races job at the same moments. Every round scores
 * once, both answer the same standings, exactly one instance stops the race, every prize is paid
 * once, and the books balance.
 */
import { randomBytes } from "node:crypto";
import { findTitle } from "@reelhouse/games";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { DEFAULT_POSTGRES_SETTINGS } from "../../config/database.ts";
import { loadConfig } from "../../config/env.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { ledgerTransactions, outboxEvents } from "../../db/schema/index.ts";
import { ManualClock } from "../../lib/clock.ts";
import { createScratchDatabase } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";
import { STOP_GRACE_MS } from "./service.ts";

const FRUITS = "midnight-fruits";
const BET = (findTitle(FRUITS)?.info.betLevels.coins ?? [])[2] as number;
const PLAYERS = 6;
const SPINS = 4;
const PRIZES = [
  { place: 1, coins: 900_000, entries: 0 },
  { place: 2, coins: 400_000, entries: 0 },
  { place: 3, coins: 100_000, entries: 0 },
];

const clock = new ManualClock("2026-05-04T10:00:00Z");
let scratch: { url: string; drop(): Promise<void> };
let databases: Database[] = [];
let instances: FastifyInstance[] = [];

beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });
  if (!base.testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  // Both instances share one key prefix: one deployment's Redis.
  const redisEnv = base.testRedisUrl
    ? { REDIS_URL: base.testRedisUrl, REDIS_KEY_PREFIX: `reelhouse-test:${randomBytes(6).toString("hex")}:` }
    : {};
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
    REDIS_URL: "",
    JOBS_POLL_INTERVAL_MS: "0",
    ...redisEnv,
  });
  scratch = await createScratchDatabase(
    base.testDatabaseUrl,
    inject("postgresTemplateDatabase") ?? undefined,
  );
  databases = await Promise.all(
    ["a", "b"].map(() =>
      openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4, settings: DEFAULT_POSTGRES_SETTINGS }),
    ),
  );
  instances = await Promise.all(
    databases.map(async (database) => {
      const app = await buildApp({ config, clock, database, serveSite: false });
      await app.ready();
      return app;
    }),
  );
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await scratch?.drop();
});

const both = <T>(work: (app: FastifyInstance) => Promise<T>) => Promise.all(instances.map(work));

it("scores on both instances once, and exactly one stops the race and pays each prize once", async () => {
  const [a, b] = instances as [FastifyInstance, FastifyInstance];
  const now = clock.now();
  const id = await a.tournaments.create({
    theme: a.config.theme.fallback,
    kind: "sprint",
    gameMode: "TournamentPoints",
    isTeamBased: false,
    isSubscriptionRequired: true,
    gameCodes: [FRUITS],
    startsAt: now,
    endsAt: new Date(now.getTime() + 5 * 60_000),
    minBet: BET,
    scoring: "staked",
    prizes: PRIZES,
    teams: [],
  });
  clock.advance(1_000);
  await both((app) => app.jobs.runDue());

  const players: StudioPlayer[] = [];
  for (let index = 0; index < PLAYERS; index++) {
    const app = index % 2 === 0 ? a : b;
    const player = await studioPlayer(() => app, `race-two-${index}`);
    expect((await player.get(`/rest/tournaments/${id}/subscribe/`)).statusCode).toBe(200);
    players.push(player);
  }
  // Player n plays n + 1 spins, half of them through each instance, while both relay.
  await Promise.all(
    players.map(async (player, index) => {
      for (let spin = 0; spin <= index % SPINS; spin++) {
        const response = await player.spin(
          FRUITS,
          { currency: "coins", bet: BET },
          `race-two-${index}-${spin}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        await player.playOut(response.json().data.round);
        await both((app) => app.realtime.flush());
      }
    }),
  );
  await both((app) => app.realtime.flush());
  // Heard again on both at once: nothing scores twice.
  await a.db.update(outboxEvents).set({ deliveredAt: null });
  await both((app) => app.realtime.flush());

  const expectedPoints = players.map((_, index) => ((index % SPINS) + 1) * (BET / 100));
  const standings = await both(async (app) =>
    Promise.all(
      players.map(async (player) => {
        const response = await app.inject({
          method: "GET",
          url: `/rest/tournaments/${id}/`,
          headers: { cookie: player.cookie },
        });
        return response.json().data.playerData;
      }),
    ),
  );
  expect(standings[0]?.map((data: { points: number }) => data.points)).toEqual(expectedPoints);
  expect(standings[1]).toEqual(standings[0]);

  clock.advance(5 * 60_000 + STOP_GRACE_MS);
  for (let turn = 0; turn < 3; turn++) await both((app) => app.jobs.runDue());
  await both((app) => app.realtime.flush());

  const paid = await a.db
    .select({ playerId: ledgerTransactions.playerId })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, "race_prize"));
  expect(paid).toHaveLength(PRIZES.length);
  expect(new Set(paid.map((row) => row.playerId)).size).toBe(PRIZES.length);
  const { rows: stops } = await a.db.execute<{ player_id: string }>(sql`
    select notice->>'playerId' as player_id
    from ${outboxEvents}, jsonb_array_elements(${outboxEvents.payload}->'notices') as notice
    where ${outboxEvents.topic} = 'tournaments.notices' and notice->>'action' = 'stop'`);
  expect(stops).toHaveLength(PLAYERS);
  expect(new Set(stops.map((row) => row.player_id)).size).toBe(PLAYERS);
  const [finished] = (
    await a.db.execute<{ status: string }>(sql`select status from tournaments where id = ${id}`)
  ).rows;
  expect(finished?.status).toBe("finished");
  expect((await a.wallet.audit()).violations).toEqual([]);
});
