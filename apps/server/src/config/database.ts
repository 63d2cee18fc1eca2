/**
 * Where data lives: embedded PGlite in a directory, or a PostgreSQL server when DATABASE_URL is set,
 * with the connection settings that bound how long a dead or stuck connection can hold a request
 * (ADR 099). A timeout of 0 leaves that setting to the server (or to the role, behind PgBouncer).
 */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { durationMs, postgresUrl } from "./values.ts";

/** How each pooled connection to PostgreSQL is opened and kept. */
export interface PostgresSettings {
  /** Names the connections in `pg_stat_activity`, so an operator can find and end them. */
  readonly applicationName: string;
  /** A statement running longer is cancelled (`statement_timeout`); 0: the server's setting. */
  readonly statementTimeoutMs: number;
  /** A transaction left idle longer is ended by the server (`idle_in_transaction_session_timeout`); 0: the server's. */
  readonly idleInTransactionTimeoutMs: number;
  /** Opening a connection (or waiting for a free one) fails after this long, answering 503. */
  readonly connectTimeoutMs: number;
  /** TCP keepalives start after a connection is idle this long, so a vanished server is noticed. */
  readonly keepAliveIdleMs: number;
}

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = Object.freeze({
  applicationName: "reelhouse",
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 30_000,
  connectTimeoutMs: 5_000,
  keepAliveIdleMs: 10_000,
});

const defaults = DEFAULT_POSTGRES_SETTINGS;

export const databaseEnv = z.object({
  DATABASE_URL: postgresUrl.optional(),
  /** A direct connection for migrations, when DATABASE_URL goes through PgBouncer in transaction mode. */
  DATABASE_MIGRATION_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_APPLICATION_NAME: z.string().min(1).max(63).default(defaults.applicationName),
  DATABASE_STATEMENT_TIMEOUT_MS: durationMs("ms", { min: 0, default: defaults.statementTimeoutMs }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: durationMs("ms", {
    min: 0,
    default: defaults.idleInTransactionTimeoutMs,
  }),
  DATABASE_CONNECT_TIMEOUT_MS: durationMs("ms", {
    min: 100,
    max: 60_000,
    default: defaults.connectTimeoutMs,
  }),
  DATABASE_KEEPALIVE_IDLE_MS: durationMs("ms", { min: 1_000, default: defaults.keepAliveIdleMs }),
  DATA_DIR: z.string().min(1).default("./data"),
});

export type DatabaseConfig =
  | { readonly kind: "pglite"; readonly dataDir: string | null }
  | {
      readonly kind: "postgres";
      readonly url: string;
      readonly poolSize: number;
      /** Where migrations run, under a session-level advisory lock; the pool's URL when unset. */
      readonly migrationUrl?: string;
      readonly settings?: PostgresSettings;
    };

export function databaseConfig(env: z.infer<typeof databaseEnv>): DatabaseConfig {
  if (!env.DATABASE_URL) return { kind: "pglite", dataDir: env.DATA_DIR };
  return {
    kind: "postgres",
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    migrationUrl: env.DATABASE_MIGRATION_URL ?? env.DATABASE_URL,
    settings: {
      applicationName: env.DATABASE_APPLICATION_NAME,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      keepAliveIdleMs: env.DATABASE_KEEPALIVE_IDLE_MS,
    },
  };
}

export const databaseConcern = defineConcern({ key: "database", env: databaseEnv, build: databaseConfig });
