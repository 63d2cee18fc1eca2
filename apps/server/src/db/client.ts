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
/** The driver-independent database handle every repo receives. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null }
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

/** Embedded PGlite (in `dataDir`, or in memory when null) or a node-postgres pool. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.poolSize);
  return openPglite(target.dataDir);
}

/** Closing twice is harmless: shutdown paths may overlap. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => pingWith(db as unknown as Db),
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    ping: () => pingWith(db as unknown as Db),
    close: once(() => pool.end()),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
