import { beforeEach, describe, expect, it } from "vitest";
import { CHECK_VALID_MS, recalledLocationCheck, rememberLocationCheck } from "./location-memory.ts";

const NOW = Date.UTC(2026, 10, 28, 12);
const PLACED = { ok: true, result: { access: true } } as Parameters<typeof rememberLocationCheck>[0];

describe("the remembered location check", () => {
  beforeEach(() => sessionStorage.clear());

  it("recalls a verdict for half an hour", () => {
    rememberLocationCheck({ ok: false, reason: "blockedRegion" }, NOW);
    expect(recalledLocationCheck(NOW + CHECK_VALID_MS - 1)).toEqual({
      checkedAt: NOW,
      reason: "blockedRegion",
    });
    expect(recalledLocationCheck(NOW + CHECK_VALID_MS)).toBeNull();
    rememberLocationCheck(PLACED, NOW);
    expect(recalledLocationCheck(NOW)).toEqual({ checkedAt: NOW, reason: null });
  });

  it.each(["apiError", "timeout", "positionUnavailable", "unknownError"] as const)(
    "does not recall a passing failure (%s), and forgets what it held, so the next page locates again",
    (reason) => {
      rememberLocationCheck(PLACED, NOW);
      rememberLocationCheck({ ok: false, reason }, NOW + 1);
      expect(recalledLocationCheck(NOW + 2)).toBeNull();
    },
  );
});
