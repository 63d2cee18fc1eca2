/** The loopback PostgreSQL server benchmarks run on, and a scratch database there for one run. */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** BENCH_POSTGRES_URL of `env` (default `postgres://postgres@127.0.0.1:5432/postgres`); a non-loopback host is refused. */
export function benchPostgresUrl(env: NodeJS.ProcessEnv): URL {
  const url = new URL(env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new Error(`BENCH_POSTGRES_URL must name a loopback host, not ${url.hostname}`);
  }
  return url;
}

/** Whether the server answers at all, so a benchmark can skip its PostgreSQL phases without one. */
export async function isReachable(server: URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: server.href, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database created for this run on the loopback server and dropped after it, whatever happens. */
export async function withScratchDatabase<T>(server: URL, work: (url: URL) => Promise<T>): Promise<T> {
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
