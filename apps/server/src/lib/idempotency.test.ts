import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { idempotencyKeyReused, replay, replayed, requestDigest } from "./idempotency.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

describe("the request digest", () => {
  it("ignores the order of object keys and leaves undefined fields out", () => {
    expect(requestDigest({ kind: "bet", params: { amount: 5, currency: "coins" }, note: undefined })).toBe(
      requestDigest({ params: { currency: "coins", amount: 5 }, kind: "bet" }),
    );
    expect(requestDigest({ amount: 5 })).not.toBe(requestDigest({ amount: 6 }));
  });

  // Digests are stored with the first answer: a key recorded before must still match its retry.
  it("equals the digest of the parameters' JSON, as stored for arrays of values", () => {
    const spin = ["fruits", "coins", 100, undefined];
    expect(requestDigest(spin)).toBe(sha256(JSON.stringify(spin)));
    const call = [
      "bet",
      [
        ["amount", 100],
        ["reference", undefined],
        ["user", "p-1"],
      ],
    ];
    expect(requestDigest(call)).toBe(sha256(JSON.stringify(call)));
  });
});

describe("compare-and-replay", () => {
  const recorded = { requestDigest: requestDigest(["coins-500", 499]), response: { id: "payment-1" } };

  it("answers a key asked again with the same parameters with the first answer", () => {
    expect(replay(recorded, requestDigest(["coins-500", 499]), (row) => row.response)).toEqual({
      ok: true,
      result: { id: "payment-1" },
    });
  });

  it("refuses the key with other parameters: 409 IDEMPOTENCY_KEY_REUSED", () => {
    const outcome = replay(recorded, requestDigest(["coins-5000", 4999]), (row) => row.response);
    expect(outcome.ok).toBe(false);
    expect(() => replayed(outcome)).toThrow(AppError);
    const error = idempotencyKeyReused("paymentKeyReused");
    expect([error.statusCode, error.reason, error.apiMessage?.key]).toEqual([
      409,
      "IDEMPOTENCY_KEY_REUSED",
      "paymentKeyReused",
    ]);
  });
});
