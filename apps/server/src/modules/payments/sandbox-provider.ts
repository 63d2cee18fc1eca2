/**
 * The built-in sandbox provider (ADR 073): no real money. It signs its webhooks as every sandbox
 * does (lib/sandbox-signature.ts), so a webhook cannot be forged or replayed later.
 */
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { isSandboxSignatureValid, SANDBOX_SIGNATURE_HEADER } from "../../lib/sandbox-signature.ts";
import { headerValue } from "../../lib/webhooks.ts";
import {
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventType,
  parseWebhookJson,
  webhookUnreadable,
} from "./providers.ts";

const EVENT_TYPES: ReadonlySet<string> = new Set<ProviderEventType>([
  "payment.pending",
  "payment.completed",
  "payment.failed",
  "payment.refunded",
]);

export function createSandboxProvider(secret: string, clock: Clock): PaymentProvider {
  return {
    name: "sandbox",
    methods: ["card", "bank_transfer"],
    // The sandbox's card form is the site's own `/cashIframe` page.
    async checkout({ paymentId }) {
      return { url: `/cashIframe?paymentId=${encodeURIComponent(paymentId)}` };
    },
    readWebhook(rawBody, headers) {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!isSandboxSignatureValid(signature, secret, rawBody, clock.now())) throw badSignature();
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
    (event.failureCode !== undefined && typeof event.failureCode !== "string") ||
    (event.cardFingerprint !== undefined && typeof event.cardFingerprint !== "string")
  ) {
    throw webhookUnreadable();
  }
  return event as ProviderEvent;
}

function badSignature(): AppError {
  return new AppError("UNAUTHORIZED", { key: "webhookSignature" }, { reason: "WEBHOOK_SIGNATURE" });
}
