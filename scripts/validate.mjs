#!/usr/bin/env node
// The one test command: format and lint (Biome and the server's layering check), typecheck, the
// check that the generated lists are up to date (scripts/generate.mjs), the check that the schema
// and the migrations agree, unit and integration tests on the embedded database, the server suite again on a real PostgreSQL and Redis where they answer, a production
// build, and the browser tests against it.
// Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "reelhouse-validate-"));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, { env = {}, cwd, report } = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", cwd, env: { ...process.env, ...env } });
  if (report) count(report);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function count({ kind, file }) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return;
  }
  if (kind === "vitest") {
    totals.passed += data.numPassedTests ?? 0;
    totals.failed += data.numFailedTests ?? 0;
  } else {
    totals.passed += data.stats?.expected ?? 0;
    totals.failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
  }
}

function summary() {
  console.log(`\nvalidate: ${totals.passed} passed, ${totals.failed} failed`);
}

/** A real PostgreSQL for the second server run: the given TEST_DATABASE_URL, or the local one if it answers. */
async function reachablePostgres() {
  const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function reachableRedis() {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG" ? url : null;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

const vitestReport = (name) => ({ kind: "vitest", file: join(reports, `${name}.json`) });
const vitestArgs = (name, ...extra) => [
  "vitest",
  "run",
  ...extra,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];
// The first pass is the embedded database alone, whatever the environment says.
const embeddedOnly = { TEST_DATABASE_URL: "", TEST_REDIS_URL: "" };

run("Format and lint (biome)", "npx", ["biome", "ci", "."]);
run("Server layering (scripts/check-layers.mjs)", "node", ["scripts/check-layers.mjs"]);
run("Typecheck", "npm", ["run", "typecheck"]);
run("Generated lists agree with the modules (scripts/generate.mjs)", "node", [
  "scripts/generate.mjs",
  "--check",
]);
run("Schema and committed migrations agree (drizzle-kit)", "node", [
  "apps/server/scripts/check-migrations.mjs",
]);
run("Unit and integration tests (embedded PGlite)", "npx", vitestArgs("embedded"), {
  env: embeddedOnly,
  report: vitestReport("embedded"),
});

const [postgresUrl, redisUrl] = await Promise.all([reachablePostgres(), reachableRedis()]);
if (postgresUrl || redisUrl) {
  const on = [postgresUrl && "PostgreSQL", redisUrl && "Redis"].filter(Boolean).join(" and ");
  run(`Server tests on ${on}`, "npx", vitestArgs("services", "--project", "server"), {
    env: { TEST_DATABASE_URL: postgresUrl ?? "", TEST_REDIS_URL: redisUrl ?? "" },
    report: vitestReport("services"),
  });
} else {
  console.log(
    "\n• No PostgreSQL or Redis answered on 127.0.0.1: the server suite ran on the embedded database only.",
  );
}

run("Production build", "npm", ["run", "build"]);
const e2eReport = join(reports, "e2e.json");
run("Browser tests (Playwright, Debian Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
  cwd: "apps/web",
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: { kind: "playwright", file: e2eReport },
});

summary();
