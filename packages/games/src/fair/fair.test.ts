import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { playStep } from "../engine/play-step.ts";
import { clearSpots } from "../engine/spots.ts";
import type { FeatureState, StepRequest } from "../engine/types.ts";
import { fairDraw } from "../node/fair-draw.ts";
import { hashServerSeed, newClientSeed, newServerSeed } from "../node/seeds.ts";
import { MAX_RANGE } from "../random/uniform.ts";
import { findTitle, TITLES } from "../titles/index.ts";
import { potionParlour } from "../titles/potion-parlour.ts";
import { sugarStorm } from "../titles/sugar-storm.ts";
import type { Title } from "../titles/title.ts";
import { type FairSeeds, fairMessage } from "./message.ts";
import { verifyStep } from "./verify-step.ts";

const SEEDS: FairSeeds = {
  serverSeed: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  clientSeed: "lucky-player",
  nonce: 7,
  step: 2,
};

/** HMAC-SHA256 through Web Crypto, as a browser computes it. */
async function webCryptoHmac(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, message));
}

function title(id: string): Title {
  const found = findTitle(id);
  if (!found) throw new Error(`no title ${id}`);
  return found;
}

describe("fair derivation", () => {
  it("builds the message from client seed, nonce, step and block", () => {
    expect(fairMessage("abc", 12, 3, 0)).toBe("abc:12:3:0");
  });

  it("reads the words of HMAC-SHA256(server seed's hex string, message) block by block", () => {
    const expectedBlock = (block: number) =>
      createHmac("sha256", SEEDS.serverSeed).update(`lucky-player:7:2:${block}`).digest();
    const words = [...expectedBlock(0), ...expectedBlock(1)];
    const draw = fairDraw(SEEDS);
    for (let word = 0; word < 16; word += 1) {
      const bytes = words.slice(word * 4, word * 4 + 4);
      expect(draw.int(MAX_RANGE)).toBe(Buffer.from(bytes).readUInt32BE(0));
    }
  });

  it("matches a known answer computed outside the engine", () => {
    // `printf client:0:0:0 | openssl dgst -sha256 -hmac key` starts f72fb890 7471d9f2.
    const draw = fairDraw({ serverSeed: "key", clientSeed: "client", nonce: 0, step: 0 });
    expect(draw.int(MAX_RANGE)).toBe(0xf72fb890);
    expect(draw.int(MAX_RANGE)).toBe(0x7471d9f2);
  });

  it("commits to a server seed with SHA-256 of its hex string", () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash("sha256").update(seed, "utf8").digest("hex"));
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("verifyStep", () => {
  it("replays every title's first step exactly as the server played it", async () => {
    for (const candidate of TITLES) {
      for (let nonce = 0; nonce < 5; nonce += 1) {
        const seeds = { ...SEEDS, nonce, step: 0 };
        const request: StepRequest = { state: null, buy: false };
        const served = playStep(candidate, request, fairDraw(seeds));
        await expect(verifyStep(candidate, request, webCryptoHmac, seeds)).resolves.toEqual(served);
      }
    }
  });

  it("computes more blocks when a step needs them (a respin over many empty cells)", async () => {
    const hoard = title("dragons-hoard");
    const request: StepRequest = {
      state: { kind: "respins", left: 3, cash: [{ reel: 0, row: 0, units: 25, jackpot: null }], winUnits: 0 },
      buy: false,
    };
    let calls = 0;
    const counting = async (key: Uint8Array, message: Uint8Array) => {
      calls += 1;
      return webCryptoHmac(key, message);
    };
    const served = playStep(hoard, request, fairDraw(SEEDS));
    await expect(verifyStep(hoard, request, counting, SEEDS)).resolves.toEqual(served);
    expect(calls).toBeGreaterThan(1);
  });

  it("replays a bought spin", async () => {
    const viking = title("viking-voyage");
    const request: StepRequest = { state: null, buy: true };
    const served = playStep(viking, request, fairDraw(SEEDS));
    await expect(verifyStep(viking, request, webCryptoHmac, SEEDS)).resolves.toEqual(served);
  });

  // Each a bought round whose free spins cascade and are multiplied, at a nonce that shows it.
  it.each([
    ["tumble", sugarStorm, 17],
    ["cluster", potionParlour, SEEDS.nonce],
  ])(
    "replays a %s title's bought round, every cascade and free spin, exactly as the server played it",
    async (_, tumbling, nonce) => {
      let request: StepRequest = { state: null, buy: true };
      let index = SEEDS.step;
      let tumbles = 0;
      for (;;) {
        const seeds = { ...SEEDS, nonce, step: index };
        const step = playStep(tumbling, request, fairDraw(seeds));
        tumbles += (step.cascade?.tumbles.length ?? 0) - 1;
        await expect(verifyStep(tumbling, request, webCryptoHmac, seeds)).resolves.toEqual(step);
        if (step.state === null) break;
        request = { state: step.state, buy: false };
        index += 1;
      }
      expect(index - SEEDS.step).toBeGreaterThanOrEqual(10);
      expect(tumbles).toBeGreaterThan(0);
    },
  );

  it("replays a cluster title's free spin from the spots the step before left, and no other", async () => {
    let state: FeatureState | null = null;
    let index = 0;
    // Play the bought round until a free spin starts from marked spots.
    for (;;) {
      const step = playStep(
        potionParlour,
        { state, buy: state === null },
        fairDraw({ ...SEEDS, step: index }),
      );
      if (step.state?.kind !== "freeSpins") throw new Error("The round ended before any spot was marked");
      state = step.state;
      index += 1;
      if (state.spots?.flat().some((level) => level > 0)) break;
    }
    const seeds = { ...SEEDS, step: index };
    const request: StepRequest = { state, buy: false };
    const served = playStep(potionParlour, request, fairDraw(seeds));
    expect(served.cascade?.tumbles[0]?.spots).toEqual(state.spots);
    await expect(verifyStep(potionParlour, request, webCryptoHmac, seeds)).resolves.toEqual(served);
    const clear = clearSpots(7, 7);
    const fromClear = await verifyStep(
      potionParlour,
      { state: { ...state, spots: clear }, buy: false },
      webCryptoHmac,
      seeds,
    );
    expect(fromClear.cascade?.tumbles[0]?.spots).toEqual(clear);
  });
});
