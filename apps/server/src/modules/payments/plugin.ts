/** Payments: the service on `app.payments` with the sandbox provider and processor, and their routes. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { paymentsRoutes, WEBHOOK_PATH } from "./routes.ts";
import { createSandboxProcessor, type SandboxProcessor } from "./sandbox-processor.ts";
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER } from "./sandbox-provider.ts";
import { createPayments, type Payments } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
    sandboxProcessor: SandboxProcessor;
  }
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { sandboxSecret } = app.config.payments;
  const payments = createPayments({
    db: app.db,
    clock: app.clock,
    wallet: app.wallet,
    provider: createSandboxProvider(sandboxSecret, app.clock),
  });
  app.decorate("payments", payments);
  app.decorate(
    "sandboxProcessor",
    createSandboxProcessor({
      secret: sandboxSecret,
      clock: app.clock,
      payments,
      log: app.log.child({ module: "sandbox-processor" }),
      // The processor stands outside the app, so its webhooks arrive as HTTP requests would.
      post: async (body, signature) =>
        (
          await app.inject({
            method: "POST",
            url: WEBHOOK_PATH,
            headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
            payload: body,
          })
        ).statusCode,
    }),
  );
  await app.register(paymentsRoutes);
}

export default fp(paymentsPlugin, { name: "payments", dependencies: ["core", "auth", "wallet"] });
