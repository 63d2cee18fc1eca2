/** How this process runs: environment, where it listens, what it logs, what it serves. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { booleanFlag } from "./values.ts";

export const serverEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SERVE_SITE: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
});
export type ServerEnv = z.infer<typeof serverEnv>;

export interface ServerConfig {
  readonly env: ServerEnv["NODE_ENV"];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly logLevel: ServerEnv["LOG_LEVEL"];
  /** False for API-only instances: no server rendering, no static assets. */
  readonly serveSite: boolean;
  readonly trustProxy: boolean;
}

export function serverConfig(env: ServerEnv): ServerConfig {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    serveSite: env.SERVE_SITE,
    trustProxy: env.TRUST_PROXY,
  };
}

export const serverConcern = defineConcern({ key: null, env: serverEnv, build: serverConfig });
