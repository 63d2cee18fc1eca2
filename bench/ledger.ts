/**
 * `npm run bench -- ledger`: how many transfers a second the wallet ledger (ADR 070) carries, and
 * how fast, with simulated players betting against the house (a bet then a win per round, coins
 * and entries by turns) through the wallet service: on the embedded database, then on PostgreSQL
 * beside two references measured in the same run on the same scratch database: `pgbench -N` and a
 * textbook ledger that keeps the house balance in one row. Each database also gets a phase paced at
 * 70 % of its measured peak. Prints the figures; asserts none (docs/benchmarks.md).
 *
 * Environment: BENCH_SECONDS (each phase, default 10), BENCH_PLAYERS (default 200),
 * BENCH_CONNECTIONS (the pool size and pgbench's clients, default 32), BENCH_GROUPS (at most
 * this many groups of transfers commit at once on PostgreSQL, default 8), BENCH_POSTGRES_URL (a
 * loopback server; its database is used only to create and drop `reelhouse_bench_<random>`).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { type Database, type Db, openDatabase } from "../apps/server/src/db/client.ts";
import { players } from "../apps/server/src/db/schema/index.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { DEFAULT_BATCHING } from "../apps/server/src/modules/wallet/batcher.ts";
import { createWallet, type Wallet } from "../apps/server/src/modules/wallet/service.ts";

const settings = {
  seconds: positive("BENCH_SECONDS", 10),
  players: Math.round(positive("BENCH_PLAYERS", 200)),
  connections: Math.round(positive("BENCH_CONNECTIONS", 32)),
  /** At most this many groups of transfers commit at once on PostgreSQL (ADR 075); the server uses a quarter of its pool. */
  groups: Math.round(positive("BENCH_GROUPS", 8)),
  postgresUrl: new URL(process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"),
};
if (!["127.0.0.1", "localhost", "[::1]"].includes(settings.postgresUrl.hostname)) {
  throw new Error(`BENCH_POSTGRES_URL must name a loopback host, not ${settings.postgresUrl.hostname}`);
}
const PACED_SHARE = 0.7;
const STAKE = 100;

/** Ctrl-C ends the running phase early; the scratch database is dropped all the same. */
const stop = new AbortController();
process.once("SIGINT", () => stop.abort());

interface Figures {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** This process's CPU time over the phase's wall time (1 = one core busy): is the client the limit? */
  clientCpu?: number;
  note?: string;
}

/** One transfer of player `player`, the `step`-th of its run. */
type Transfer = (player: number, step: number) => Promise<void>;

/**
 * Every player runs its transfers one after the other until the phase ends: back to back, or when
 * `perSecond` is given, each at its due time (the players' slots spread evenly over the interval).
 * A paced transfer's latency counts from its due time, so a stall is not hidden by the transfers
 * that were held back behind it (no coordinated omission).
 */
async function drive(label: string, transfer: Transfer, perSecond?: number): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: unknown;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const end = started + settings.seconds * 1000;
  const interval = perSecond ? (settings.players * 1000) / perSecond : 0;
  await Promise.all(
    Array.from({ length: settings.players }, async (_, player) => {
      for (let step = 0; !stop.signal.aborted; step++) {
        const due = interval ? started + (step + player / settings.players) * interval : performance.now();
        if (due >= end) return;
        if (due > performance.now()) await sleep(due - performance.now());
        try {
          await transfer(player, step);
          latencies.push(performance.now() - due);
        } catch (error) {
          failures++;
          firstFailure ??= error;
        }
      }
    }),
  );
  if (firstFailure) console.error(`${label}: ${failures} failed, the first with`, firstFailure);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const clientCpu = (cpu.user + cpu.system) / 1e6 / seconds;
  return { label, perSecond: latencies.length / seconds, ...percentiles(latencies), failures, clientCpu };
}

function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Even rounds bet coins for even players, entries for odd ones, and the next round swaps. */
function roundOf(label: string, player: number, step: number) {
  const round = Math.floor(step / 2);
  return {
    isBet: step % 2 === 0,
    currency: (player + round) % 2 === 0 ? ("coins" as const) : ("entries" as const),
    // Wins of 1..200 against stakes of 100: balances wander but never run out.
    win: 1 + ((round * 37 + player) % 200),
    ref: { gameId: "bench", roundId: `${label}:${player}:${round}` },
  };
}

async function measureWallet(database: Database, name: string): Promise<Figures[]> {
  // Grouped commits as the server runs them: one group at a time on PGlite; on PostgreSQL more
  // beside it while a full group waits.
  const concurrency = database.kind === "postgres" ? settings.groups : 1;
  const wallet = createWallet({
    db: database.db,
    clock: systemClock,
    settings: { playThroughMultiplier: 1, welcomeGrant: { coins: 0, entries: 0 } },
    batching: { ...DEFAULT_BATCHING, concurrency },
  });
  const ids = await createPlayers(database.db, wallet);
  const rounds =
    (label: string): Transfer =>
    async (player, step) => {
      const id = ids[player] as string;
      const { isBet, currency, win, ref } = roundOf(label, player, step);
      if (isBet) await wallet.bet(id, currency, STAKE, `${ref.roundId}:bet`, ref);
      else await wallet.win(id, currency, win, `${ref.roundId}:win`, ref);
    };
  const peak = await drive(`${name} wallet, back to back`, rounds("peak"));
  const paced = await drive(`${name} wallet at 70 % of peak`, rounds("paced"), PACED_SHARE * peak.perSecond);
  paced.note = `asked ${Math.round(PACED_SHARE * peak.perSecond)}/s`;
  const { violations } = await wallet.audit();
  peak.note = `ledger audit: ${violations.length === 0 ? "consistent" : violations.join("; ")}`;
  return [peak, paced];
}

/** Minimal player rows (the accounts' foreign key), each granted far more than a phase can spend. */
async function createPlayers(db: Db, wallet: Wallet): Promise<string[]> {
  const now = new Date();
  const ids = Array.from({ length: settings.players }, (_, index) => `bench-player-${index}`);
  await db
    .insert(players)
    .values(ids.map((id) => ({ id, email: `${id}@bench.invalid`, createdAt: now, updatedAt: now })));
  for (const id of ids) {
    await wallet.grant(id, { coins: 1e9, entries: 1e9 }, `bench:stake:${id}`, "bench");
  }
  return ids;
}

/**
 * The textbook ledger: one stored balance per account, the house's included, updated in every
 * transfer beside a transfer row and two postings. The player's row is locked first, the house's
 * last, so the hot row is held only from its update to the commit. It runs on the wallet's own
 * connection pool, with the same players and concurrency.
 */
async function measureHotHouse(pool: pg.Pool): Promise<Figures> {
  await pool.query(
    "create table bench_balances (id text primary key, balance bigint not null check (balance >= 0))",
  );
  await pool.query(
    "create table bench_transfers (id bigserial primary key, idempotency_key text not null unique, created_at timestamptz not null default now())",
  );
  await pool.query(
    "create table bench_postings (transfer_id bigint not null references bench_transfers, account text not null, amount bigint not null)",
  );
  await pool.query(
    "insert into bench_balances select 'player:' || n, 1e12 from generate_series(0, $1::int - 1) n union all select 'house', 1e15",
    [settings.players],
  );
  return drive("PostgreSQL hot-house ledger", async (player, step) => {
    const { isBet, win, ref } = roundOf("hot", player, step);
    const toPlayer = isBet ? -STAKE : win;
    const account = `player:${player}`;
    const client = await pool.connect();
    try {
      await client.query("begin");
      const [transfer] = (
        await client.query<{ id: string }>(
          "insert into bench_transfers (idempotency_key) values ($1) returning id",
          [`${ref.roundId}:${isBet ? "bet" : "win"}`],
        )
      ).rows;
      await client.query("update bench_balances set balance = balance + $2 where id = $1", [
        account,
        toPlayer,
      ]);
      await client.query("update bench_balances set balance = balance - $1 where id = 'house'", [toPlayer]);
      await client.query("insert into bench_postings values ($1, $2, $3), ($1, 'house', -$3::bigint)", [
        transfer?.id,
        account,
        toPlayer,
      ]);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  });
}

/** `pgbench -N` (TPC-B without the teller and branch updates) on the scratch database. */
async function measurePgbench(url: URL): Promise<Figures> {
  const label = `PostgreSQL pgbench -N, ${settings.connections} clients`;
  const run = promisify(execFile);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const database = url.pathname.slice(1);
  const server = ["-h", url.hostname.replace(/^\[|\]$/g, ""), "-p", url.port || "5432"];
  if (url.username) server.push("-U", decodeURIComponent(url.username));
  try {
    await run("pgbench", ["-i", "-q", "-s", "1", ...server, database], { env });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      label,
      perSecond: NaN,
      p50: NaN,
      p99: NaN,
      failures: 0,
      note: missing ? "pgbench not installed" : String(error),
    };
  }
  const logs = await mkdtemp(join(tmpdir(), "reelhouse-pgbench-"));
  try {
    const threads = String(Math.min(settings.connections, availableParallelism()));
    const seconds = String(Math.max(1, Math.round(settings.seconds)));
    const { stdout } = await run(
      "pgbench",
      [
        "-N",
        "-c",
        String(settings.connections),
        "-j",
        threads,
        "-T",
        seconds,
        "-l",
        `--log-prefix=${join(logs, "tx")}`,
        ...server,
        database,
      ],
      { env },
    );
    // Per-transaction log lines: client, transaction, latency in µs, …
    const latencies: number[] = [];
    for (const file of await readdir(logs)) {
      for (const line of (await readFile(join(logs, file), "utf8")).split("\n")) {
        const micros = Number(line.split(" ")[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    return { label, perSecond: tps, ...percentiles(latencies), failures: failed, note: `${threads} threads` };
  } finally {
    await rm(logs, { recursive: true, force: true });
  }
}

/** A database created for this run on the loopback server and dropped after it, whatever happens. */
async function withScratchDatabase<T>(work: (url: URL) => Promise<T>): Promise<T> {
  const server = settings.postgresUrl;
  const name = `reelhouse_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      return await work(url);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function benchPglite(): Promise<Figures[]> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    return await measureWallet(database, "PGlite");
  } finally {
    await database.close();
  }
}

async function benchPostgres(): Promise<{ figures: Figures[]; version: string }> {
  return withScratchDatabase(async (url) => {
    const database = await openDatabase({ kind: "postgres", url: url.href, poolSize: settings.connections });
    try {
      await database.migrate();
      // The node-postgres pool behind the drizzle handle: the hot-house reference shares it.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const version = (await pool.query<{ server_version: string }>("show server_version")).rows[0]
        ?.server_version;
      const pgbench = await measurePgbench(url);
      const hotHouse = await measureHotHouse(pool);
      const wallet = await measureWallet(database, "PostgreSQL");
      return { figures: [pgbench, hotHouse, ...wallet], version: version ?? "?" };
    } finally {
      await database.close();
    }
  });
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
}

function fixed(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "-";
}

function printTable(rows: Figures[]): void {
  console.log(
    `${"phase".padEnd(46)}${"transfers/s".padStart(12)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"failed".padStart(8)}${"node CPU".padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(46)}${fixed(row.perSecond, 0).padStart(12)}${fixed(row.p50).padStart(9)}${fixed(row.p99).padStart(9)}${String(row.failures).padStart(8)}${(row.clientCpu === undefined ? "-" : `${Math.round(row.clientCpu * 100)} %`).padStart(10)}${row.note ? `  ${row.note}` : ""}`,
    );
  }
}

function verdict(met: boolean): string {
  return met ? "met" : "MISSED";
}

console.log(
  `ledger bench: ${settings.players} players (a bet then a win per round, coins and entries by turns), ` +
    `${settings.seconds} s a phase; PostgreSQL pool of ${settings.connections} connections; ` +
    `${availableParallelism()} CPUs, Node ${process.version}`,
);
const pglite = await benchPglite();
if (stop.signal.aborted) process.exit(130);
const postgres = await benchPostgres();
console.log(`PostgreSQL ${postgres.version} at ${settings.postgresUrl.host}, scratch database dropped\n`);
printTable([...pglite, ...postgres.figures]);

const [pgbench, hotHouse, wallet, paced] = postgres.figures as [Figures, Figures, Figures, Figures];
const overPgbench = wallet.perSecond / pgbench.perSecond;
const overHotHouse = wallet.perSecond / hotHouse.perSecond;
console.log(`
PostgreSQL targets (issue):
  wallet / pgbench -N     ${fixed(overPgbench, 2)}x   (at least 1.0x: ${verdict(overPgbench >= 1)})
  wallet / hot-house      ${fixed(overHotHouse, 2)}x   (at least 2.5x: ${verdict(overHotHouse >= 2.5)})
  p99 at 70 % of peak     ${fixed(paced.p99)} ms  (at most 25 ms: ${verdict(paced.p99 <= 25)})
Through HTTP: skipped, no betting endpoint exists yet.`);
if (stop.signal.aborted) {
  console.log("Interrupted: the figures above cover part of a phase only.");
  process.exitCode = 130;
}
