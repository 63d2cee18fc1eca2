/**
 * A Bloom filter: a fixed array of bits that answers "certainly never added" or "probably added",
 * wrong in the second answer at a rate its size sets, and never wrong in the first. It holds a large
 * list at a few bits per entry (the breached-password corpus, ADR 068).
 *
 * Bit positions: the SHA-256 of the key's UTF-8 bytes gives two 48-bit numbers h1 and h2 (bytes 0–5
 * and 6–11); the key sets bits (h1 + i·h2) mod m for i < k. Two hashes stand in for k with the same
 * false-positive rate (Kirsch and Mitzenmacher, "Less hashing, same performance", 2006), and with
 * k ≤ 32 the sum stays below 2^53, so plain numbers compute it exactly.
 *
 * Stored form (`toBuffer`/`fromBuffer`): one line of JSON, `{ format, bits, hashes, ...details }`,
 * a newline, then the ⌈m / 8⌉ bytes of the array, bit j being bit (j mod 8) of byte ⌊j / 8⌋.
 */
import { hash } from "node:crypto";

export const BLOOM_FILTER_FORMAT = "bloom-filter/sha256-double-hashing/1";
const MAX_HASHES = 32;

export interface BloomFilterSize {
  /** m, the number of bits. */
  bits: number;
  /** k, the number of bits each key sets. */
  hashes: number;
}

/** The smallest filter that holds `count` keys at `falsePositiveRate`: m = −n·ln p / ln²2, k = m/n·ln 2. */
export function bloomFilterSizeFor(count: number, falsePositiveRate: number): BloomFilterSize {
  const bits = Math.ceil((-count * Math.log(falsePositiveRate)) / Math.LN2 ** 2);
  return { bits, hashes: Math.max(1, Math.round((bits / count) * Math.LN2)) };
}

/** The false-positive rate of a filter of this size holding `count` keys: (1 − e^(−k·n/m))^k. */
export function bloomFalsePositiveRate({ bits, hashes }: BloomFilterSize, count: number): number {
  return (1 - Math.exp((-hashes * count) / bits)) ** hashes;
}

export class BloomFilter {
  readonly bits: number;
  readonly hashes: number;
  readonly #array: Uint8Array;

  /** An empty filter of this size, or one over a stored bit array. */
  constructor({ bits, hashes }: BloomFilterSize, array: Uint8Array = new Uint8Array(Math.ceil(bits / 8))) {
    if (!Number.isSafeInteger(bits) || bits < 1 || bits > 2 ** 48) {
      throw new RangeError(`bad bit count ${bits}`);
    }
    if (!Number.isInteger(hashes) || hashes < 1 || hashes > MAX_HASHES) {
      throw new RangeError(`bad hash count ${hashes}`);
    }
    if (array.length !== Math.ceil(bits / 8)) {
      throw new RangeError("the bit array does not match the bit count");
    }
    this.bits = bits;
    this.hashes = hashes;
    this.#array = array;
  }

  add(key: string): void {
    const [h1, h2] = this.#hash(key);
    for (let i = 0; i < this.hashes; i++) {
      const bit = (h1 + i * h2) % this.bits;
      this.#array[bit >>> 3] = (this.#array[bit >>> 3] ?? 0) | (1 << (bit & 7));
    }
  }

  /** False when `key` was certainly never added; true when it was, or, rarely, when it was not. */
  has(key: string): boolean {
    const [h1, h2] = this.#hash(key);
    for (let i = 0; i < this.hashes; i++) {
      const bit = (h1 + i * h2) % this.bits;
      if (((this.#array[bit >>> 3] ?? 0) & (1 << (bit & 7))) === 0) return false;
    }
    return true;
  }

  /** The share of bits set; about one half in a filter sized for the keys it holds. */
  fillRatio(): number {
    let set = 0;
    for (const byte of this.#array) {
      for (let value = byte; value; value &= value - 1) set++;
    }
    return set / this.bits;
  }

  /** The stored form, with `details` (source, counts …) in its header line. */
  toBuffer(details: Record<string, unknown> = {}): Buffer {
    const header = JSON.stringify({
      ...details,
      format: BLOOM_FILTER_FORMAT,
      bits: this.bits,
      hashes: this.hashes,
    });
    return Buffer.concat([Buffer.from(`${header}\n`, "utf8"), this.#array]);
  }

  /** Reads the stored form back; `details` is the whole header line. Refuses another format or a cut file. */
  static fromBuffer(buffer: Uint8Array): { filter: BloomFilter; details: Record<string, unknown> } {
    const newline = buffer.indexOf(0x0a);
    if (newline < 0) throw new Error("not a stored Bloom filter: no header line");
    const details: Record<string, unknown> = JSON.parse(
      new TextDecoder().decode(buffer.subarray(0, newline)),
    );
    if (details.format !== BLOOM_FILTER_FORMAT) {
      throw new Error(`unknown Bloom filter format ${details.format}`);
    }
    const size = { bits: Number(details.bits), hashes: Number(details.hashes) };
    return { filter: new BloomFilter(size, buffer.subarray(newline + 1)), details };
  }

  #hash(key: string): [number, number] {
    const digest = hash("sha256", key, "buffer");
    return [digest.readUIntBE(0, 6), digest.readUIntBE(6, 6)];
  }
}
