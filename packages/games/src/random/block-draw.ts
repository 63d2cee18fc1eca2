/**
 * A draw over 32-byte blocks (one HMAC-SHA256 output each), read as big-endian 32-bit words,
 * block 0 first. Where the blocks come from is the caller's: Node computes them on demand, a
 * browser computes them ahead with Web Crypto (which is asynchronous) and, when a step needs a
 * block it does not have yet, learns of it through `MissingBlockError` and plays the step again.
 */
import type { Draw } from "../engine/types.ts";
import { createWordDraw } from "./uniform.ts";

export const BLOCK_BYTES = 32;

/** A block the draw needed was not available synchronously; `block` is its index. */
export class MissingBlockError extends Error {
  readonly block: number;

  constructor(block: number) {
    super(`Random block ${block} is not available yet`);
    this.name = "MissingBlockError";
    this.block = block;
  }
}

export function createBlockDraw(getBlock: (block: number) => Uint8Array): Draw {
  let nextBlock = 0;
  let words: DataView | null = null;
  let offset = 0;
  return createWordDraw(() => {
    if (words === null || offset === BLOCK_BYTES) {
      const bytes = getBlock(nextBlock);
      if (bytes.byteLength !== BLOCK_BYTES) {
        throw new RangeError(`Random block ${nextBlock} has ${bytes.byteLength} bytes, not ${BLOCK_BYTES}`);
      }
      words = new DataView(bytes.buffer, bytes.byteOffset, BLOCK_BYTES);
      nextBlock += 1;
      offset = 0;
    }
    const word = words.getUint32(offset, false);
    offset += 4;
    return word;
  });
}
