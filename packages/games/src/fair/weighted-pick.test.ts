import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fairDraw } from "../node/fair-draw.ts";
import { pickWeighted, verifyWeightedPick } from "./weighted-pick.ts";

const SEEDS = {
  serverSeed: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  clientSeed: "c",
};

async function nodeHmac(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(createHmac("sha256", key).update(message).digest());
}

/** A draw that answers the given points. */
function fixed(...points: number[]) {
  return { int: (range: number) => (points.shift() as number) % range };
}

describe("pickWeighted", () => {
  it("walks the weights in order: [0, 3) is the first, [3, 4) the second, [4, 10) the third", () => {
    const weights = [3, 1, 6];
    expect([0, 2, 3, 4, 9].map((point) => pickWeighted(fixed(point), weights))).toEqual([0, 0, 1, 2, 2]);
  });

  it("never lands on a zero weight, and refuses weights that add up to nothing", () => {
    expect(pickWeighted(fixed(0), [0, 5])).toBe(1);
    expect(() => pickWeighted(fixed(0), [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(fixed(0), [1.5])).toThrow(RangeError);
  });

  it("lands on each segment about as often as its weight says", () => {
    const weights = [50, 30, 15, 5];
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const index = pickWeighted(fairDraw({ ...SEEDS, nonce, step: 0 }), weights);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    for (const [index, weight] of weights.entries()) {
      expect(Math.abs((counts[index] as number) / 20_000 - weight / 100)).toBeLessThan(0.015);
    }
  });

  it("is replayed from the revealed seeds exactly as the server picked", async () => {
    const weights = [40, 25, 20, 10, 4, 1];
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const served = pickWeighted(fairDraw({ ...SEEDS, nonce, step: 0 }), weights);
      await expect(verifyWeightedPick(nodeHmac, { ...SEEDS, nonce }, weights)).resolves.toBe(served);
    }
  });
});
