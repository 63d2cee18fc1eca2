// Runs drizzle-kit generate. npm hoists drizzle-kit to the workspace root but keeps drizzle-orm in
// apps/server/node_modules, where drizzle-kit cannot find it; a link at the root, present only
// while drizzle-kit runs, lets it load the same drizzle-orm the server uses.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const rootOrm = resolve(serverRoot, "../../node_modules/drizzle-orm");
const serverOrm = join(serverRoot, "node_modules/drizzle-orm");
const needsLink = !existsSync(rootOrm) && existsSync(serverOrm);

if (needsLink) symlinkSync(serverOrm, rootOrm, "dir");
try {
  const result = spawnSync("npx", ["drizzle-kit", "generate", ...process.argv.slice(2)], {
    cwd: serverRoot,
    stdio: "inherit",
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (needsLink) rmSync(rootOrm);
}
