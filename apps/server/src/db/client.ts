import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTransactionConfig,
} from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { DEFAULT_POSTGRES_SETTINGS, type PostgresSettings } from "../config/database.ts";
import { builtDatabaseFile, migrationsFolder } from "../lib/paths.ts";
import { isDatabaseUnavailable } from "./faults.ts";
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
  | {
      kind: "postgres";
      url: string;
      poolSize: number;
      /** Where migrations run (a direct connection when `url` is PgBouncer's); `url` when absent. */
      migrationUrl?: string;
      settings?: PostgresSettings;
    };

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
  /**
   * Told about connections that failed (the server restarted, failed over or ended them), idle in
   * the pool or in use by a request; the pool replaces them, and the request's query fails.
   */
  onConnectionError?: (error: Error) => void;
}

/** Embedded PGlite (in `dataDir`, or in memory when null) or a node-postgres pool. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target, options);
  return openPglite(target.dataDir, target.loadDataDir);
}

/**
 * A new embedded data directory starts from the database the build migrated (build.mjs) instead of
 * running initdb and every migration, which cost a fresh server about ten seconds of CPU. Migrations
 * committed after that build still run, as on any database. Without a build (the TypeScript
 * sources, in development) nothing changes.
 */
export function fromBuiltDatabase(target: DatabaseTarget, built = builtDatabaseFile): DatabaseTarget {
  if (target.kind !== "pglite" || !target.dataDir || target.loadDataDir) return target;
  if (existsSync(join(target.dataDir, "PG_VERSION")) || !existsSync(built)) return target;
  return { ...target, loadDataDir: new Blob([readFileSync(built)]) };
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

type PostgresTarget = Extract<DatabaseTarget, { kind: "postgres" }>;

async function openPostgres(target: PostgresTarget, options: DatabaseOptions): Promise<Database> {
  const settings = target.settings ?? DEFAULT_POSTGRES_SETTINGS;
  const pool = new pg.Pool({ ...connectionOptions(target.url, settings), max: target.poolSize });
  const reportConnectionError = (error: Error) => options.onConnectionError?.(error);
  // A client emits 'error' when its connection dies, also while a request holds it between two
  // statements (a transaction); with no listener that would end the process. The pool listens
  // only while a client is idle, and re-emits on itself: the client's own listener reports it.
  pool.on("connect", (client) => client.on("error", reportConnectionError));
  pool.on("error", () => {});
  const db = transactionsOnOwnClient(pool, drizzleNodePg(pool, { schema }) as unknown as Db);
  return {
    db: db,
    kind: "postgres",
    migrate: () => migrateUnderLock(target.migrationUrl ?? target.url, settings, reportConnectionError),
    ping: () => pingWith(db),
    close: once(() => pool.end()),
  };
}

/**
 * Drizzle's pooled `transaction()` sends BEGIN before the try/finally that releases its client, so
 * a BEGIN failing on a connection that just died leaks the client and the pool shrinks for good
 * (drizzle-orm issues 6241, 6341). Here a transaction checks its client out itself, runs Drizzle's
 * transaction on that one client, and always releases it: destroyed after a connection fault.
 */
function transactionsOnOwnClient(pool: pg.Pool, db: Db): Db {
  const dialect = new PgDialect();
  const { fullSchema, schema: tables, tableNamesMap } = db._;
  const relational = tables && { fullSchema, schema: tables, tableNamesMap };
  async function transaction<T>(work: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    const client = await pool.connect();
    let fault: Error | undefined;
    try {
      const session = new NodePgSession(client, dialect, relational);
      return await session.transaction((tx) => work(tx as unknown as Db), config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) fault = error as Error;
      throw error;
    } finally {
      client.release(fault);
    }
  }
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction" ? transaction : Reflect.get(target, property, receiver),
  });
}

/**
 * The session settings travel as startup parameters, so they hold outside any transaction and
 * need no SET (which PgBouncer in transaction mode would leak to other clients). 0 sends none.
 */
function connectionOptions(url: string, settings: PostgresSettings): pg.ClientConfig {
  return {
    connectionString: url,
    application_name: settings.applicationName,
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.idleInTransactionTimeoutMs > 0
      ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs }
      : {}),
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: settings.keepAliveIdleMs,
  };
}

/**
 * Several instances may start at once: the advisory lock lets one apply the migrations while the
 * others wait, then find nothing left to do. The lock belongs to a session, so migrations run on a
 * connection of their own to `url`, never through a transaction-mode pooler, and with no statement
 * timeout: a migration may rightly take long.
 */
async function migrateUnderLock(
  url: string,
  settings: PostgresSettings,
  onConnectionError: (error: Error) => void,
): Promise<void> {
  const client = new pg.Client({ ...connectionOptions(url, settings), statement_timeout: 0 });
  client.on("error", onConnectionError);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
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
