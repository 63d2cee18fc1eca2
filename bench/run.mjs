#!/usr/bin/env node
// `npm run bench -- <name>` runs bench/<name>.ts under tsx and exits with its code. Timing goals
// live in benchmarks, never in tests (ENGINEERING.md §7); docs/benchmarks.md lists the figures.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(benchDir)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.slice(0, -3));
const name = process.argv[2];

if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(", ")}`);
  process.exit(2);
}

const child = spawn(
  process.execPath,
  ["--import", "tsx", join(benchDir, `${name}.ts`), ...process.argv.slice(3)],
  {
    stdio: "inherit",
  },
);
// Ctrl-C reaches the bench too: it stops its phases and drops its scratch database before exiting.
process.on("SIGINT", () => {});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
