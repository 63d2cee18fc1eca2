/**
 * The built-in sandbox payout provider: no money moves. It keeps nothing: its references are made
 * up, and an account number ending in 0000 gets a reference marked failing, whose payouts fail,
 * so a failure can be tried. A payout's outcome comes back as the real providers send theirs, a
 * signed webhook apart from the request (the plugin's `redemptions.sandbox-payouts` schedule
 * delivers it a few seconds after approval), signed the way the identity sandbox signs:
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, refused when the
 * HMAC differs or the time is more than five minutes away.
 */
import { randomUUID } from "node:crypto";
import type { Clock } from "../../lib/clock.ts";
import { isSandboxSignatureValid, SANDBOX_SIGNATURE_HEADER } from "../../lib/sandbox-signature.ts";
import {
  headerValue,
  parseWebhookObject,
  webhookSignatureRefused,
  webhookUnreadable,
} from "../../lib/webhooks.ts";
import type { PayoutOutcome, PayoutProvider } from "./providers.ts";

/** How long after approval the sandbox reports a payout's outcome. */
export const SANDBOX_PAYOUT_DELAY_MS = 3_000;
const FAILING_MARK = "failing";
const FAILURE_REASON = "The bank did not accept the account number (sandbox).";

/** The webhook the sandbox sends for a transfer; one event id per transfer, as it settles once. */
export function sandboxPayoutWebhookBody(transferReference: string, destinationReference: string): string {
  const fails = destinationReference.includes(FAILING_MARK);
  const outcome: PayoutOutcome = {
    eventId: `sbx_evt_${transferReference}`,
    transferReference,
    outcome: fails ? "failed" : "paid",
    reason: fails ? FAILURE_REASON : null,
  };
  return JSON.stringify(outcome);
}

export function createSandboxPayoutProvider(secret: string, clock: Clock): PayoutProvider {
  return {
    name: "sandbox",
    async createDestination({ bankAccount, payeeReference }) {
      const fails = bankAccount.accountNumber.endsWith("0000");
      return {
        payeeReference: payeeReference ?? `sbx_payee_${randomUUID()}`,
        reference: `sbx_bank_${fails ? `${FAILING_MARK}_` : ""}${randomUUID()}`,
      };
    },
    async sendPayout({ redemptionId }) {
      return `sbx_transfer_${redemptionId}`;
    },
    readWebhook(rawBody, headers) {
      const signature = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!isSandboxSignatureValid(signature, secret, rawBody, clock.now())) throw webhookSignatureRefused();
      const event = parseWebhookObject(rawBody);
      if (
        typeof event.eventId !== "string" ||
        typeof event.transferReference !== "string" ||
        (event.outcome !== "paid" && event.outcome !== "failed") ||
        (event.reason !== null && typeof event.reason !== "string")
      ) {
        throw webhookUnreadable();
      }
      return event as unknown as PayoutOutcome;
    },
  };
}
