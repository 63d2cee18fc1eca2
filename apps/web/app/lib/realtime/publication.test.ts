import type { RealtimeMessage } from "@reelhouse/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPublication } from "./publication.ts";

afterEach(() => vi.restoreAllMocks());

describe("a realtime publication", () => {
  it("is read as the contract's message", () => {
    const cash: RealtimeMessage = {
      type: "cash",
      action: "balance",
      data: { transactionId: 7, kind: "purchase", balance: { coins: 12_500_000, entries: 1_200 } },
    };
    expect(readPublication(cash)).toEqual(cash);
  });

  it("is dropped, with a warning, when the contract's union refuses it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of [null, "cash", { type: "cash", action: "balance", data: {} }, { type: "jackpot" }]) {
      expect(readPublication(bad)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
