/**
 * Veriff as the identity provider. A check is a session made with `POST /v1/sessions` (our API
 * key as `X-AUTH-CLIENT`, the body signed as `X-HMAC-SIGNATURE`); the player completes it on the
 * session's `url`. Its decision webhook carries `X-HMAC-SIGNATURE`, the hex HMAC-SHA256 of the raw
 * body with the shared secret, compared in constant time. Veriff signs no time, so a replayed
 * delivery is caught by its event id (the body's digest: a redelivery is byte for byte the same)
 * and by a check's decision being final once made.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { VeriffSettings } from "../../config/verification.ts";
import { AppError } from "../../lib/errors.ts";
import {
  headerValue,
  type IdentityProvider,
  type ProviderDecisionKind,
  parseWebhookObject,
  webhookSignatureRefused,
  webhookUnreadable,
} from "./providers.ts";

export const VERIFF_SIGNATURE_HEADER = "x-hmac-signature";
const REQUEST_TIMEOUT_MS = 10_000;

/** Veriff's decision statuses; `started` and `submitted` (event webhooks) decide nothing. */
const DECISION_OF: Readonly<Record<string, ProviderDecisionKind>> = {
  approved: "approved",
  review: "review",
  declined: "declined",
  resubmission_requested: "declined",
  expired: "declined",
  abandoned: "declined",
};

export function signVeriff(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export function createVeriffProvider(settings: VeriffSettings): IdentityProvider {
  return {
    name: "veriff",
    isTest: false,
    async createSession({ playerId, returnUrl }) {
      // The player's opaque id only: Veriff learns nothing about them from us.
      const body = JSON.stringify({ verification: { callback: returnUrl, vendorData: playerId } });
      const response = await fetch(new URL("/v1/sessions", settings.apiBase), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-auth-client": settings.apiKey,
          [VERIFF_SIGNATURE_HEADER]: signVeriff(settings.sharedSecret, body),
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch(() => null);
      const answer = (await response?.json().catch(() => null)) as {
        verification?: { id?: unknown; url?: unknown };
      } | null;
      const id = answer?.verification?.id;
      const url = answer?.verification?.url;
      if (!response?.ok || typeof id !== "string" || typeof url !== "string") {
        throw providerDown();
      }
      return { providerSessionId: id, url };
    },
    readWebhook(rawBody, headers) {
      const given = Buffer.from(headerValue(headers, VERIFF_SIGNATURE_HEADER).toLowerCase(), "hex");
      const expected = Buffer.from(signVeriff(settings.sharedSecret, rawBody), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw webhookSignatureRefused();
      }
      const verification = parseWebhookObject(rawBody).verification as Record<string, unknown> | undefined;
      if (typeof verification !== "object" || verification === null || typeof verification.id !== "string") {
        throw webhookUnreadable();
      }
      const decision = DECISION_OF[String(verification.status)];
      if (!decision) return null;
      return {
        eventId: createHash("sha256").update(rawBody).digest("hex"),
        providerSessionId: verification.id,
        decision,
        reason:
          decision === "declined"
            ? typeof verification.reason === "string"
              ? verification.reason
              : String(verification.status)
            : null,
      };
    },
  };
}

function providerDown(): AppError {
  return new AppError(
    "UNAVAILABLE",
    { key: "verificationProviderDown" },
    { reason: "VERIFICATION_PROVIDER_DOWN", retryAfterSeconds: 30 },
  );
}
