// Bundles the server and the workspace packages it uses into dist/server.js; npm dependencies stay
// external and load from node_modules at run time. Also writes dist/migrated-database.tar, an
// embedded database with every migration applied, which a new data directory starts from
// (db/client.ts `fromBuiltDatabase`): initdb and the migrations would cost each fresh start about
// ten seconds of CPU.
import { rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/server.ts"],
  outdir: "dist",
  // The app is a chunk of its own that server.ts imports once NODE_ENV is settled: in one file,
  // the npm packages' imports would all be hoisted and run before server.ts (config/env.ts).
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  alias: {
    "@reelhouse/contract": "../../packages/contract/src/index.ts",
    "@reelhouse/contract/brands": "../../packages/contract/src/brands/index.ts",
    "@reelhouse/contract/economy": "../../packages/contract/src/economy/index.ts",
    "@reelhouse/i18n": "../../packages/i18n/src/index.ts",
    "@reelhouse/games": "../../packages/games/src/index.ts",
    "@reelhouse/games/node": "../../packages/games/src/node/index.ts",
    "@reelhouse/games/sheets": "../../packages/games/sheets/index.ts",
  },
  logLevel: "warning",
});

const database = await PGlite.create();
try {
  await migrate(drizzle(database), { migrationsFolder: "src/db/migrations" });
  // Uncompressed: loading it then costs a read, not an unzip.
  const dump = await database.dumpDataDir("none");
  writeFileSync("dist/migrated-database.tar", Buffer.from(await dump.arrayBuffer()));
} finally {
  await database.close();
}
