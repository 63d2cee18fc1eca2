import { minor } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "1000", WELCOME_ENTRIES: "5" });
});
afterAll(() => t.close());

async function signedUp(email: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: { email, password: "correct horse battery staple", termsVersion: 1 },
  });
  return {
    playerId: response.json().data.playerId as string,
    cookie: response.cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
  };
}

const round = { gameId: "slots", roundId: "r" };

describe("transaction history", () => {
  it("lists the player's own transactions newest first, a page at a time, filtered by currency and kind", async () => {
    const { playerId, cookie } = await signedUp("history@example.com");
    const other = await signedUp("someone-else@example.com");
    await t.app.wallet.bet(other.playerId, "coins", minor("coins", 100), "other-bet", round);
    for (let index = 0; index < 3; index++) {
      await t.app.wallet.bet(playerId, "coins", minor("coins", 1_000), `h-bet-${index}`, round);
      await t.app.wallet.win(playerId, "entries", minor("entries", 250), `h-win-${index}`, round);
    }
    const list = async (query: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/rest/player/transactions/",
        query,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    const first = await list({ limit: "4" });
    expect(first.transactions.map((row: { kind: string }) => row.kind)).toEqual(["win", "bet", "win", "bet"]);
    expect(first.transactions[0]).toMatchObject({ coins: 0, entries: 250 });
    expect(first.transactions[1]).toMatchObject({ coins: -1_000, entries: 0 });
    const second = await list({ limit: "4", before: String(first.nextCursor) });
    expect(second.transactions.map((row: { kind: string }) => row.kind)).toEqual(["win", "bet", "grant"]);
    expect(second.transactions.at(-1)).toMatchObject({ coins: 100_000, entries: 500 });
    expect(second.nextCursor).toBeNull();

    expect((await list({ currency: "entries" })).transactions).toHaveLength(4);
    expect((await list({ kind: "bet" })).transactions).toHaveLength(3);
  });

  it("answers guests 401 and bad filters 400", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/rest/player/transactions/" });
    expect(guest.statusCode).toBe(401);
    const { cookie } = await signedUp("filters@example.com");
    const bad = await t.app.inject({
      method: "GET",
      url: "/rest/player/transactions/",
      query: { kind: "jackpot" },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("welcome offer", () => {
  it("tells anyone, guests included, the configured sign-up grant and the onboarding rewards", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/wallet/welcome-offer/" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      signUp: { coins: 100_000, entries: 500 },
      onboarding: { email: 2_000_000, phone: 2_000_000, profile: 5_000_000 },
    });
  });
});
