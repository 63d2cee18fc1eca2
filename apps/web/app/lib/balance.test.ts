import { describe, expect, it } from "vitest";
import { formatBalance } from "./balance.ts";

describe("formatBalance", () => {
  it("shows coins whole and entries with their two decimals, in the page's language", () => {
    expect(formatBalance(10_000_000, "coins", "en")).toBe("100,000");
    expect(formatBalance(10_000_099, "coins", "en")).toBe("100,000");
    expect(formatBalance(1_234_567, "entries", "en")).toBe("12,345.67");
    expect(formatBalance(1_234_567, "entries", "es")).toBe("12.345,67");
    expect(formatBalance(200, "entries", "es")).toBe("2,00");
  });
});
