/**
 * Payments: the service on `app.payments` with the configured provider and its webhook route.
 * With the sandbox provider (the default), also the sandbox's processor and its card form and
 * test bank.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SANDBOX_SIGNATURE_HEADER } from "../../lib/sandbox-signature.ts";
import { PAYMENT_EVENTS, PAYMENT_MESSAGES, PAYMENT_STEPS } from "./events.ts";
import { paymentsRoutes, sandboxRoutes } from "./routes.ts";
import { createSandboxProcessor, type SandboxProcessor } from "./sandbox-processor.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import { createPayments, type Payments } from "./service.ts";
import { createStripeProvider } from "./stripe-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
    /** The sandbox's processor, when the sandbox is the provider (its refunds are an operator's action). */
    sandboxProcessor: SandboxProcessor | null;
  }
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { sandboxSecret, stripe } = app.config.payments;
  const provider = stripe
    ? createStripeProvider(stripe, app.clock)
    : createSandboxProvider(sandboxSecret, app.clock);
  const payments = createPayments({
    db: app.db,
    clock: app.clock,
    wallet: app.wallet,
    accounts: app.accounts,
    responsiblePlay: app.responsiblePlay,
    provider,
    log: app.log.child({ module: "payments" }),
  });
  app.decorate("payments", payments);
  for (const step of PAYMENT_STEPS) app.events.toRealtime(PAYMENT_EVENTS[step], PAYMENT_MESSAGES[step]);
  await app.register(paymentsRoutes);
  if (provider.name !== "sandbox") {
    app.decorate("sandboxProcessor", null);
    return;
  }

  const processor = createSandboxProcessor({
    db: app.db,
    secret: sandboxSecret,
    clock: app.clock,
    payments,
    log: app.log.child({ module: "sandbox-processor" }),
    // The processor stands outside the app, so its webhooks arrive as HTTP requests would.
    post: async (body, signature) =>
      (
        await app.inject({
          method: "POST",
          url: payments.webhookPath,
          headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: body,
        })
      ).statusCode,
  });
  app.decorate("sandboxProcessor", processor);
  await app.register(sandboxRoutes, { processor });
  app.addHook("onReady", async () => processor.start());
  app.addHook("preClose", () => processor.stop());
}

export default fp(paymentsPlugin, {
  name: "payments",
  dependencies: ["core", "auth", "events", "accounts", "wallet", "responsible-play"],
});
