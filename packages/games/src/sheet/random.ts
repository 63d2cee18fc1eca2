/** How a step's seeds become integers, as the maths sheet states it (`fair/message.ts`, `random/`). */
import type { SheetRandom } from "./sheet.ts";

export const SHEET_RANDOM: SheetRandom = {
  hmac: "HMAC-SHA256",
  key: "the UTF-8 bytes of the server seed as its 64-character hex string",
  message: "the UTF-8 bytes of clientSeed:nonce:step:block (decimal numbers), block = 0, 1, 2 …",
  words: "each 32-byte HMAC block read as eight unsigned 32-bit big-endian words, block 0 first",
  int: "int(range): take the next word w; if w < 2^32 − (2^32 mod range) return w mod range, else throw w away and take the next",
  weighted:
    "a weighted table: t = int(total weight), then the first entry, in the table's order, whose weight is more than t after subtracting the weights before it",
};
