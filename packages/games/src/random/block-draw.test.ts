import { describe, expect, it } from "vitest";
import { BLOCK_BYTES, createBlockDraw, MissingBlockError } from "./block-draw.ts";
import { MAX_RANGE } from "./uniform.ts";

/** Block `b` holds the words b*8 … b*8+7, big-endian. */
function countingBlock(block: number): Uint8Array {
  const bytes = new Uint8Array(BLOCK_BYTES);
  const view = new DataView(bytes.buffer);
  for (let word = 0; word < 8; word += 1) view.setUint32(word * 4, block * 8 + word, false);
  return bytes;
}

describe("createBlockDraw", () => {
  it("reads each block's eight big-endian words in order, then the next block", () => {
    const asked: number[] = [];
    const draw = createBlockDraw((block) => {
      asked.push(block);
      return countingBlock(block);
    });
    const drawn = Array.from({ length: 20 }, () => draw.int(MAX_RANGE));
    expect(drawn).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(asked).toEqual([0, 1, 2]);
  });

  it("reports the block it could not get", () => {
    const draw = createBlockDraw((block) => {
      if (block > 0) throw new MissingBlockError(block);
      return countingBlock(block);
    });
    for (let word = 0; word < 8; word += 1) draw.int(MAX_RANGE);
    expect(() => draw.int(MAX_RANGE)).toThrow(
      expect.objectContaining({ name: "MissingBlockError", block: 1 }),
    );
  });

  it("refuses a block that is not 32 bytes", () => {
    const draw = createBlockDraw(() => new Uint8Array(16));
    expect(() => draw.int(2)).toThrow(RangeError);
  });
});
