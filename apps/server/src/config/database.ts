/** Where data lives: embedded PGlite in a directory, or a PostgreSQL server when DATABASE_URL is set. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { postgresUrl } from "./values.ts";

export const databaseEnv = z.object({
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
});

export type DatabaseConfig =
  | { readonly kind: "pglite"; readonly dataDir: string | null }
  | { readonly kind: "postgres"; readonly url: string; readonly poolSize: number };

export function databaseConfig(env: z.infer<typeof databaseEnv>): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: env.DATA_DIR };
}

export const databaseConcern = defineConcern({ key: "database", env: databaseEnv, build: databaseConfig });
