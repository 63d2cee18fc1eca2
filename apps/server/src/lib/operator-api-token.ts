/**
 * The operator API's token: the configured one, or the demo's, made once and kept in a file only the
 * server's user can read, so `npm run operator` finds it beside the data it works on.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { OperatorApiConfig } from "../config/operator-api.ts";

/** The token the API accepts, or null when it is off. */
export function operatorApiToken(config: OperatorApiConfig): string | null {
  if (config.token) return config.token;
  if (!config.makesDemoToken) return null;
  const kept = readKeptToken(config.keptTokenFile);
  if (kept) return kept;
  const made = randomBytes(32).toString("hex");
  mkdirSync(dirname(config.keptTokenFile), { recursive: true, mode: 0o700 });
  writeFileSync(config.keptTokenFile, `${made}\n`, { mode: 0o600 });
  return made;
}

/** The demo token the server made, or null when it has not started yet. */
export function readKeptToken(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}
