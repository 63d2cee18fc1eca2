import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../lib/paths.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/**
 * What `execute` answers with either driver: both node-postgres and PGlite give `{ rows }`.
 * (node-postgres reads a bigint as a string, PGlite as a number: raw rows type such columns so.)
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}

interface RowsResult<Row> {
  rows: Row[];
}

/** The driver-independent database handle every repo receives. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type DatabaseTarget =
  | {
      kind: "pglite";
      dataDir: string | null;
      /** A dumped data directory to start from (`PGlite.dumpDataDir`): tests clone a migrated one. */
      loadDataDir?: Blob;
    }
  | { kind: "postgres"; url: string; poolSize: number };

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseTarget["kind"];
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Answers whether the database takes queries right now (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Told about connections the server dropped while idle (restart, failover); the pool replaces them. */
  onIdleConnectionError?: (error: Error) => void;
}

/** Embedded PGlite (in `dataDir`, or in memory when null) or a node-postgres pool. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.poolSize, options);
  return openPglite(target.dataDir, target.loadDataDir);
}

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function openPglite(dataDir: string | null, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => pingWith(db),
    close: once(() => client.close()),
  };
}

/** Any fixed number; every instance takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 7_214_006_001;

async function openPostgres(url: string, poolSize: number, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener an idle connection killed by the server would crash the process.
  pool.on("error", (error) => options.onIdleConnectionError?.(error));
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db,
    kind: "postgres",
    migrate: () => migrateUnderLock(pool),
    ping: () => pingWith(db),
    close: once(() => pool.end()),
  };
}

/**
 * Several instances may start at once: the advisory lock lets one apply the migrations while the
 * others wait, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
