/** The payments routes: a payment's state, the sandbox's forms, and the provider's webhook. */
import { paymentsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import { webhookRoute } from "../../lib/webhooks.ts";
import type { SandboxProcessor } from "./sandbox-processor.ts";

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    paymentsEndpoints.getPayment,
    async (request) => app.payments.getPayment(request.playerId, request.params.paymentId),
    { auth: "player" },
  );
  await app.register(
    webhookRoute(app.payments.webhookPath, async (body, headers) => {
      const payment = await app.payments.receiveWebhook(body, headers);
      // A notification payments does not act on is still acknowledged, or the provider resends it.
      return { success: true as const, status: payment?.status ?? "ignored" };
    }),
  );
}

/** The sandbox provider's pages call these: its card form and its test bank. */
export async function sandboxRoutes(
  app: FastifyInstance,
  { processor: sandboxProcessor }: { processor: SandboxProcessor },
): Promise<void> {
  route(
    app,
    paymentsEndpoints.sandboxCharge,
    async (request) => {
      const { outcome, delivery } = await sandboxProcessor.charge(request.playerId, request.body);
      delivery.catch((error: unknown) =>
        request.log.error({ err: error }, "sandbox webhook delivery failed"),
      );
      return { outcome };
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
      return { outcome };
    },
    { auth: "player" },
  );
}
