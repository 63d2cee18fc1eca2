/**
 * The built-in sandbox provider (ADR 073): no real money. It signs its webhooks the way card
 * processors do: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 * refused when the HMAC differs or the timestamp is more than five minutes away, so a webhook
 * cannot be forged or replayed later.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
  parseWebhookJson,
  webhookUnreadable,
} from "./providers.ts";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
const TOLERANCE_SECONDS = 300;
const EVENT_TYPES: ReadonlySet<string> = new Set<ProviderEventType>([
  "payment.pending",
  "payment.completed",
  "payment.failed",
  "payment.refunded",
]);

export function signSandboxWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

export function createSandboxProvider(secret: string, clock: Clock): PaymentProvider {
  return {
    name: "sandbox",
    methods: ["card", "bank_transfer"],
    // The sandbox's card form is the site's own `/cashIframe` page.
    async checkout({ paymentId }) {
      return { url: `/cashIframe?paymentId=${encodeURIComponent(paymentId)}` };
    },
    readWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const parts = new Map(
        String(Array.isArray(header) ? header[0] : (header ?? ""))
          .split(",")
          .map((part) => part.split("=", 2) as [string, string]),
      );
      const timestamp = Number(parts.get("t"));
      const given = Buffer.from(parts.get("v1") ?? "", "hex");
      const expected = Buffer.from(hmac(secret, `${parts.get("t")}.${rawBody}`), "hex");
      const isFresh = Math.abs(clock.now().getTime() / 1000 - timestamp) <= TOLERANCE_SECONDS;
      if (!isFresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw badSignature();
      }
      return parseEvent(rawBody);
    },
  };
}

function parseEvent(rawBody: string): ProviderEvent {
  const event = parseWebhookJson(rawBody) as Partial<ProviderEvent> | null;
  if (
    typeof event !== "object" ||
    event === null ||
    typeof event.eventId !== "string" ||
    typeof event.paymentId !== "string" ||
    typeof event.providerPaymentId !== "string" ||
    !EVENT_TYPES.has(String(event.type)) ||
    (event.failureCode !== undefined && typeof event.failureCode !== "string")
  ) {
    throw webhookUnreadable();
  }
  return event as ProviderEvent;
}

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

function badSignature(): AppError {
  return new AppError("UNAUTHORIZED", { key: "webhookSignature" }, { reason: "WEBHOOK_SIGNATURE" });
}
