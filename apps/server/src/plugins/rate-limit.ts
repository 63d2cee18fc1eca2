/**
 * Per-client request budget for the API. With Redis the budget is shared by every instance, so
 * adding servers does not multiply it.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors.ts";

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

const LIMITED_PREFIXES = ["/rest/", "/api/"];

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(app.redis ? { redis: app.redis, nameSpace: "rate-limit:" } : {}),
    // Pages and static assets are cheap and cached; the budget protects the API.
    allowList: (request) => !LIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", {
        key: "rateLimited",
        values: { seconds: Math.ceil(context.ttl / 1000) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: "rate-limit", dependencies: ["redis"] });
