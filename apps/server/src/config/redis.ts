/**
 * Redis, optional: when REDIS_URL is set, instances share state through it (the rate-limit budget,
 * realtime fan-out); while it is away each instance works alone (ADR 100).
 */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { urlWithScheme } from "./values.ts";

export const redisEnv = z.object({
  REDIS_URL: urlWithScheme(/^rediss?:\/\//, "must be a redis:// URL").optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("reelhouse:"),
});

export type RedisConfig = { readonly url: string; readonly keyPrefix: string } | null;

export function redisConfig(env: z.infer<typeof redisEnv>): RedisConfig {
  return env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null;
}

export const redisConcern = defineConcern({ key: "redis", env: redisEnv, build: redisConfig });
