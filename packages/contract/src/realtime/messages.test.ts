import { describe, expect, it } from "vitest";
import { REALTIME_MESSAGE_TYPES, RealtimeMessage } from "./messages.ts";

describe("realtime messages", () => {
  it("cover exactly the message types of spec §7", () => {
    expect([...REALTIME_MESSAGE_TYPES].sort()).toEqual(
      [
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
      ].sort(),
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
