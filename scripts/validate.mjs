#!/usr/bin/env node
// The one test command: format and lint (Biome and the server's layering check), typecheck, the
// check that the generated lists are up to date (scripts/generate.mjs), the check that the schema
// and the migrations agree and a production build; then unit and integration tests on the embedded
// database, beside the server suite again on a real PostgreSQL and Redis where they answer; then
// the browser tests against the build, alone.
// Steps that do not depend on each other run side by side in lanes: each compiler is one thread, so
// two of them keep both cores of a small machine busy. Stops at the first failing step.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "reelhouse-validate-"));
const totals = { passed: 0, failed: 0 };
/** Steps under way: a failing lane stops the others' steps instead of leaving them running. */
const running = new Map();
let stopping = false;

/**
 * Runs one step. Alone it prints as it goes; beside other steps (`quiet`) its output is held and
 * printed whole when it ends, so lanes do not interleave line by line.
 */
async function run(title, command, args, { env = {}, cwd, report, quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${title}`);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    // A group of its own, so that stopping it stops the compilers and runners it started.
    detached: true,
    cwd,
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const closed = new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  running.set(child, closed);
  const status = await closed;
  running.delete(child);
  // Stopped because another lane failed: that lane reports and exits.
  if (stopping) await new Promise(() => {});
  const seconds = Math.round((performance.now() - started) / 1000);
  if (quiet) process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
  if (report) count(report);
  if (status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    await stopRunning();
    summary();
    process.exit(status);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

/**
 * Stops the steps under way and waits for them. SIGINT, not SIGTERM: Playwright answers an
 * interrupt by stopping the web servers it started in process groups of their own, which would
 * otherwise keep their ports and fail the next run. A step still there after 20 s is killed.
 */
async function stopRunning() {
  stopping = true;
  const closing = [...running].map(([child, closed]) => {
    signal(child, "SIGINT");
    const timer = setTimeout(() => signal(child, "SIGKILL"), 20_000);
    return closed.finally(() => clearTimeout(timer));
  });
  await Promise.all(closing);
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

for (const name of ["SIGINT", "SIGTERM"]) {
  process.on(name, async () => {
    await stopRunning();
    process.exit(130);
  });
}

/** Runs lanes side by side; each lane's steps run one after another. */
function lanes(...steps) {
  return Promise.all(
    steps.map(async (lane) => {
      for (const [title, command, args, options] of lane) {
        await run(title, command, args, { quiet: true, ...options });
      }
    }),
  );
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

// What `npm run typecheck` does, in two lanes: the web app's program is the largest.
const typechecks = ["packages", "apps"]
  .flatMap((root) => readdirSync(root).map((name) => join(root, name, "package.json")))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, "utf8")))
  .filter((workspace) => workspace.scripts?.typecheck)
  .map(({ name }) => [`Typecheck: ${name}`, "npm", ["run", "typecheck", "-w", name]]);
const isWebApp = ([title]) => title.endsWith("/web");
await lanes(
  typechecks.filter(isWebApp),
  [
    ...typechecks.filter((step) => !isWebApp(step)),
    ["Typecheck: benchmarks", "npx", ["tsc", "-p", "bench"]],
    ["Typecheck: scripts", "npx", ["tsc", "-p", "scripts"]],
  ],
  [
    ["Format and lint (biome)", "npx", ["biome", "ci", "."]],
    ["Server layering (scripts/check-layers.mjs)", "node", ["scripts/check-layers.mjs"]],
    [
      "Generated lists agree with the modules (scripts/generate.mjs)",
      "node",
      ["scripts/generate.mjs", "--check"],
    ],
    [
      "Schema and committed migrations agree (drizzle-kit)",
      "node",
      ["apps/server/scripts/check-migrations.mjs"],
    ],
    ["Production build", "npm", ["run", "build"]],
  ],
);
const embeddedTests = [
  "Unit and integration tests (embedded PGlite)",
  "npx",
  vitestArgs("embedded"),
  { env: embeddedOnly, report: vitestReport("embedded") },
];

// The second server run waits on PostgreSQL and Redis more than it computes, so it runs beside the
// embedded run. Not beside the browser tests: they keep both cores busy, and there the run took five
// times as long as alone, long enough for its tests' limits to run out.
const [postgresUrl, redisUrl] = await Promise.all([reachablePostgres(), reachableRedis()]);
if (postgresUrl || redisUrl) {
  const on = [postgresUrl && "PostgreSQL", redisUrl && "Redis"].filter(Boolean).join(" and ");
  await lanes(
    [embeddedTests],
    [
      [
        `Server tests on ${on}`,
        "npx",
        // One worker: beside the embedded run's two, more would only take turns on the same cores.
        vitestArgs("services", "--project", "server", "--maxWorkers=1"),
        {
          env: {
            TEST_DATABASE_URL: postgresUrl ?? "",
            TEST_REDIS_URL: redisUrl ?? "",
            // The wallet's model test is the longest file here: on PostgreSQL a sequence costs about
            // five seconds. The embedded run explores 60 sequences; this one, whose point is
            // real connections racing, 25 (each run draws new ones).
            WALLET_PROPERTY_RUNS: process.env.WALLET_PROPERTY_RUNS ?? "25",
          },
          report: vitestReport("services"),
        },
      ],
    ],
  );
} else {
  console.log(
    "\n• No PostgreSQL or Redis answered on 127.0.0.1: the server suite ran on the embedded database only.",
  );
  await run(...embeddedTests);
}

const e2eReport = join(reports, "e2e.json");
await run(
  "Browser tests (Playwright, Debian Chromium)",
  "npx",
  ["playwright", "test", "--reporter=list,json"],
  {
    cwd: "apps/web",
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: { kind: "playwright", file: e2eReport },
  },
);

summary();
