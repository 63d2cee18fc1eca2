import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder, found by walking up from this file, so the same lookup works from
 * the TypeScript sources (tests, dev) and from the bundled `dist/server.js`.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@reelhouse/server")
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Could not find the @reelhouse/server package folder");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = join(serverRoot, "src/db/migrations");
/** The embedded database with every migration applied that the build writes (build.mjs). */
export const builtDatabaseFile = join(serverRoot, "dist/migrated-database.tar");
export const webRoot = resolve(serverRoot, "../web");
