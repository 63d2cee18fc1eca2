/**
 * A stand-in for Stripe's Checkout Sessions API on 127.0.0.1 (random port), for STRIPE_API_BASE:
 * it checks the secret key the way Stripe does, records each session request's form and
 * Idempotency-Key, and answers a session in Stripe's JSON shape, the same one for a repeated key.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StripeSessionRequest {
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface LocalStripeApi {
  url: string;
  secretKey: string;
  requests: StripeSessionRequest[];
  close(): Promise<void>;
}

export async function startLocalStripeApi(): Promise<LocalStripeApi> {
  const secretKey = "sk_test_reelhouse0local0stand0in";
  const requests: StripeSessionRequest[] = [];
  const sessionsByKey = new Map<string, object>();

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: object) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${requests.length}`,
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return answer(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (request.method !== "POST" || request.url !== "/v1/checkout/sessions") {
      return answer(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ form, idempotencyKey });
    const known = idempotencyKey ? sessionsByKey.get(idempotencyKey) : undefined;
    if (known) return answer(200, known);
    const id = `cs_test_${requests.length}`;
    const session = {
      id,
      object: "checkout.session",
      client_reference_id: form.get("client_reference_id"),
      mode: "payment",
      payment_status: "unpaid",
      status: "open",
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    if (idempotencyKey) sessionsByKey.set(idempotencyKey, session);
    return answer(200, session);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
