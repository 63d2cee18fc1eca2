/**
 * Durable schedules on PostgreSQL as a deployment runs them: two instances of the application, each
 * with a connection pool of its own, polling every few milliseconds while tests also ask both to run
 * what is due. Every occurrence runs on exactly one instance and its write commits exactly once.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, inject, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { DEFAULT_POSTGRES_SETTINGS } from "../config/database.ts";
import { loadConfig } from "../config/env.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { withTransaction } from "../db/transaction.ts";
import { ManualClock } from "../lib/clock.ts";
import { createScratchDatabase } from "../test/build-test-app.ts";
import { every } from "./jobs.ts";

const MINUTE = 60_000;
const OCCURRENCES = 40;

const clock = new ManualClock("2026-05-04T10:00:30Z");
const started: { occurrence: string; instance: string }[] = [];
let scratch: { url: string; drop(): Promise<void> };
let databases: Database[] = [];
let instances: FastifyInstance[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
    REDIS_URL: "",
    JOBS_POLL_INTERVAL_MS: "5",
  });
  if (!config.testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  scratch = await createScratchDatabase(
    config.testDatabaseUrl,
    inject("postgresTemplateDatabase") ?? undefined,
  );
  databases = await Promise.all(
    ["a", "b"].map(() =>
      openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4, settings: DEFAULT_POSTGRES_SETTINGS }),
    ),
  );
  const [first] = databases as [Database];
  await first.db.execute(
    sql`create table job_test_runs (occurrence timestamptz primary key, instance text not null)`,
  );
  instances = await Promise.all(
    databases.map(async (database, index) => {
      const instance = index === 0 ? "a" : "b";
      const app = await buildApp({ config, clock, database, serveSite: false });
      app.jobs.schedule({
        name: "test.polled",
        next: every(MINUTE),
        run: async (run) => {
          started.push({ occurrence: run.occurrence.toISOString(), instance });
          // Long enough for the other instance's polls to find the row held.
          await new Promise((resolve) => setTimeout(resolve, 15));
          await withTransaction(app.db, async (tx) => {
            await run.fence(tx);
            await tx.execute(
              sql`insert into job_test_runs values (${run.occurrence.toISOString()}::timestamptz, ${instance})`,
            );
          });
        },
      });
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

it("runs each occurrence once across two polling instances on pools of their own", async () => {
  const [a, b] = instances as [FastifyInstance, FastifyInstance];
  const [first] = databases as [Database];
  const countRuns = async () =>
    Number(
      (await first.db.execute<{ count: string }>(sql`select count(*) from job_test_runs`)).rows[0]?.count,
    );

  for (let occurrence = 1; occurrence <= OCCURRENCES; occurrence++) {
    clock.advance(MINUTE);
    // The pollers and explicit runs race for the same row.
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    await vi.waitFor(async () => expect(await countRuns()).toBe(occurrence), {
      timeout: 5_000,
      interval: 10,
    });
  }

  expect(started).toHaveLength(OCCURRENCES);
  expect(new Set(started.map((run) => run.occurrence)).size).toBe(OCCURRENCES);
  const status = await a.jobs.status("test.polled");
  expect(status).toMatchObject({ attempts: 0, lastError: null });
});
