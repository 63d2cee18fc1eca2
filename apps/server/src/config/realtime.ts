/**
 * Realtime (ADR 080): the built-in gateway's limits and timings, the token secret, and optionally a
 * Centrifugo cluster that takes over delivery. Defaults are Centrifugo's own.
 */

import { z } from "zod";
import { defineConcern } from "./concern.ts";
import { baseUrl, durationMs, type RawEnv, urlWithScheme } from "./values.ts";

const CENTRIFUGO_KEYS = ["CENTRIFUGO_API_URL", "CENTRIFUGO_API_KEY", "CENTRIFUGO_WS_URL"] as const;

export const realtimeEnv = z.object({
  /** Signs connection and subscription tokens (HS256); unset: one is made once and kept in the database. */
  REALTIME_TOKEN_SECRET: z.string().min(32).optional(),
  REALTIME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  REALTIME_PING_INTERVAL_MS: durationMs("ms", { min: 100, max: 120_000, default: 25_000 }),
  REALTIME_PONG_TIMEOUT_MS: durationMs("ms", { min: 100, max: 60_000, default: 8_000 }),
  /** A client frame larger than this closes the connection with 1009. */
  REALTIME_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(16_777_216).default(65_536),
  /** What may wait unsent to one connection before it is closed as too slow (3008). */
  REALTIME_MAX_QUEUE_BYTES: z.coerce.number().int().min(1024).max(268_435_456).default(1_048_576),
  REALTIME_RELAY_INTERVAL_MS: durationMs("ms", { min: 10, max: 60_000, default: 250 }),
  CENTRIFUGO_API_URL: baseUrl.optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  CENTRIFUGO_WS_URL: urlWithScheme(/^wss?:\/\//, "must be a ws:// or wss:// URL").optional(),
});

export interface CentrifugoSettings {
  /** Centrifugo's server API base, e.g. `http://centrifugo:8000/api`. */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** Where browsers connect, e.g. `wss://rt.example.com/connection/websocket`. */
  readonly websocketUrl: string;
}

export interface RealtimeConfig {
  readonly tokenSecret: string | null;
  readonly tokenTtlSeconds: number;
  readonly pingIntervalMs: number;
  readonly pongTimeoutMs: number;
  readonly maxMessageBytes: number;
  readonly maxQueueBytes: number;
  readonly relayIntervalMs: number;
  /** Set when a Centrifugo cluster delivers instead of the built-in gateway. */
  readonly centrifugo: CentrifugoSettings | null;
}

/** Centrifugo needs all three of its settings, and a token secret it shares with this server. */
export function incompleteCentrifugoSettings(env: RawEnv): string[] {
  const given = CENTRIFUGO_KEYS.filter((key) => env[key] !== undefined);
  if (given.length === 0) return [];
  const missing = [...CENTRIFUGO_KEYS, "REALTIME_TOKEN_SECRET"].filter((key) => env[key] === undefined);
  return missing.map(
    (key) =>
      `${key}: missing; Centrifugo needs ${CENTRIFUGO_KEYS.join(", ")} and the REALTIME_TOKEN_SECRET it verifies tokens with`,
  );
}

export function realtimeConfig(env: z.infer<typeof realtimeEnv>): RealtimeConfig {
  const { CENTRIFUGO_API_URL: apiUrl, CENTRIFUGO_API_KEY: apiKey, CENTRIFUGO_WS_URL: websocketUrl } = env;
  return {
    tokenSecret: env.REALTIME_TOKEN_SECRET ?? null,
    tokenTtlSeconds: env.REALTIME_TOKEN_TTL_SECONDS,
    pingIntervalMs: env.REALTIME_PING_INTERVAL_MS,
    pongTimeoutMs: env.REALTIME_PONG_TIMEOUT_MS,
    maxMessageBytes: env.REALTIME_MAX_MESSAGE_BYTES,
    maxQueueBytes: env.REALTIME_MAX_QUEUE_BYTES,
    relayIntervalMs: env.REALTIME_RELAY_INTERVAL_MS,
    centrifugo: apiUrl && apiKey && websocketUrl ? { apiUrl, apiKey, websocketUrl } : null,
  };
}

export const realtimeConcern = defineConcern({
  key: "realtime",
  env: realtimeEnv,
  build: realtimeConfig,
  checks: [incompleteCentrifugoSettings],
});
