import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fairJackpotWord } from "../node/jackpot-word.ts";
import { JACKPOT_WORDS, jackpotBand, jackpotTierWon } from "./jackpot.ts";

const ODDS = [
  { tier: "mini", winStake: 1_000 },
  { tier: "minor", winStake: 2_000 },
  { tier: "major", winStake: 4_000 },
  { tier: "grand", winStake: 8_000 },
] as const;

describe("the jackpot trigger", () => {
  it("is the first word of HMAC-SHA256(server seed, `client:nonce:jackpot:0`)", () => {
    const expected = createHmac("sha256", "key").update("client:7:jackpot:0").digest().readUInt32BE(0);
    expect(fairJackpotWord({ serverSeed: "key", clientSeed: "client", nonce: 7 })).toBe(expected);
  });

  it("gives each tier a band as wide as the stake's share of its win stake, the rarest first", () => {
    // A stake of 100: grand 1/80 of the words, major 1/40, minor 1/20, mini 1/10.
    const grand = jackpotBand(100, 8_000);
    const major = jackpotBand(100, 4_000);
    const minor = jackpotBand(100, 2_000);
    const mini = jackpotBand(100, 1_000);
    expect(grand).toBe(Math.floor(JACKPOT_WORDS / 80));
    expect(jackpotTierWon(0, 100, ODDS)).toBe("grand");
    expect(jackpotTierWon(grand - 1, 100, ODDS)).toBe("grand");
    expect(jackpotTierWon(grand, 100, ODDS)).toBe("major");
    expect(jackpotTierWon(grand + major, 100, ODDS)).toBe("minor");
    expect(jackpotTierWon(grand + major + minor, 100, ODDS)).toBe("mini");
    expect(jackpotTierWon(grand + major + minor + mini, 100, ODDS)).toBeNull();
    expect(jackpotTierWon(JACKPOT_WORDS - 1, 100, ODDS)).toBeNull();
  });

  it("never gives a band more than every word, and a stake of nothing no chance", () => {
    expect(jackpotBand(10_000, 1_000)).toBe(JACKPOT_WORDS);
    expect(jackpotTierWon(0, 0, ODDS)).toBeNull();
  });

  it("wins about as often as the odds say over many seeds", () => {
    let wins = 0;
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const word = fairJackpotWord({ serverSeed: "seed", clientSeed: "client", nonce });
      if (jackpotTierWon(word, 100, ODDS) === "mini") wins += 1;
    }
    // 2,000 expected (1 in 10); five standard deviations either side.
    expect(wins).toBeGreaterThan(2_000 - 212);
    expect(wins).toBeLessThan(2_000 + 212);
  });
});
