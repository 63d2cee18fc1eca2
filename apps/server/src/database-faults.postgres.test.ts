/**
 * The real server process on PostgreSQL, losing its database under spin load (ADR 099): its own
 * backends ended by `pg_terminate_backend` (first those idle inside a transaction, then all), then
 * PostgreSQL gone altogether (a proxy in between drops every connection and refuses new ones) and
 * back. The process stays up, what failed answered 503 with `Retry-After` (never 500), `/readyz`
 * follows the outage, spins succeed again without a restart, every spin answered 200 is in the
 * books exactly once (each key retried until it succeeded), and the ledger audit is clean.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { findTitle } from "@reelhouse/games";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { loadConfig } from "./config/env.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { auditLedger } from "./modules/wallet/audit.ts";
import { createScratchDatabase } from "./test/build-test-app.ts";
import { type ServerProcess, spawnServer } from "./test/spawn-server.ts";
import { startTcpProxy, type TcpProxy } from "./test/tcp-proxy.ts";

const PLAYERS = 30;
const GAME = "midnight-fruits";
const BET = findTitle(GAME)?.info.betLevels.coins[0] as number;
/** Between two looks at a condition the test waits on. */
const POLL_MS = 25;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let proxy: TcpProxy;
let server: ServerProcess;
/** The test's own connections, straight to PostgreSQL: to end the server's backends and read the books. */
let direct: Database;
let admin: pg.Pool;
const applicationName = `reelhouse-faults-${randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  const adminUrl = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }).testDatabaseUrl;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for this suite");
  scratch = await createScratchDatabase(adminUrl, inject("postgresTemplateDatabase") ?? undefined);
  const url = new URL(scratch.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  server = await spawnServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: "",
    DATABASE_POOL_SIZE: "8",
    DATABASE_APPLICATION_NAME: applicationName,
    DEMO_DATA: "false",
    RATE_LIMIT_MAX: "1000000",
  });
  direct = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
  admin = new pg.Pool({ connectionString: scratch.url, max: 1 });
  // Dropping the scratch database at the end ends any connection of this pool still closing.
  admin.on("error", () => {});
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await direct?.close();
  await admin?.end();
  await scratch?.drop();
});

/** Polls `condition`; fails at once should the server process exit meanwhile. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`);
    await delay(POLL_MS);
  }
}

async function readiness(): Promise<number> {
  return (await fetch(`${server.baseUrl}/readyz`)).status;
}

interface Player {
  playerId: string;
  cookie: string;
}

async function signUp(index: number): Promise<Player> {
  const response = await fetch(`${server.baseUrl}/rest/registration/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `faults-${index}-${randomBytes(3).toString("hex")}@example.com`,
      password: "correct horse battery staple",
      termsVersion: 1,
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { playerId: ((await response.json()) as { data: { playerId: string } }).data.playerId, cookie };
}

/** Opens while the database is reachable; players who met an outage wait here before retrying. */
class Gate {
  private opened: Promise<void> = Promise.resolve();
  private openNow: () => void = () => {};
  close(): void {
    this.opened = new Promise((resolve) => {
      this.openNow = resolve;
    });
  }
  open(): void {
    this.openNow();
  }
  passed(): Promise<void> {
    return this.opened;
  }
}

it("stays up through lost connections and a database outage, answering 503 and losing nothing", async () => {
  const players = await Promise.all(Array.from({ length: PLAYERS }, (_, index) => signUp(index)));

  const answered = new Map<string, { playerId: string; roundId: string }>();
  const statuses = new Map<number, number>();
  const failures: { status: number; retryAfter: string | null; body: unknown }[] = [];
  const successesSinceRestore = new Set<string>();
  const database = new Gate();
  let isStopping = false;
  let isRestored = false;

  async function spin(player: Player, key: string): Promise<void> {
    for (;;) {
      const response = await fetch(`${server.baseUrl}/rest/studio/${GAME}/spin/`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: player.cookie, "idempotency-key": key },
        body: JSON.stringify({ currency: "coins", bet: BET }),
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const body = (await response.json()) as { data?: { round: { id: string } } };
      if (response.status === 200 && body.data) {
        answered.set(key, { playerId: player.playerId, roundId: body.data.round.id });
        if (isRestored) successesSinceRestore.add(player.playerId);
        return;
      }
      failures.push({ status: response.status, retryAfter: response.headers.get("retry-after"), body });
      if (response.status !== 503) return;
      // The same key again, as a client does after Retry-After: it must not pay twice.
      await database.passed();
    }
  }

  const load = Promise.all(
    players.map(async (player) => {
      for (let index = 0; !isStopping; index++) await spin(player, `${player.playerId}:${index}`);
    }),
  );
  // Awaited below; a spin that got no answer at all (the process gone) fails the test there.
  load.catch(() => {});
  try {
    // Backends idle inside a transaction (between two statements of a spin), ended mid-load.
    await until(() => answered.size >= 60);
    let endedIdleInTransaction = 0;
    await until(async () => {
      endedIdleInTransaction += await terminateBackends("and state = 'idle in transaction'");
      return endedIdleInTransaction > 0;
    });
    // Then every backend of the server, twice, with spins answered in between.
    for (const further of [60, 120]) {
      const before = answered.size;
      await until(() => answered.size >= before + further);
      await terminateBackends("");
    }
    const afterTerminations = answered.size;
    await until(() => answered.size >= afterTerminations + 60);
    expect(server.child.exitCode).toBeNull();

    // PostgreSQL gone: readiness fails and requests answer 503 until it is back.
    const unavailableBefore = statuses.get(503) ?? 0;
    database.close();
    await proxy.cut();
    await until(async () => (await readiness()) === 503);
    await until(() => (statuses.get(503) ?? 0) > unavailableBefore);
    await proxy.restore();
    await until(async () => (await readiness()) === 200);
    isRestored = true;
    database.open();

    // Every player spins again on the same process.
    await until(() => successesSinceRestore.size === PLAYERS);
  } finally {
    isStopping = true;
    database.open();
  }
  await load;

  expect(server.child.exitCode).toBeNull();
  expect(server.logs.some((entry) => entry.msg === "shutting down after an unhandled error")).toBe(false);
  expect([...statuses.keys()].sort()).toEqual([200, 503]);
  for (const failure of failures) {
    expect(failure.retryAfter).toMatch(/^\d+$/);
    expect(failure.body).toMatchObject({
      success: false,
      statusCode: 503,
      error: { code: "UNAVAILABLE", reason: "UNAVAILABLE" },
    });
  }

  // Every spin answered 200 is in the books once, with its bet; nothing else was played.
  const playerIds = players.map((player) => player.playerId);
  const rounds = await rows<{ id: string; idempotency_key: string; bets: number }>(
    `select r.id, r.idempotency_key,
       (select count(*)::int from ledger_transactions t where t.idempotency_key = 'studio:' || r.id || ':bet') as bets
     from game_rounds r where r.player_id = any($1)`,
    [playerIds],
  );
  expect(rounds).toHaveLength(answered.size);
  const roundByKey = new Map(rounds.map((round) => [round.idempotency_key, round]));
  for (const [key, { roundId }] of answered) {
    expect(roundByKey.get(key)).toEqual({ id: roundId, idempotency_key: key, bets: 1 });
  }
  expect((await auditLedger(direct.db)).violations).toEqual([]);

  // And the process still shuts down cleanly: a pool client leaked by a failed BEGIN would hold
  // the pool's end, and so the shutdown, past its budget.
  expect((await server.stop()).code).toBe(0);
}, 120_000);

/** Ends the server's own backends (found by its application name); answers how many. */
async function terminateBackends(filter: string): Promise<number> {
  const ended = await rows<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
     where application_name = $1 ${filter}`,
    [applicationName],
  );
  return ended.filter((row) => row.ended).length;
}

async function rows<Row>(text: string, values: unknown[]): Promise<Row[]> {
  return (await admin.query(text, values)).rows as Row[];
}
