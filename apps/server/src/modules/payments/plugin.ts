/** Payments: the service on `app.payments` with the sandbox provider, and its webhook. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { paymentsRoutes } from "./routes.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import { createPayments, type Payments } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
  }
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate(
    "payments",
    createPayments({
      db: app.db,
      clock: app.clock,
      wallet: app.wallet,
      provider: createSandboxProvider(app.config.payments.sandboxSecret, app.clock),
    }),
  );
  await app.register(paymentsRoutes);
}

export default fp(paymentsPlugin, { name: "payments", dependencies: ["core", "wallet"] });
