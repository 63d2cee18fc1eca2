import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../lib/paths.ts";
import { type Database, fromBuiltDatabase, openDatabase } from "./client.ts";

const committedMigrations: unknown[] = JSON.parse(
  readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
).entries;

/** Every migration from an empty database: a minute and more on a busy machine. */
const MIGRATING_FROM_EMPTY_MS = 180_000;

// Test apps start from a migrated template; this suite keeps the path from an empty database tested.
describe("migrations on the embedded database", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  }, MIGRATING_FROM_EMPTY_MS);
  afterAll(async () => {
    await database.close();
  });

  // Both drivers answer raw queries with `rows`; the driver-independent handle does not type them.
  const rowsOf = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it(
    "applies every committed migration to an empty database, and finds nothing left on a second run",
    async () => {
      await database.migrate();
      await database.migrate();
      expect(await rowsOf(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toEqual([
        { count: committedMigrations.length },
      ]);
      expect(await rowsOf(sql`select to_regclass('public.players')::text as name`)).toEqual([
        { name: "players" },
      ]);
    },
    MIGRATING_FROM_EMPTY_MS,
  );
});

describe("a new data directory on a built server", () => {
  const folder = mkdtempSync(join(tmpdir(), "reelhouse-built-"));
  const built = join(folder, "migrated-database.tar");
  const dataDir = join(folder, "data");
  // What the server's build does (build.mjs): a migrated database, dumped.
  beforeAll(async () => {
    const database = await PGlite.create();
    await migrate(drizzle(database), { migrationsFolder });
    writeFileSync(built, Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer()));
    await database.close();
  }, MIGRATING_FROM_EMPTY_MS);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("starts from the built database; an existing one, or none built, is opened as it is", async () => {
    const target = fromBuiltDatabase({ kind: "pglite", dataDir }, built);
    expect(target).toMatchObject({ kind: "pglite", dataDir, loadDataDir: expect.any(Blob) });
    const database = await openDatabase(target);
    try {
      const migrated = await database.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect((migrated as unknown as { rows: unknown[] }).rows).toEqual([
        { count: committedMigrations.length },
      ]);
    } finally {
      await database.close();
    }
    expect(fromBuiltDatabase({ kind: "pglite", dataDir }, built)).toEqual({ kind: "pglite", dataDir });
    expect(fromBuiltDatabase({ kind: "pglite", dataDir: null }, built)).toEqual({
      kind: "pglite",
      dataDir: null,
    });
    const unbuilt = join(folder, "unbuilt");
    expect(fromBuiltDatabase({ kind: "pglite", dataDir: unbuilt }, join(folder, "none.tar"))).toEqual({
      kind: "pglite",
      dataDir: unbuilt,
    });
  });
});
