/**
 * The browser's own HMAC-SHA256 and SHA-256 (Web Crypto), so a round is checked with nothing of
 * ours but the game maths. Web Crypto exists only in secure contexts (HTTPS, localhost).
 */
import type { FairCrypto } from "./verify-round.ts";

export function isWebCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.sign === "function";
}

export const webCrypto: FairCrypto = {
  // Web Crypto takes only buffers it may read at once, not shared ones: each input is copied.
  async hmacSha256(key, message) {
    const hmacKey = await crypto.subtle.importKey(
      "raw",
      new Uint8Array(key),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    return new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, new Uint8Array(message)));
  },
  async sha256(data) {
    return new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(data)));
  },
};
