// Writes a migration for what changed in src/db/schema (drizzle-kit generate).
import { runDrizzleKit } from "./drizzle-kit.mjs";

process.exitCode = runDrizzleKit(["generate", ...process.argv.slice(2)]).status;
