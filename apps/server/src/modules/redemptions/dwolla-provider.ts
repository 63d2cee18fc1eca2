/**
 * Dwolla as the payout provider (ADR 127), through its REST API (`DWOLLA_API_BASE`):
 * - an application token from `POST /token` (client credentials), kept until a minute before it
 *   runs out;
 * - a player becomes a receive-only customer (`POST /customers`) the first time they add a bank
 *   account, and each account a funding source of that customer (`POST <customer>/funding-sources`);
 *   the numbers go to Dwolla only;
 * - a prize is a transfer from the operator's master funding source (`POST /transfers`) with the
 *   redemption's id as its `Idempotency-Key`, so an approval sent twice pays once;
 * - webhooks are signed with `X-Request-Signature-SHA-256`, the hex HMAC-SHA256 of the raw body
 *   with the webhook subscription's secret; `transfer_completed` pays, `transfer_failed` and
 *   `transfer_cancelled` (and their `customer_` twins) fail, other topics settle nothing.
 * Every answer Dwolla gives other than the documented success is a provider failure (503 to the
 * caller); nothing was written on our side by then.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DwollaSettings } from "../../config/redemptions.ts";
import type { Clock } from "../../lib/clock.ts";
import { headerValue, parseWebhookObject, webhookSignatureRefused } from "../../lib/webhooks.ts";
import { type PayoutOutcome, type PayoutProvider, payoutProviderDown } from "./providers.ts";

export const DWOLLA_SIGNATURE_HEADER = "x-request-signature-sha-256";
const HAL_JSON = "application/vnd.dwolla.v1.hal+json";
const TIMEOUT_MS = 15_000;
const TOKEN_MARGIN_MS = 60_000;
const PAID_TOPICS: ReadonlySet<string> = new Set(["transfer_completed", "customer_transfer_completed"]);
const FAILED_TOPICS: ReadonlySet<string> = new Set([
  "transfer_failed",
  "transfer_cancelled",
  "customer_transfer_failed",
  "customer_transfer_cancelled",
]);

interface Logger {
  warn(details: object, message: string): void;
}

export function signDwollaWebhook(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function createDwollaProvider(settings: DwollaSettings, clock: Clock, log: Logger): PayoutProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock.now().getTime()) return token.value;
    const response = await call(`${settings.apiBase}/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.key}:${settings.secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    const answer = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (response.status !== 200 || typeof answer?.access_token !== "string") {
      throw refused("token", response.status);
    }
    const lifetimeMs = (typeof answer.expires_in === "number" ? answer.expires_in : 3600) * 1000;
    token = { value: answer.access_token, expiresAt: clock.now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** Creates a resource; answers its URL, which Dwolla gives in `Location` with 201 Created. */
  async function create(url: string, body: object, idempotencyKey?: string): Promise<string> {
    const response = await call(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        accept: HAL_JSON,
        "content-type": HAL_JSON,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const location = response.headers.get("location");
    if (response.status !== 201 || !location) throw refused(new URL(url).pathname, response.status);
    return location;
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      log.warn({ err: error, path: new URL(url).pathname }, "Dwolla did not answer");
      throw payoutProviderDown();
    }
  }

  function refused(what: string, status: number) {
    log.warn({ what, status }, "Dwolla refused a request");
    return payoutProviderDown();
  }

  return {
    name: "dwolla",
    async createDestination({ bankAccount, label, payeeReference, payee }) {
      const customer =
        payeeReference ??
        (await create(`${settings.apiBase}/customers`, {
          firstName: payee.firstName,
          lastName: payee.lastName,
          email: payee.email,
          type: "receive-only",
        }));
      const reference = await create(`${customer}/funding-sources`, {
        routingNumber: bankAccount.routingNumber,
        accountNumber: bankAccount.accountNumber,
        bankAccountType: bankAccount.accountType,
        name: label,
      });
      return { payeeReference: customer, reference };
    },
    sendPayout({ redemptionId, destinationReference, amountCents }) {
      return create(
        `${settings.apiBase}/transfers`,
        {
          _links: {
            source: { href: settings.masterFundingSource },
            destination: { href: destinationReference },
          },
          amount: { currency: "USD", value: (amountCents / 100).toFixed(2) },
          metadata: { redemptionId },
        },
        redemptionId,
      );
    },
    readWebhook(rawBody, headers) {
      const given = Buffer.from(headerValue(headers, DWOLLA_SIGNATURE_HEADER), "hex");
      const expected = Buffer.from(signDwollaWebhook(settings.webhookSecret, rawBody), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw webhookSignatureRefused();
      }
      const event = parseWebhookObject(rawBody);
      const topic = String(event.topic);
      const links = event._links as { resource?: { href?: unknown } } | undefined;
      const resource = links?.resource?.href;
      if (typeof event.id !== "string" || typeof resource !== "string") return null;
      if (!PAID_TOPICS.has(topic) && !FAILED_TOPICS.has(topic)) return null;
      const outcome: PayoutOutcome = {
        eventId: event.id,
        transferReference: resource,
        outcome: PAID_TOPICS.has(topic) ? "paid" : "failed",
        reason: null,
      };
      return outcome;
    },
  };
}
