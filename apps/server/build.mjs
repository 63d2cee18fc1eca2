// Bundles the server and the workspace packages it uses into dist/server.js; npm dependencies stay
// external and load from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  alias: {
    "@reelhouse/contract": "../../packages/contract/src/index.ts",
    "@reelhouse/i18n": "../../packages/i18n/src/index.ts",
  },
  logLevel: "warning",
});
