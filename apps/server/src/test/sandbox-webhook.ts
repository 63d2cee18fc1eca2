/**
 * A webhook from the sandbox payment provider, signed with the test app's sandbox secret (or
 * another, to forge one) at the app's clock time (or another, to make a stale one).
 */
import { randomUUID } from "node:crypto";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../lib/sandbox-signature.ts";
import type { TestApp } from "./build-test-app.ts";

export interface SandboxSigning {
  secret?: string;
  at?: Date;
}

export function sendSandboxWebhook(
  t: TestApp,
  paymentId: string,
  type: string,
  options: SandboxSigning & { eventId?: string } = {},
) {
  const body = JSON.stringify({
    eventId: options.eventId ?? `evt_${randomUUID()}`,
    type,
    paymentId,
    providerPaymentId: `sbx_${paymentId}`,
    ...(type === "payment.failed" ? { failureCode: "card_declined" } : {}),
  });
  return sendSignedSandboxBody(t, body, options);
}

/** A body sent as it is, whatever it holds, signed as the sandbox signs its webhooks. */
export function sendSignedSandboxBody(t: TestApp, body: string, options: SandboxSigning = {}) {
  const secret = options.secret ?? t.config.payments.sandboxSecret;
  return t.app.inject({
    method: "POST",
    url: "/rest/payments/webhook/sandbox/",
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, options.at ?? t.clock.now()),
    },
    payload: body,
  });
}
