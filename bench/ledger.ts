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
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { drive, type Figures, fixed, percentiles, positive, printTable } from "./shared/phases.ts";
import { benchPostgresUrl, withScratchDatabase } from "./shared/postgres.ts";
import { measureWallet, roundOf, STAKE } from "./shared/wallet.ts";

const settings = {
  seconds: positive(process.env, "BENCH_SECONDS", 10),
  players: Math.round(positive(process.env, "BENCH_PLAYERS", 200)),
  connections: Math.round(positive(process.env, "BENCH_CONNECTIONS", 32)),
  /** At most this many groups of transfers commit at once on PostgreSQL (ADR 075); the server uses a quarter of its pool. */
  groups: Math.round(positive(process.env, "BENCH_GROUPS", 8)),
  postgresUrl: benchPostgresUrl(process.env),
};

/** Ctrl-C ends the running phase early; the scratch database is dropped all the same. */
const stop = new AbortController();
process.once("SIGINT", () => stop.abort());

const phase = { players: settings.players, seconds: settings.seconds, signal: stop.signal };
const walletPhases = { ...phase, groups: settings.groups, paced: true };

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
  return drive(
    "PostgreSQL hot-house ledger",
    async (player, step) => {
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
    },
    phase,
  );
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

async function benchPglite(): Promise<Figures[]> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    return await measureWallet(database, "PGlite", walletPhases);
  } finally {
    await database.close();
  }
}

async function benchPostgres(): Promise<{ figures: Figures[]; version: string }> {
  return withScratchDatabase(settings.postgresUrl, async (url) => {
    const database = await openDatabase({ kind: "postgres", url: url.href, poolSize: settings.connections });
    try {
      await database.migrate();
      // The node-postgres pool behind the drizzle handle: the hot-house reference shares it.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const version = (await pool.query<{ server_version: string }>("show server_version")).rows[0]
        ?.server_version;
      const pgbench = await measurePgbench(url);
      const hotHouse = await measureHotHouse(pool);
      const wallet = await measureWallet(database, "PostgreSQL", walletPhases);
      return { figures: [pgbench, hotHouse, ...wallet], version: version ?? "?" };
    } finally {
      await database.close();
    }
  });
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
printTable([...pglite, ...postgres.figures], "transfers/s");

const [pgbench, hotHouse, wallet, paced] = postgres.figures as [Figures, Figures, Figures, Figures];
const overPgbench = wallet.perSecond / pgbench.perSecond;
const overHotHouse = wallet.perSecond / hotHouse.perSecond;
console.log(`
PostgreSQL targets (issue):
  wallet / pgbench -N     ${fixed(overPgbench, 2)}x   (at least 1.0x: ${verdict(overPgbench >= 1)})
  wallet / hot-house      ${fixed(overHotHouse, 2)}x   (at least 2.5x: ${verdict(overHotHouse >= 2.5)})
  p99 at 70 % of peak     ${fixed(paced.p99)} ms  (at most 25 ms: ${verdict(paced.p99 <= 25)})
Through HTTP: npm run bench -- spins (rounds of a house game through the API, beside these phases).`);
if (stop.signal.aborted) {
  console.log("Interrupted: the figures above cover part of a phase only.");
  process.exitCode = 130;
}
