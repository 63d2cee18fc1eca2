/** The payments routes: a payment's state, the sandbox's card form, and the provider's webhook. */
import { paymentsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";

export const WEBHOOK_PATH = "/rest/payments/webhook/sandbox/";

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { payments, sandboxProcessor } = app;

  route(
    app,
    paymentsEndpoints.getPayment,
    async (request) => ({
      success: true as const,
      data: await payments.getPayment(request.playerId, request.params.paymentId),
    }),
    { auth: "player" },
  );

  route(
    app,
    paymentsEndpoints.sandboxCharge,
    async (request) => {
      const { outcome, delivery } = await sandboxProcessor.charge(request.playerId, request.body);
      delivery.catch((error: unknown) =>
        request.log.error({ err: error }, "sandbox webhook delivery failed"),
      );
      return { success: true as const, data: { outcome } };
    },
    { auth: "player" },
  );

  route(
    app,
    paymentsEndpoints.sandboxBankTransfer,
    async (request) => {
      const { outcome, delivery } = await sandboxProcessor.bankTransfer(request.playerId, request.body);
      delivery.catch((error: unknown) =>
        request.log.error({ err: error }, "sandbox webhook delivery failed"),
      );
      return { success: true as const, data: { outcome } };
    },
    { auth: "player" },
  );

  await app.register(webhookRoutes);
}

/**
 * The provider's webhook. It is called by the provider, never by the site, so it is a plain route
 * outside the contract (like Apple's form post); it reads the body as sent, because the signature
 * covers those exact bytes, and it uses no cookies, so other sites may post to it.
 */
async function webhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post(WEBHOOK_PATH, { config: { csrf: "skip" }, schema: { hide: true } }, async (request) => {
    const payment = await app.payments.receiveWebhook(String(request.body ?? ""), request.headers);
    return { success: true as const, status: payment.status };
  });
}
