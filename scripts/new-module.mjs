#!/usr/bin/env node
// `npm run new:module -- <name>`: writes a working example module in every layer (templates in
// scripts/new-module/templates.mjs), adds its one line to apps/server/src/app.ts and to
// apps/web/app/routes.ts, writes its migration with drizzle-kit, and regenerates the composed lists.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleFiles, namesOf, registryLines } from "./new-module/templates.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const name = process.argv[2];

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  fail("Usage: npm run new:module -- <name>, the name in kebab-case (daily-login, wheel).");
}

const files = moduleFiles(name);
const taken = Object.keys(files).filter((path) => existsSync(join(root, path)));
if (taken.length > 0) fail(`${name} exists already: ${taken.join(", ")}`);

/** Inserts `line` before the first line of `file` matching `anchor`, refusing when it is missing. */
function insertBefore(file, anchor, line) {
  const path = join(root, file);
  const lines = readFileSync(path, "utf8").split("\n");
  const at = lines.findIndex((candidate) => anchor.test(candidate));
  if (at < 0) fail(`${file} no longer has the line the scaffold adds beside (${anchor}); add yours by hand.`);
  lines.splice(at, 0, line);
  writeFileSync(path, lines.join("\n"));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} failed`);
}

for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const lines = registryLines(name);
insertBefore("apps/server/src/app.ts", /^import .* from "\.\/plugins\//, lines.serverImport);
insertBefore("apps/server/src/app.ts", /^ {2}\];\s*$/, lines.serverModule);
insertBefore("apps/web/app/routes.ts", /^ {2}\/\/ The language switcher/, `${lines.webRoute}\n`);

run("node", ["scripts/generate.mjs"]);
run("node", ["apps/server/scripts/generate-migration.mjs", "--name", namesOf(name).snake]);
run("node_modules/.bin/biome", [
  "check",
  "--write",
  "apps/server/src/app.ts",
  "apps/web/app/routes.ts",
  ...Object.keys(files),
]);

console.log(
  `\n✓ ${name}: its folders, one line in apps/server/src/app.ts and apps/web/app/routes.ts, a migration.`,
);
