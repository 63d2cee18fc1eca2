/**
 * How the built-in sandbox providers (payments, identity checks, payouts) sign the webhooks they
 * send, as Stripe signs its own: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. A delivery counts only when the HMAC matches and its time is within five minutes
 * of ours, so a forged body or an old delivery sent again is refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
const TOLERANCE_SECONDS = 300;

export function signSandboxWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

/** Whether `header` signs `body` with `secret`, recently enough at `now`. */
export function isSandboxSignatureValid(header: string, secret: string, body: string, now: Date): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = Buffer.from(parts.get("v1") ?? "", "hex");
  const expected = Buffer.from(hmac(secret, `${parts.get("t")}.${body}`), "hex");
  const isFresh = Math.abs(now.getTime() / 1000 - timestamp) <= TOLERANCE_SECONDS;
  return isFresh && given.length === expected.length && timingSafeEqual(given, expected);
}

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}
