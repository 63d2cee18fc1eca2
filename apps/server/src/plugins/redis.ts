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

async function redisPlugin(app: FastifyInstance, options: RedisOptions): Promise<void> {
  if (!options.connection) {
    app.decorate("redis", null);
    return;
  }
  const { url, keyPrefix } = options.connection;
  // The prefix lets several deployments (or test runs) share one Redis without seeing each other's keys.
  const redis = new Redis(url, {
    lazyConnect: true,
    keyPrefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  app.decorate("redis", redis);
  app.addHook("onClose", async () => {
    await redis.quit();
  });
}

export default fp(redisPlugin, { name: "redis" });
