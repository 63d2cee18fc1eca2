/**
 * `npm run bench -- promotions`: players claiming their daily login through the API, as the site
 * does (`GET /rest/daily-login/apply-prize/`: the session, the claim row, eligibility, the ledger
 * transfer from the daily login budget, the climb after it), against the real server process with
 * the demo's promotions: 10,000 players back to back, then 10,000 others at 70 % of that peak;
 * beside the `ledger` benchmark's wallet phase measured in the same run on the same kind of
 * database. On the embedded database, then on PostgreSQL when one answers on loopback. The players
 * (email confirmed, as the demo's climb asks) and their sessions are written to the database before
 * the server starts, so the run measures claims, not sign-ups. Last, as many requests sent the same
 * way to a bare Fastify route: the like-for-like reference, what HTTP alone allows one Node process
 * here. Prints the figures, with the CPU share of the server process; asserts none.
 * Goal (issue 26): claims per second at least half the ledger's transfers per second, and p99 at or
 * under 50 ms at 70 % of peak on PostgreSQL.
 *
 * Environment: BENCH_PLAYERS (players per claim phase, default 10000), BENCH_CONCURRENCY (claims in
 * flight, default 32), BENCH_SECONDS (the ledger phase, default 10), BENCH_CONNECTIONS (PostgreSQL
 * pool of the ledger phase, default 32), BENCH_SERVER_CONNECTIONS (the server's pool, default 10 as
 * the server's own `DATABASE_POOL_SIZE`: two cores gain nothing from more), BENCH_GROUPS (the ledger phase's concurrent
 * group commits, default 8), BENCH_POSTGRES_URL (a loopback server: scratch databases are made and
 * dropped), BENCH_DATABASES (which databases to run on, default `pglite,postgres`).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { players, sessions } from "../apps/server/src/db/schema/index.ts";
import { hashSecret } from "../apps/server/src/lib/secrets.ts";
import { type ServerProcess, spawnServer } from "../apps/server/src/test/spawn-server.ts";
import { drive, type Figures, fixed, positive, printTable } from "./shared/phases.ts";
import { benchPostgresUrl, isReachable, withScratchDatabase } from "./shared/postgres.ts";
import { processCpuMs, startProcess } from "./shared/process.ts";
import { measureWallet, PACED_SHARE } from "./shared/wallet.ts";

const settings = {
  players: Math.round(positive(process.env, "BENCH_PLAYERS", 10_000)),
  concurrency: Math.round(positive(process.env, "BENCH_CONCURRENCY", 32)),
  seconds: positive(process.env, "BENCH_SECONDS", 10),
  connections: Math.round(positive(process.env, "BENCH_CONNECTIONS", 32)),
  serverConnections: Math.round(positive(process.env, "BENCH_SERVER_CONNECTIONS", 10)),
  groups: Math.round(positive(process.env, "BENCH_GROUPS", 8)),
  postgresUrl: benchPostgresUrl(process.env),
  databases: new Set((process.env.BENCH_DATABASES ?? "pglite,postgres").split(",")),
};
/** A claim phase ends when every one of its players has claimed, or after this long at most. */
const CLAIM_PHASE_LIMIT_S = 600;
const ROWS_PER_INSERT = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const stop = new AbortController();
process.once("SIGINT", () => stop.abort());

/** Session cookies of two groups of players, one group per claim phase, written straight to the tables. */
async function createPlayers(database: Database): Promise<[string[], string[]]> {
  const now = new Date();
  const cookies: string[] = [];
  const total = 2 * settings.players;
  for (let start = 0; start < total; start += ROWS_PER_INSERT) {
    const batch = Array.from({ length: Math.min(ROWS_PER_INSERT, total - start) }, (_, offset) => {
      const id = `bench-claimer-${start + offset}`;
      const token = randomBytes(24).toString("base64url");
      cookies.push(`session=${token}`);
      return { id, token };
    });
    await database.db.insert(players).values(
      batch.map(({ id }) => ({
        id,
        email: `${id}@bench.invalid`,
        emailConfirmedAt: now,
        termsVersion: 1,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await database.db.insert(sessions).values(
      batch.map(({ id, token }) => ({
        tokenHash: hashSecret(token),
        playerId: id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + DAY_MS),
      })),
    );
  }
  return [cookies.slice(0, settings.players), cookies.slice(settings.players)];
}

/**
 * `count` requests, `settings.concurrency` in flight (back to back, or paced at `perSecond`); the
 * phase ends when all have answered (or at the limit). `serverCpuMs` reads the server's CPU time.
 */
async function requestPhase(
  label: string,
  count: number,
  send: (index: number) => Promise<void>,
  serverCpuMs: () => number,
  perSecond?: number,
): Promise<Figures> {
  const done = new AbortController();
  const onStop = () => done.abort();
  stop.signal.addEventListener("abort", onStop);
  let next = 0;
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  try {
    const figures = await drive(
      label,
      async () => {
        const index = next++;
        if (index >= count) {
          done.abort();
          return;
        }
        await send(index);
        if (index === count - 1) done.abort();
      },
      {
        players: settings.concurrency,
        seconds: CLAIM_PHASE_LIMIT_S,
        signal: done.signal,
        ...(perSecond ? { perSecond } : {}),
      },
    );
    figures.serverCpu = (serverCpuMs() - cpuBefore) / (performance.now() - started);
    return figures;
  } finally {
    stop.signal.removeEventListener("abort", onStop);
  }
}

/** Each player of `cookies` claims once. */
function claimPhase(label: string, server: ServerProcess, cookies: string[], perSecond?: number) {
  const claim = async (index: number) => {
    const response = await fetch(`${server.baseUrl}/rest/daily-login/apply-prize/`, {
      headers: { cookie: cookies[index] as string },
    });
    if (response.status !== 200)
      throw new Error(`claim ${index}: ${response.status} ${await response.text()}`);
    const { prizes } = (await response.json()) as { prizes: unknown[] };
    if (prizes.length !== 1) throw new Error(`claim ${index} answered ${prizes.length} prizes`);
  };
  return requestPhase(label, cookies.length, claim, () => processCpuMs(server.child.pid), perSecond);
}

/**
 * The like-for-like reference: as many requests, sent the same way, to a bare Fastify route in a
 * process of its own (`shared/hello-server.ts`, no plugins, no logging, no database): what one Node
 * process serving HTTP answers on this machine beside this load generator.
 */
async function measureBareRoute(): Promise<Figures> {
  const hello = await startProcess([process.execPath, "--import", "tsx", "bench/shared/hello-server.ts"], {
    ...process.env,
  });
  try {
    const get = async (index: number) => {
      const response = await fetch(`${hello.baseUrl}/`);
      if (response.status !== 200) throw new Error(`request ${index}: ${response.status}`);
      await response.text();
    };
    const figures = await requestPhase(
      "bare Fastify route, back to back",
      settings.players,
      get,
      hello.cpuMs,
    );
    figures.note = `${settings.players} requests`;
    return figures;
  } finally {
    await hello.stop();
  }
}

/** The server with the demo's promotions, then a phase of claims back to back and one paced. */
async function measureClaims(
  start: () => Promise<ServerProcess>,
  groups: [string[], string[]],
  name: string,
): Promise<Figures[]> {
  const server = await start();
  try {
    const peak = await claimPhase(`${name} daily login claims, back to back`, server, groups[0]);
    peak.note = `${settings.players} players`;
    if (stop.signal.aborted) return [peak];
    const perSecond = PACED_SHARE * peak.perSecond;
    const paced = await claimPhase(
      `${name} daily login claims at 70 % of peak`,
      server,
      groups[1],
      perSecond,
    );
    paced.note = `${settings.players} other players; asked ${Math.round(perSecond)}/s`;
    return [peak, paced];
  } finally {
    await server.stop();
  }
}

const walletPhase = () => ({
  players: 200,
  seconds: settings.seconds,
  signal: stop.signal,
  groups: settings.groups,
  paced: false,
});

/**
 * The server as an operator runs the demo (logging each request at the default level, which is also
 * where the spawn helper reads the server's address from), with no request budget in the way; over
 * plain HTTP on loopback, so its session cookie is `session` rather than `__Host-session`.
 */
const serverEnv = { DEMO_DATA: "true", RATE_LIMIT_MAX: "1000000000", COOKIE_SECURE: "false" };

async function benchPglite(): Promise<Figures[]> {
  const ledgerDatabase = await openDatabase({ kind: "pglite", dataDir: null });
  let ledger: Figures[];
  try {
    await ledgerDatabase.migrate();
    ledger = await measureWallet(ledgerDatabase, "PGlite", walletPhase());
  } finally {
    await ledgerDatabase.close();
  }
  if (stop.signal.aborted) return ledger;
  const dataDir = await mkdtemp(join(tmpdir(), "reelhouse-bench-promotions-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir });
    let groups: [string[], string[]];
    try {
      await database.migrate();
      groups = await createPlayers(database);
    } finally {
      await database.close();
    }
    return [
      ...ledger,
      ...(await measureClaims(() => spawnServer({ ...serverEnv, DATA_DIR: dataDir }), groups, "PGlite")),
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<Figures[]> {
  const open = (url: URL) =>
    openDatabase({ kind: "postgres", url: url.href, poolSize: settings.connections });
  const ledger = await withScratchDatabase(settings.postgresUrl, async (url) => {
    const database = await open(url);
    try {
      await database.migrate();
      return await measureWallet(database, "PostgreSQL", walletPhase());
    } finally {
      await database.close();
    }
  });
  if (stop.signal.aborted) return ledger;
  return withScratchDatabase(settings.postgresUrl, async (url) => {
    const database = await open(url);
    let groups: [string[], string[]];
    try {
      await database.migrate();
      groups = await createPlayers(database);
    } finally {
      await database.close();
    }
    const start = () =>
      spawnServer({
        ...serverEnv,
        DATABASE_URL: url.href,
        DATABASE_POOL_SIZE: String(settings.serverConnections),
      });
    return [...ledger, ...(await measureClaims(start, groups, "PostgreSQL"))];
  });
}

/** Issue 26's goal on PostgreSQL, and the claims beside the bare route (what HTTP alone allows). */
function printTargets(rows: Figures[]): void {
  const rate = (label: string) => rows.find((row) => row.label === label);
  const ledger = rate("PostgreSQL wallet, back to back");
  const claims = rate("PostgreSQL daily login claims, back to back");
  const paced = rate("PostgreSQL daily login claims at 70 % of peak");
  const bare = rate("bare Fastify route, back to back");
  if (!ledger || !claims || !paced || !bare) return;
  const verdict = (met: boolean) => (met ? "met" : "MISSED");
  const ratio = claims.perSecond / ledger.perSecond;
  console.log();
  console.log("PostgreSQL targets (issue 26):");
  console.log(`  claims / ledger transfers  ${fixed(ratio, 2)}x  (at least 0.5x: ${verdict(ratio >= 0.5)})`);
  console.log(
    `  p99 at 70 % of peak        ${fixed(paced.p99)} ms  (at most 50 ms: ${verdict(paced.p99 <= 50)})`,
  );
  console.log(`  claims / bare route        ${fixed(claims.perSecond / bare.perSecond, 2)}x  (no target)`);
}

console.log(
  `promotions bench: ${settings.players} players claiming the daily login, ${settings.concurrency} claims in flight, server pool ${settings.serverConnections}; ` +
    `ledger phase ${fixed(settings.seconds)} s; ${availableParallelism()} CPUs, Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(1)} before`,
);
const figures: Figures[] = [];
if (settings.databases.has("pglite")) figures.push(...(await benchPglite()));
if (!stop.signal.aborted && settings.databases.has("postgres")) {
  if (await isReachable(settings.postgresUrl)) {
    figures.push(...(await benchPostgres()));
    console.log(`PostgreSQL at ${settings.postgresUrl.host}, scratch databases dropped`);
  } else {
    console.log(`PostgreSQL: nothing answers at ${settings.postgresUrl.host}, its phases are skipped`);
  }
}
if (!stop.signal.aborted) figures.push(await measureBareRoute());
console.log();
printTable(figures, "per second");
printTargets(figures);
console.log(`load average ${loadavg()[0]?.toFixed(1)} after`);
if (stop.signal.aborted) {
  console.log("Interrupted: the figures above cover part of a phase only.");
  process.exitCode = 130;
}
