import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { migrationsFolder } from "../lib/paths.ts";
import { createScratchDatabase } from "../test/build-test-app.ts";
import { openDatabase } from "./client.ts";

const committedMigrations: unknown[] = JSON.parse(
  readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8"),
).entries;

describe("migrations on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    const adminUrl = loadConfig().testDatabaseUrl;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for this suite");
    scratch = await createScratchDatabase(adminUrl);
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it("lets several instances start at once: one migrates, the others wait and find nothing to do", async () => {
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const applied = await client.query("select count(*)::int as count from drizzle.__drizzle_migrations");
      await client.end();
      // Each committed migration recorded once, however many instances raced to apply it.
      expect(applied.rows).toEqual([{ count: committedMigrations.length }]);
      expect(await instances[3]?.ping()).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
