/** What every provider's webhook route needs: reading it, and refusing what does not hold. */
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
