/**
 * Vitest global setup: migrates one template database per run, so each test app clones it instead
 * of creating and migrating its own (initdb plus every migration cost seconds per app).
 *
 * - Embedded: a PGlite is created and migrated once and its data directory dumped to a file; each
 *   test app starts from that dump (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database serves as `template` for each scratch one.
 *
 * `db/client.test.ts` and `db/client.postgres.test.ts` still migrate empty databases, so the
 * migration path stays tested.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { migrationsFolder } from "../lib/paths.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the data directory of a migrated PGlite, on the embedded database. */
    pgliteTemplateFile: string | null;
    /** The name of a migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplateDatabase: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = loadConfig().testDatabaseUrl;
  if (adminUrl) {
    const template = await createPostgresTemplate(adminUrl);
    project.provide("pgliteTemplateFile", null);
    project.provide("postgresTemplateDatabase", template.name);
    return template.drop;
  }
  const folder = mkdtempSync(join(tmpdir(), "reelhouse-template-"));
  const file = join(folder, "pglite.tar");
  await dumpMigratedPglite(file);
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplateDatabase", null);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const pglite = await PGlite.create();
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    // Uncompressed: every app loads it, and unzipping would cost more than reading the bigger file.
    const dump = await pglite.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `reelhouse_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template may be copied only while nobody is connected to it.
    await database.close();
  }
  return { name, drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
