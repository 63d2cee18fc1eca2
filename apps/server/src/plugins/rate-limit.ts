/**
 * Per-client request budget for the API. With Redis the budget is shared by every instance, so
 * adding servers does not multiply it; while Redis is away each instance grants the same budget
 * on its own (`rate-limit-store.ts`).
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiRoute } from "../lib/api-routes.ts";
import { AppError } from "../lib/errors.ts";
import { redisWithLocalFallback } from "./rate-limit-store.ts";

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ...(app.redis
      ? { store: redisWithLocalFallback({ redis: app.redis, nameSpace: "rate-limit:", log: app.log }) }
      : {}),
    // Pages and static assets are cheap and cached; the budget protects the API. The matched route
    // decides, not the raw URL, which `/%72est/…` or `GET http://host/rest/…` would slip past.
    allowList: (request) => !isApiRoute(request.routeOptions.url),
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", {
        key: "rateLimited",
        values: { seconds: Math.ceil(context.ttl / 1000) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: "rate-limit", dependencies: ["redis"] });
