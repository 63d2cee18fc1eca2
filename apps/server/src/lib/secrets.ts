/** Random secrets handed to clients, and the one-way hashes we keep of them. */
import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 random bits, URL-safe: session tokens and email link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A 6-digit code for SMS; guessing is bounded by the caller's attempt limit. */
export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** What we store instead of a token: a lookup key that does not reveal the token. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
