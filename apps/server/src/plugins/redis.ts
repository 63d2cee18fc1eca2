/**
 * The shared Redis connection (ADR 100). Redis is optional state: what uses it degrades to this
 * instance alone while it is away, and nothing waits for it or fails a request because of it. So
 * the server starts when Redis is down, commands fail at once instead of queueing while it is
 * away, and the connection keeps trying again in the background.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** Shared Redis connection, or null when the deployment runs without Redis (single instance). */
    redis: Redis | null;
  }
}

export interface RedisOptions {
  connection: { url: string; keyPrefix: string } | null;
}

/** The longest wait between two attempts to reach Redis again: sharing resumes within it. */
const MAX_RECONNECT_DELAY_MS = 1_000;

export const REDIS_CONNECTION_OPTIONS = {
  lazyConnect: true,
  // A command while Redis is away, or in flight when the connection drops, fails at once, so its
  // caller falls back instead of waiting for Redis to return.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // A Redis that holds the connection open but stops answering fails commands soon too. Not sooner:
  // an event loop busy that long fires the timer before it reads an answer already there.
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  retryStrategy: (attempt: number) => Math.min(attempt * 50, MAX_RECONNECT_DELAY_MS),
} as const;

async function redisPlugin(app: FastifyInstance, options: RedisOptions): Promise<void> {
  if (!options.connection) {
    app.decorate("redis", null);
    return;
  }
  const { url, keyPrefix } = options.connection;
  // The prefix lets several deployments (or test runs) share one Redis without seeing each other's keys.
  const redis = new Redis(url, { ...REDIS_CONNECTION_OPTIONS, keyPrefix });
  // Each user of the connection logs its own fallback once; a failed attempt to reconnect is no news.
  redis.on("error", (error) => app.log.debug({ err: error }, "redis connection error"));
  try {
    await redis.connect();
  } catch (error) {
    app.log.warn({ err: error }, "Redis is unreachable at start; serving without it until it answers");
  }
  app.decorate("redis", redis);
  app.addHook("onClose", async () => {
    // `quit` waits for Redis to answer, which it cannot while away.
    if (redis.status === "ready") await redis.quit();
    else redis.disconnect();
  });
}

export default fp(redisPlugin, { name: "redis" });
