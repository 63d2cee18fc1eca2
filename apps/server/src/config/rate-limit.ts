/** The per-client request budget of the API. */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { durationMs } from "./values.ts";

export const rateLimitEnv = z.object({
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: durationMs("ms", { min: 1000, default: 60_000 }),
});

export interface RateLimitConfig {
  readonly max: number;
  readonly windowMs: number;
}

export function rateLimitConfig(env: z.infer<typeof rateLimitEnv>): RateLimitConfig {
  return { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS };
}

export const rateLimitConcern = defineConcern({
  key: "rateLimit",
  env: rateLimitEnv,
  build: rateLimitConfig,
});
