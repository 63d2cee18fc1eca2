import { describe, expect, it } from "vitest";
import { formatBalance, formatGameAmount } from "./balance.ts";

describe("formatBalance", () => {
  it("shows coins whole and entries with their two decimals, in the page's language", () => {
    expect(formatBalance(10_000_000, "coins", "en")).toBe("100,000");
    expect(formatBalance(10_000_099, "coins", "en")).toBe("100,000");
    expect(formatBalance(1_234_567, "entries", "en")).toBe("12,345.67");
    expect(formatBalance(1_234_567, "entries", "es")).toBe("12.345,67");
    expect(formatBalance(200, "entries", "es")).toBe("2,00");
  });
});

describe("game amounts", () => {
  it("writes coins whole when they are, with cents when a win has them", () => {
    expect(formatGameAmount(250_000, "coins", "en")).toBe("2,500");
    expect(formatGameAmount(25, "coins", "en")).toBe("0.25");
    expect(formatGameAmount(1_050, "coins", "es")).toBe("10,50");
  });

  it("always writes entries with their cents", () => {
    expect(formatGameAmount(200, "entries", "en")).toBe("2.00");
  });
});
