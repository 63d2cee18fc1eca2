/**
 * The browser's own HMAC-SHA256 and SHA-256 (Web Crypto), so a provably fair outcome (a round, a
 * wheel spin) is checked with nothing of ours but the published maths. Web Crypto exists only in
 * secure contexts (HTTPS, localhost).
 */

export function isWebCryptoAvailable(): boolean {
  return typeof globalThis.crypto?.subtle?.sign === "function";
}

// Web Crypto takes only buffers it may read at once, not shared ones: each input is copied.
export async function hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    new Uint8Array(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, new Uint8Array(message)));
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(data)));
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
