/**
 * The provider's webhook. It is called by the provider, never by the site, so it is a plain route
 * outside the contract (like Apple's form post); it reads the body as sent, because the signature
 * covers those exact bytes, and it uses no cookies, so other sites may post to it.
 */
import type { FastifyInstance } from "fastify";

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/rest/payments/webhook/sandbox/",
    { config: { csrf: "skip" }, schema: { hide: true } },
    async (request) => {
      const payment = await app.payments.receiveWebhook(String(request.body ?? ""), request.headers);
      return { success: true as const, status: payment.status };
    },
  );
}
