/**
 * Boots the real app for a test: on a fresh in-memory PGlite, or on a fresh database of a real
 * PostgreSQL when TEST_DATABASE_URL is set. Tests then talk to it with `app.inject`. Both start as
 * copies of the template the global setup migrated (`template-database.ts`), when it ran.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { DEFAULT_POSTGRES_SETTINGS } from "../config/database.ts";
import { type Config, loadConfig } from "../config/env.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { ManualClock } from "../lib/clock.ts";

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  /** Connections on PostgreSQL: more let more transactions overlap, as in production (10). */
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", REDIS_URL: "" });
  // Where a real Redis is configured for tests, every app uses it under a key prefix of its own.
  const redisEnv = base.testRedisUrl
    ? { REDIS_URL: base.testRedisUrl, REDIS_KEY_PREFIX: `reelhouse-test:${randomBytes(6).toString("hex")}:` }
    : {};
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
    REDIS_URL: "",
    // Schedules run when a test moves the clock and calls `app.jobs.runDue()`, not on a timer.
    JOBS_POLL_INTERVAL_MS: "0",
    ...redisEnv,
    ...env,
  });
  const clock = new ManualClock();
  const scratch = config.testDatabaseUrl
    ? await createScratchDatabase(config.testDatabaseUrl, inject("postgresTemplateDatabase") ?? undefined)
    : null;
  const database = await openDatabase(
    scratch
      ? {
          kind: "postgres",
          url: scratch.url,
          poolSize,
          // A busy test machine may keep a request waiting for a pooled connection longer than
          // the production bound.
          settings: { ...DEFAULT_POSTGRES_SETTINGS, connectTimeoutMs: 30_000 },
        }
      : { kind: "pglite", dataDir: null, loadDataDir: await pgliteTemplate() },
  );
  const app = await buildApp({ config, clock, database, serveSite: false });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

let pgliteTemplateLoad: Promise<Blob> | undefined;

/** The migrated data directory, read once per test file; none when the global setup did not run. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject("pgliteTemplateFile");
  if (!file) return undefined;
  pgliteTemplateLoad ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplateLoad;
}

/**
 * A database of its own per test app, empty or a copy of `template`. (A schema per app would not
 * do: generated migrations name the `public` schema in foreign keys and types.)
 */
export async function createScratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `reelhouse_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
