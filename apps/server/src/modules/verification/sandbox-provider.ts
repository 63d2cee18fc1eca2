/**
 * The built-in sandbox identity provider: checks no real identity. Its page is the site's own
 * `/verification-sandbox`, where the tester picks the decision; it then signs its webhook the way
 * the payments sandbox does: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, refused when the HMAC differs or the time is more than five minutes away, and
 * each delivery carries an event id acted on once, so it can be neither forged nor replayed.
 */
import { randomUUID } from "node:crypto";
import { VERIFICATION_REASONS } from "@reelhouse/contract";
import type { Clock } from "../../lib/clock.ts";
import { isSandboxSignatureValid, SANDBOX_SIGNATURE_HEADER } from "../../lib/sandbox-signature.ts";
import {
  headerValue,
  parseWebhookObject,
  webhookSignatureRefused,
  webhookUnreadable,
} from "../../lib/webhooks.ts";
import type { IdentityProvider, ProviderDecision, ProviderDecisionKind } from "./providers.ts";

export const SANDBOX_PAGE_PATH = "/verification-sandbox";
const DECISIONS: ReadonlySet<string> = new Set<ProviderDecisionKind>(["approved", "declined", "review"]);
const REASONS: ReadonlySet<unknown> = new Set(VERIFICATION_REASONS);

/** The body of the sandbox's webhook for a decision, with a new event id. */
export function sandboxWebhookBody(decision: Omit<ProviderDecision, "eventId">): string {
  return JSON.stringify({ eventId: `sbx_evt_${randomUUID()}`, ...decision });
}

export function createSandboxIdentityProvider(secret: string, clock: Clock): IdentityProvider {
  return {
    name: "sandbox",
    isTest: true,
    async createSession({ sessionId }) {
      return {
        providerSessionId: `sbx_${sessionId}`,
        url: `${SANDBOX_PAGE_PATH}?session=${encodeURIComponent(sessionId)}`,
      };
    },
    readWebhook(rawBody, headers) {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!isSandboxSignatureValid(signature, secret, rawBody, clock.now())) throw webhookSignatureRefused();
      const event = parseWebhookObject(rawBody);
      if (
        typeof event.eventId !== "string" ||
        typeof event.providerSessionId !== "string" ||
        !DECISIONS.has(String(event.decision)) ||
        (event.reason !== null && !REASONS.has(event.reason)) ||
        (event.providerReason !== null && typeof event.providerReason !== "string")
      ) {
        throw webhookUnreadable();
      }
      return event as unknown as ProviderDecision;
    },
  };
}
