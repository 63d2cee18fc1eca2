// Fails when src/db/schema and the committed migrations disagree: drizzle-kit generates into a
// scratch copy of the migrations folder, and any file it writes there is a migration nobody
// committed. The fix is `npm run db:generate` (ADR 066).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { runDrizzleKit, serverRoot } from "./drizzle-kit.mjs";

const committed = join(serverRoot, "src/db/migrations");
const scratch = mkdtempSync(join(tmpdir(), "reelhouse-migrations-"));
const NO_CHANGES = /No schema changes/i;
const sqlFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith(".sql"));

try {
  cpSync(committed, scratch, { recursive: true });
  // drizzle-kit reads --out relative to the current folder, and exits 0 even when it fails.
  const { status, output } = runDrizzleKit(
    [
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./src/db/schema/index.ts",
      "--out",
      relative(serverRoot, scratch),
    ],
    { stdio: "pipe" },
  );
  const before = new Set(sqlFiles(committed));
  const added = sqlFiles(scratch).filter((name) => !before.has(name));
  if (status !== 0 || (added.length === 0 && !NO_CHANGES.test(output))) {
    console.error(output);
    console.error("✗ drizzle-kit generate failed: the schema or the migrations folder is broken.");
    process.exit(1);
  }
  if (added.length > 0) {
    for (const name of added) console.error(`-- ${name}\n${readFileSync(join(scratch, name), "utf8")}`);
    console.error(
      "✗ src/db/schema has changes that no committed migration makes. Run `npm run db:generate`, " +
        "review the SQL and commit it with the schema change.",
    );
    process.exit(1);
  }
  console.log(`✓ schema and ${before.size} committed migrations agree`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
