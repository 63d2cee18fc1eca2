import { playerChannel } from "@reelhouse/contract";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../lib/clock.ts";
import { createTokenIssuer } from "./tokens.ts";

const TTL_SECONDS = 900;
const PLAYER = "0b9f6a44-5a43-4c1e-9d4e-0d6f8f3c2a10";

function issuer() {
  const clock = new ManualClock("2026-01-01T12:00:00.000Z");
  return { clock, tokens: createTokenIssuer("a-test-secret-of-some-length", clock, TTL_SECONDS) };
}

const expiresAt = (token: string) => decodeJwt(token).exp as number;
const nowSeconds = (clock: ManualClock) => Math.floor(clock.now().getTime() / 1000);

describe("token reuse", () => {
  it("hands out the same token while two thirds of its lifetime are left, then signs a new one", async () => {
    const { clock, tokens } = issuer();
    const first = await tokens.connectionToken(PLAYER);
    clock.advance((TTL_SECONDS / 3 - 1) * 1000);
    expect(await tokens.connectionToken(PLAYER)).toBe(first);

    clock.advance(1000);
    const next = await tokens.connectionToken(PLAYER);
    expect(next).not.toBe(first);
    expect(expiresAt(next)).toBe(nowSeconds(clock) + TTL_SECONDS);
    expect(await tokens.verifyConnectionToken(next)).toEqual({ userId: PLAYER, expiresAt: expiresAt(next) });
  });

  it("keeps each channel's token and the connection token apart", async () => {
    const { tokens } = issuer();
    const connection = await tokens.connectionToken(PLAYER);
    const own = await tokens.subscriptionToken(PLAYER, playerChannel(PLAYER));
    const broadcast = await tokens.subscriptionToken(PLAYER, "broadcast");
    expect(new Set([connection, own, broadcast]).size).toBe(3);
    expect(await tokens.subscriptionToken(PLAYER, "broadcast")).toBe(broadcast);
    await expect(tokens.verifySubscriptionToken(own, PLAYER, playerChannel(PLAYER))).resolves.toMatchObject({
      userId: PLAYER,
    });
    await expect(tokens.verifyConnectionToken(own)).rejects.toMatchObject({ reason: "invalid" });
  });

  it("never hands out a token signed later than the clock's now (a clock moved back)", async () => {
    const { clock, tokens } = issuer();
    clock.advance(16 * 60 * 1000);
    const later = await tokens.connectionToken(PLAYER);
    clock.advance(-16 * 60 * 1000);
    const now = await tokens.connectionToken(PLAYER);
    expect(now).not.toBe(later);
    expect(expiresAt(now)).toBe(nowSeconds(clock) + TTL_SECONDS);
  });
});
