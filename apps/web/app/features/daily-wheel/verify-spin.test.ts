import { createHash, createHmac } from "node:crypto";
import type { WheelSpin } from "@reelhouse/contract";
import { pickWeighted } from "@reelhouse/games";
import { fairDraw, hashServerSeed } from "@reelhouse/games/node";
import { describe, expect, it } from "vitest";
import { checkSpin } from "./verify-spin.ts";

const nodeCrypto = {
  hmacSha256: async (key: Uint8Array, message: Uint8Array) =>
    new Uint8Array(createHmac("sha256", key).update(message).digest()),
  sha256: async (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest()),
};

const SERVER_SEED = "4f1b2b0b822cd15d6c15b0f00a089f86d081884c7d659a2feaa0c55ad015a3bf";
const WEIGHTS = [300, 250, 100, 150, 80, 80, 30, 10];

function spinAt(nonce: number, overrides: Partial<WheelSpin["fairness"]> = {}): WheelSpin {
  const segment = pickWeighted(
    fairDraw({ serverSeed: SERVER_SEED, clientSeed: "lucky", nonce, step: 0 }),
    WEIGHTS,
  );
  return {
    spinId: "0b7d8a3e-6f57-4a7e-9d2f-2d4c1f1b9a10",
    kind: "daily",
    segment,
    weights: WEIGHTS,
    prize: { coins: 50_000, entries: 0, freeSpins: null },
    freeSpinsLink: null,
    fairness: {
      drawId: "6a1f0f5e-2f59-4bb1-9d6e-0c4a0d2b8f11",
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: "lucky",
      nonce,
      serverSeed: SERVER_SEED,
      ...overrides,
    },
    spunAt: "2026-11-28T10:00:00.000Z",
  };
}

describe("checking a wheel spin in the browser", () => {
  it("verifies a spin from its revealed seed", async () => {
    for (let nonce = 0; nonce < 10; nonce += 1) {
      await expect(checkSpin(spinAt(nonce), nodeCrypto)).resolves.toMatchObject({ isVerified: true });
    }
  });

  it("waits for the seed to be revealed", async () => {
    await expect(checkSpin(spinAt(0, { serverSeed: null }), nodeCrypto)).resolves.toEqual({
      status: "unrevealed",
    });
  });

  it("finds a spin whose segment or seed was altered", async () => {
    const spun = spinAt(3);
    const moved = { ...spun, segment: (spun.segment + 1) % WEIGHTS.length };
    await expect(checkSpin(moved, nodeCrypto)).resolves.toMatchObject({
      isVerified: false,
      isHashValid: true,
    });
    const otherSeed = spinAt(3, { serverSeed: SERVER_SEED.replace("4f", "5f") });
    await expect(checkSpin(otherSeed, nodeCrypto)).resolves.toMatchObject({
      isVerified: false,
      isHashValid: false,
    });
  });
});
