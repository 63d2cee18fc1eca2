/**
 * The built-in sandbox payout provider: no money moves. It keeps nothing: its references are made
 * up, and an account number ending in 0000 gets a reference marked failing, whose payouts fail,
 * so a failure can be tried. A payout's outcome comes back as the real providers send theirs, a
 * signed webhook apart from the request (the plugin's `redemptions.sandbox-payouts` schedule
 * delivers it a few seconds after approval), signed the way the identity sandbox signs:
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, refused when the
 * HMAC differs or the time is more than five minutes away.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock.ts";
import {
  headerValue,
  type PayoutOutcome,
  type PayoutProvider,
  parseWebhookObject,
  webhookSignatureRefused,
  webhookUnreadable,
} from "./providers.ts";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
/** How long after approval the sandbox reports a payout's outcome. */
export const SANDBOX_PAYOUT_DELAY_MS = 3_000;
const TOLERANCE_SECONDS = 300;
const FAILING_MARK = "failing";
const FAILURE_REASON = "The bank did not accept the account number (sandbox).";

export function signSandboxWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

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
      const parts = new Map(
        headerValue(headers, SANDBOX_SIGNATURE_HEADER)
          .split(",")
          .map((part) => part.split("=", 2) as [string, string]),
      );
      const timestamp = Number(parts.get("t"));
      const given = Buffer.from(parts.get("v1") ?? "", "hex");
      const expected = Buffer.from(hmac(secret, `${parts.get("t")}.${rawBody}`), "hex");
      const isFresh = Math.abs(clock.now().getTime() / 1000 - timestamp) <= TOLERANCE_SECONDS;
      if (!isFresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw webhookSignatureRefused();
      }
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

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}
