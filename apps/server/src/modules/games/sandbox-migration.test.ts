/**
 * The migration that takes the sandbox provider's test pages out of catalogues that earlier demo
 * data filled with them: its games and the provider are withdrawn, with the fishing banner; the
 * house titles, and a provider that only shares the slug, are left as they were.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../lib/paths.ts";

const MIGRATION = "0019_games_sandbox_out_of_catalogue";

let client: PGlite;
let before: string;
beforeAll(async () => {
  client = await PGlite.create();
  // The committed migrations up to the one under test, in a folder of their own.
  before = mkdtempSync(join(tmpdir(), "sandbox-migration-"));
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

const activeOf = async (table: string, key: string) =>
  Object.fromEntries(
    (
      await client.query<{ key: string; is_active: boolean }>(`select ${key} as key, is_active from ${table}`)
    ).rows.map((row) => [row.key, row.is_active]),
  );

describe("taking the sandbox provider out of the catalogue", () => {
  it("withdraws its games, the provider and the fishing banner, and nothing else", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const now = new Date().toISOString();
    await client.exec(`
      insert into game_providers (id, slug, name, integration, launch_url, created_at) values
        (1, 'reelhouse', 'Reelhouse', 'house', null, '${now}'),
        (2, 'sandbox', 'Sandbox', 'seamless', '/provider-sandbox/games/{game}?token={token}', '${now}'),
        (3, 'sandbox-studios', 'Sandbox Studios', 'seamless', 'https://games.example/{game}', '${now}');
      insert into games (slug, provider_id, external_code, name, rtp_basis_points, volatility, released_at, created_at) values
        ('lucky-lanterns', 1, 'lucky-lanterns', 'Lucky Lanterns', 9653, 'medium', '${now}', '${now}'),
        ('deep-sea-catch', 2, 'deep-sea-catch', 'Deep Sea Catch', 9600, 'medium', '${now}', '${now}'),
        ('real-reels', 3, 'real-reels', 'Real Reels', 9600, 'medium', '${now}', '${now}');
      insert into home_banners (id, kind, titles, link) values
        ('fishing', 'static', '{"en":"Cast your line","es":"Lanza tu caña"}', '/lobby?category=fishing'),
        ('new-games', 'static', '{"en":"New this month","es":"Novedades del mes"}', '/lobby?category=newGames');`);

    await migrate(db, { migrationsFolder });

    expect(await activeOf("game_providers", "slug")).toEqual({
      reelhouse: true,
      sandbox: false,
      "sandbox-studios": true,
    });
    expect(await activeOf("games", "slug")).toEqual({
      "lucky-lanterns": true,
      "deep-sea-catch": false,
      "real-reels": true,
    });
    expect(await activeOf("home_banners", "id")).toEqual({ fishing: false, "new-games": true });
    // Every migration from the first, twice.
  }, 120_000);
});
