import { describe, expect, it } from "vitest";
import { BloomFilter, bloomFalsePositiveRate, bloomFilterSizeFor } from "./bloom-filter.ts";

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe("Bloom filter", () => {
  it("sizes itself by the textbook formulas", () => {
    const size = bloomFilterSizeFor(1_000_000, 1e-6);
    expect(size.hashes).toBe(20);
    expect(size.bits / 1_000_000).toBeCloseTo(28.76, 2);
    expect(bloomFalsePositiveRate(size, 1_000_000)).toBeCloseTo(1e-6, 7);
  });

  it("finds every key it holds and, at the rate it was sized for, a few it does not", () => {
    const held = keys("held:", 10_000);
    const size = bloomFilterSizeFor(held.length, 0.01);
    const filter = new BloomFilter(size);
    for (const key of held) filter.add(key);

    expect(held.every((key) => filter.has(key))).toBe(true);
    const strangers = keys("stranger:", 100_000).filter((key) => filter.has(key)).length / 100_000;
    expect(strangers).toBeGreaterThan(0.005);
    expect(strangers).toBeLessThan(0.015);
    expect(filter.fillRatio()).toBeCloseTo(0.5, 1);
  });

  it("reads back what it stored, header details included", () => {
    const filter = new BloomFilter(bloomFilterSizeFor(100, 1e-4));
    for (const key of keys("k", 100)) filter.add(key);
    const { filter: copy, details } = BloomFilter.fromBuffer(filter.toBuffer({ source: "test" }));

    expect(details).toMatchObject({ source: "test", bits: filter.bits, hashes: filter.hashes });
    expect(keys("k", 100).every((key) => copy.has(key))).toBe(true);
    expect(copy.has("k100")).toBe(filter.has("k100"));
  });

  it("refuses a stored filter of another format or cut short", () => {
    const stored = new BloomFilter({ bits: 64, hashes: 3 }).toBuffer();
    expect(() => BloomFilter.fromBuffer(stored.subarray(0, stored.length - 1))).toThrow(/does not match/);
    expect(() => BloomFilter.fromBuffer(Buffer.from('{"format":"other"}\n'))).toThrow(/unknown/);
    expect(() => BloomFilter.fromBuffer(Buffer.from("no header"))).toThrow(/no header/);
  });
});
