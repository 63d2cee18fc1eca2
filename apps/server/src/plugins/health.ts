/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: it can serve traffic now).
 * Readiness turns false as soon as shutdown starts, so a load balancer drains this instance first.
 */
import { HealthResponse, ReadinessResponse } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export interface ReadinessProbe {
  name: string;
  check(): Promise<boolean>;
}

export interface HealthOptions {
  probes: ReadinessProbe[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Marks the instance as draining: readiness fails from now on. */
    markShuttingDown(): void;
  }
}

async function healthPlugin(app: FastifyInstance, options: HealthOptions): Promise<void> {
  let shuttingDown = false;
  app.decorate("markShuttingDown", () => {
    shuttingDown = true;
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/healthz",
    {
      config: { rateLimit: false },
      // A probe's answer is a few bytes: nothing to compress.
      compress: false,
      schema: { tags: ["platform"], summary: "Liveness", response: { 200: HealthResponse } },
    },
    async () => ({ status: "ok" as const }),
  );

  api.get(
    "/readyz",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["platform"],
        summary: "Readiness",
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const checks = await Promise.all(
        options.probes.map(async (probe) => ({
          name: probe.name,
          ok: await probe.check().catch(() => false),
        })),
      );
      checks.push({ name: "accepting", ok: !shuttingDown });
      const ready = checks.every((check) => check.ok);
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", checks });
    },
  );
}

export default fp(healthPlugin, { name: "health" });
