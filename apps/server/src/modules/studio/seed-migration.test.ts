/**
 * The migration that brought committed next server seeds: pairs active before it get one from the
 * database's CSPRNG, hashed as the site hashes every server seed; revealed pairs need none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { hashServerSeed } from "@reelhouse/games/node";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../lib/paths.ts";

const MIGRATION = "0018_studio_next_server_seed";

let client: PGlite;
let before: string;
beforeAll(async () => {
  client = await PGlite.create();
  // The committed migrations up to the one under test, in a folder of their own.
  before = mkdtempSync(join(tmpdir(), "seed-migration-"));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  // A database of its own, made from nothing: on a busy machine that takes longer than the default.
}, 120_000);
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe("committing next server seeds to pairs made before", () => {
  it("gives each active pair a seed and its SHA-256, and none to a revealed pair", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const now = new Date().toISOString();
    await client.exec(`
      insert into players (id, email, created_at, updated_at) values
        ('p1', 'p1@example.com', '${now}', '${now}'), ('p2', 'p2@example.com', '${now}', '${now}');
      insert into game_seed_pairs (player_id, server_seed, server_seed_hash, client_seed, created_at, revealed_at)
      values ('p1', 'a', 'ha', 'c', '${now}', '${now}'), ('p1', 'b', 'hb', 'c', '${now}', null),
        ('p2', 'd', 'hd', 'c', '${now}', null);`);

    await migrate(db, { migrationsFolder });

    const { rows } = (await db.execute(sql`
      select player_id, server_seed, next_server_seed, next_server_seed_hash
      from game_seed_pairs order by id`)) as unknown as {
      rows: {
        player_id: string;
        server_seed: string;
        next_server_seed: string | null;
        next_server_seed_hash: string | null;
      }[];
    };
    expect(rows.map((row) => [row.server_seed, row.next_server_seed === null])).toEqual([
      ["a", true],
      ["b", false],
      ["d", false],
    ]);
    const committed = rows.slice(1).map((row) => row.next_server_seed as string);
    for (const [index, seed] of committed.entries()) {
      expect(seed).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[index + 1]?.next_server_seed_hash).toBe(hashServerSeed(seed));
    }
    expect(committed[0]).not.toBe(committed[1]);
    // Every migration from the first, twice.
  }, 120_000);
});
