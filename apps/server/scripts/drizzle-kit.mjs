// Runs drizzle-kit in apps/server. npm hoists drizzle-kit to the workspace root but may keep
// drizzle-orm in apps/server/node_modules, where drizzle-kit cannot find it; a link at the root,
// present only while drizzle-kit runs, lets it load the same drizzle-orm the server uses.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `drizzle-kit <args>` and returns its exit status; `stdio` as for `spawnSync`. */
export function runDrizzleKit(args, { stdio = "inherit" } = {}) {
  const rootOrm = resolve(serverRoot, "../../node_modules/drizzle-orm");
  const serverOrm = join(serverRoot, "node_modules/drizzle-orm");
  const needsLink = !existsSync(rootOrm) && existsSync(serverOrm);
  if (needsLink) symlinkSync(serverOrm, rootOrm, "dir");
  try {
    const result = spawnSync("npx", ["drizzle-kit", ...args], { cwd: serverRoot, stdio, encoding: "utf8" });
    return { status: result.status ?? 1, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
  } finally {
    if (needsLink) rmSync(rootOrm);
  }
}
