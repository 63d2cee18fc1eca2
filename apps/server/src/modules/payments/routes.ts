/** The payments routes: a payment's state, the sandbox's forms, and the provider's webhook. */
import { paymentsEndpoints } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/route.ts";
import type { SandboxProcessor } from "./sandbox-processor.ts";

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    paymentsEndpoints.getPayment,
    async (request) => app.payments.getPayment(request.playerId, request.params.paymentId),
    { auth: "player" },
  );
  await app.register(webhookRoutes);
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
  app.post(
    app.payments.webhookPath,
    { config: { csrf: "skip" }, schema: { hide: true } },
    async (request) => {
      const payment = await app.payments.receiveWebhook(String(request.body ?? ""), request.headers);
      // A notification payments does not act on is still acknowledged, or the provider resends it.
      return { success: true as const, status: payment?.status ?? "ignored" };
    },
  );
}
