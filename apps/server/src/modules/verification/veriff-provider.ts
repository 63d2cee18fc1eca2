/**
 * Veriff as the identity provider. A check is a session made with `POST /v1/sessions` (our API
 * key as `X-AUTH-CLIENT`, the body signed as `X-HMAC-SIGNATURE`); the player completes it on the
 * session's `url`. Its decision webhook carries `X-HMAC-SIGNATURE`, the hex HMAC-SHA256 of the raw
 * body with the shared secret, compared in constant time. Veriff signs no time, so a replayed
 * delivery is caught by its event id (the body's digest: a redelivery is byte for byte the same)
 * and by a check's decision being final once made.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { VerificationReason } from "@reelhouse/contract";
import type { VeriffSettings } from "../../config/verification.ts";
import { AppError } from "../../lib/errors.ts";
import {
  headerValue,
  parseWebhookObject,
  webhookSignatureRefused,
  webhookUnreadable,
} from "../../lib/webhooks.ts";
import type { IdentityProvider, ProviderDecisionKind } from "./providers.ts";

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

/**
 * Veriff's documented reason codes (`verification.reasonCode`, sent with `declined` and
 * `resubmission_requested`) as our reasons; a code not listed is `other`. 1xx and 5xx decline,
 * 2xx ask for another attempt.
 */
const REASON_OF_CODE: Readonly<Record<number, VerificationReason>> = {
  101: "documentNotSupported", // Physical document not used
  102: "suspectedFraud", // Suspected document tampering
  103: "faceMismatch", // Person showing the document does not appear to match document photo
  105: "suspectedFraud", // Suspicious behaviour
  106: "suspectedFraud", // Known fraud
  107: "suspectedFraud", // Velocity/abuse
  108: "suspectedFraud", // Velocity/abuse duplicated end-user
  109: "suspectedFraud", // Velocity/abuse duplicated device
  110: "suspectedFraud", // Velocity/abuse duplicated ID
  111: "suspectedFraud", // Session fraudulently accessed
  113: "suspectedFraud", // Suspicious behaviour - Identity Farming
  120: "faceMismatch", // Person on the portrait does not appear to match reference photo
  201: "checkIncomplete", // Video and/or photos missing
  202: "faceNotVisible", // Face not clearly visible
  203: "documentUnreadable", // Full document not visible
  204: "documentUnreadable", // Poor image quality
  205: "documentUnreadable", // Document damaged
  206: "documentNotSupported", // Document type not supported
  207: "documentExpired", // Document expired
};

/** Our reason for a Veriff decision that is not an approval. */
export function veriffReason(status: string, reasonCode: unknown): VerificationReason {
  // A check the player left or never finished has no reason code: it is simply incomplete.
  if (status === "expired" || status === "abandoned") return "checkIncomplete";
  const code = typeof reasonCode === "string" ? Number(reasonCode) : reasonCode;
  if (typeof code !== "number" || !Number.isInteger(code)) return "other";
  return REASON_OF_CODE[code] ?? (code >= 500 && code < 600 ? "suspectedFraud" : "other");
}

/** Veriff's words for a decision, with its code, as an operator reads them. */
function veriffProviderReason(verification: Record<string, unknown>): string {
  const text = typeof verification.reason === "string" ? verification.reason : String(verification.status);
  const code = verification.reasonCode;
  return typeof code === "number" || typeof code === "string" ? `${code}: ${text}` : text;
}

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
          decision === "declined" ? veriffReason(String(verification.status), verification.reasonCode) : null,
        providerReason: decision === "declined" ? veriffProviderReason(verification) : null,
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
