import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusKeys, corpusSources } from "../../../scripts/build-breached-passwords.ts";
import { BloomFilter } from "../../lib/bloom-filter.ts";
import {
  BREACHED_PASSWORDS_FILE,
  breachedPasswordCorpus,
  corpusCandidates,
  isBreachedPassword,
} from "./breached-passwords.ts";
import {
  BREACHED_PASSWORDS,
  FULL_WIDTH_COMMON_PASSWORD,
  RANDOM_PASSPHRASE,
  STRONG_PASSWORD,
  toFullWidth,
} from "./testing.ts";

describe("breached-password corpus", () => {
  it("refuses the breached passwords the probe found accepted, and full-width password123", () => {
    for (const password of [...BREACHED_PASSWORDS, FULL_WIDTH_COMMON_PASSWORD, "password123", "iloveyou"]) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
  });

  it("refuses a listed password in any case or width, l33t, or with a short tail of digits and symbols", () => {
    for (const password of [
      "DRAGON",
      toFullWidth("Sunshine"),
      "m0nk3y",
      "Football2024!!",
      "qwerty#1",
      "s3cr3t0!",
    ]) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
  });

  it("accepts passphrases and random strings", () => {
    for (const password of [
      RANDOM_PASSPHRASE,
      STRONG_PASSWORD,
      "a long pass phrase 42",
      "Tr0ub4dor&3 horse",
      "vK3#q9LmZx!2Tb7w",
    ]) {
      expect(isBreachedPassword(password), password).toBe(false);
    }
  });

  it("looks a password up under itself, its l33t read back, and its stem with and without the tail", () => {
    expect(corpusCandidates("p@ssw0rd123")).toEqual([
      "p@ssw0rd123",
      "passwordi2e",
      "p@ssw0rd",
      "password",
      "password123",
    ]);
    expect(corpusCandidates("summer2024!")).toEqual(["summer2024!", "summer2o2ai", "summer"]);
    // Only the whole run after the last letter is a tail, and only up to 6 characters of it.
    expect(corpusCandidates("monkey1234567")).toEqual(["monkey1234567", "monkeyi2easgt"]);
    expect(corpusCandidates("ab123")).toEqual(["ab123", "abi2e"]);
  });

  it("holds every password of the lists its header names, at the versions installed", () => {
    const { details } = BloomFilter.fromBuffer(readFileSync(BREACHED_PASSWORDS_FILE));
    const sources = corpusSources();
    // A new version of a source package needs `npm run passwords:build -w @reelhouse/server`.
    expect(details.sources).toEqual(
      sources.map(({ name, version, list }) => ({ package: name, version, list })),
    );
    const keys = corpusKeys(sources);
    expect(details.keys).toBe(keys.size);
    // Every tenth key: a filter built another way would miss most of them; all would take seconds.
    const filter = breachedPasswordCorpus();
    const missing = [...keys].filter((key, index) => index % 10 === 0 && !filter.has(key));
    expect(missing).toEqual([]);
  });
});
