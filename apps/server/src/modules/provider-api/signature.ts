/**
 * The provider API's signature: hex HMAC-SHA256 of the exact bytes of the request body, keyed with
 * the provider's secret. Checked on the raw bytes (a re-serialised body could differ in spacing or
 * key order) and compared in constant time, so the answer's timing tells nothing about the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function signBody(secret: string, body: string | Uint8Array): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** Whether `signature` (the header as sent, or none) is the body's signature with `secret`. */
export function hasValidSignature(secret: string, body: Uint8Array, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
