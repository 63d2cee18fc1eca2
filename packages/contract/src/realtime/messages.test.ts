import { describe, expect, it } from "vitest";
import { REALTIME_MESSAGE_TYPES, RealtimeMessage } from "./messages.ts";

describe("realtime messages", () => {
  it("cover every message type of spec §7, each once (modules may add their own)", () => {
    expect(new Set(REALTIME_MESSAGE_TYPES).size).toBe(REALTIME_MESSAGE_TYPES.length);
    expect(REALTIME_MESSAGE_TYPES).toEqual(
      expect.arrayContaining([
        "app",
        "cash",
        "deposit",
        "playerIdentityVerification",
        "payment",
        "profile",
        "playerVerification",
        "questPoints",
        "freeSpin",
        "playerFreeSpin",
        "rankLeague",
        "cashback",
        "tournament",
        "bannerOffer",
      ]),
    );
  });

  it("accept what the server sends and refuse what it must not", () => {
    expect(
      RealtimeMessage.safeParse({
        type: "payment",
        action: "failed-complete",
        data: { paymentId: "p1", packageId: "2" },
      }).success,
    ).toBe(true);
    expect(
      RealtimeMessage.safeParse({ type: "tournament", action: "min-alert", data: { tournamentId: 7 } })
        .success,
    ).toBe(true);
    expect(
      RealtimeMessage.safeParse({
        type: "payment",
        action: "paid",
        data: { paymentId: "p1", packageId: "2" },
      }).success,
    ).toBe(false);
    expect(
      RealtimeMessage.safeParse({ type: "cash", action: "balance", data: { kind: "bet" } }).success,
    ).toBe(false);
    expect(RealtimeMessage.safeParse({ type: "unknown", action: "x", data: {} }).success).toBe(false);
  });
});
