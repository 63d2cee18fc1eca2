import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../lib/paths.ts";
import { type Database, openDatabase } from "./client.ts";

const committedMigrations: unknown[] = JSON.parse(
  readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
).entries;

// Test apps start from a migrated template; this suite keeps the path from an empty database tested.
describe("migrations on the embedded database", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  });
  afterAll(async () => {
    await database.close();
  });

  // Both drivers answer raw queries with `rows`; the driver-independent handle does not type them.
  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it("applies every committed migration to an empty database, and finds nothing left on a second run", async () => {
    await database.migrate();
    await database.migrate();
    expect(await rowsOf(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toEqual([
      { count: committedMigrations.length },
    ]);
    expect(await rowsOf(sql`select to_regclass('public.players')::text as name`)).toEqual([
      { name: "players" },
    ]);
  });
});
