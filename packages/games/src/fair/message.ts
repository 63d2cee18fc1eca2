/**
 * Provably fair derivation. A step's randomness is the stream of big-endian 32-bit words of
 * HMAC-SHA256(key = UTF-8 bytes of the server seed's hex string,
 *             message = UTF-8 bytes of `${clientSeed}:${nonce}:${step}:${block}`)
 * for block = 0, 1, 2 …, eight words per block, mapped to ranges by rejection sampling
 * (`random/uniform.ts`). The server shows SHA-256 of the server seed before any round and reveals
 * the seed when the pair is rotated, so a player can recompute every step with any HMAC tool.
 */

/** The seeds and position that fix one step's randomness. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  /** The round's nonce within the seed pair. */
  nonce: number;
  /** The step's index within the round (0 for the first spin). */
  step: number;
}

export function fairMessage(clientSeed: string, nonce: number, step: number, block: number): string {
  return `${clientSeed}:${nonce}:${step}:${block}`;
}
