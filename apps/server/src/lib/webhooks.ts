/** What every provider's webhook route needs: reading it, and refusing what does not hold. */
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

export function webhookSignatureRefused(): AppError {
  return new AppError("UNAUTHORIZED", { key: "webhookSignature" }, { reason: "WEBHOOK_SIGNATURE" });
}

export function webhookUnreadable(): AppError {
  return new AppError("BAD_REQUEST", { key: "webhookUnreadable" }, { reason: "WEBHOOK_UNREADABLE" });
}

/** A signed webhook's body read as a JSON object; anything else is unreadable. */
export function parseWebhookObject(rawBody: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw webhookUnreadable();
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

type WebhookReceiver = (
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) => Promise<{ success: true; status: string }>;

/**
 * A provider's webhook route. It is called by the provider, never by the site, so it is a plain
 * route outside the contract; it reads the body as sent, because the signature covers those exact
 * bytes, and it uses no cookies, so other sites may post to it. Registered in its own plugin scope
 * so the raw-body parser stays with it.
 */
export function webhookRoute(path: string, receive: WebhookReceiver) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    app.post(path, { config: { csrf: "skip" }, schema: { hide: true } }, (request) =>
      receive(String(request.body ?? ""), request.headers),
    );
  };
}
