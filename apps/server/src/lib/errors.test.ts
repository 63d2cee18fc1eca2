import { ERROR_REASONS } from "@reelhouse/contract";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";

describe("an error's reason", () => {
  it("is the one the error names, else its message's key in capitals, else its code", () => {
    const named = new AppError("CONFLICT", { key: "paymentKeyReused" }, { reason: "IDEMPOTENCY_KEY_REUSED" });
    const fromKey = new AppError("CONFLICT", { key: "roundInProgress" });
    const fromCode = new AppError("CONFLICT", "a text already worded");
    expect([named.reason, fromKey.reason, fromCode.reason]).toEqual([
      "IDEMPOTENCY_KEY_REUSED",
      "ROUND_IN_PROGRESS",
      "CONFLICT",
    ]);
    expect(ERROR_REASONS).toEqual(expect.arrayContaining([named.reason, fromKey.reason, fromCode.reason]));
  });

  it("must be named when the message's key names no reason of the closed list", () => {
    // @ts-expect-error PAYMENT_KEY_REUSED is not a reason the contract lists: the typecheck refuses it.
    const unnamed = new AppError("CONFLICT", { key: "paymentKeyReused" });
    expect(ERROR_REASONS).not.toContain(unnamed.reason);
  });
});
