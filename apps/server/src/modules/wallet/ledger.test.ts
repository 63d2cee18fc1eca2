import { minor } from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerPostings, ledgerTransactions, outboxEvents, walletAccounts } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import type { Wallet } from "./service.ts";

let t: TestApp;
let wallet: Wallet;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0", PLAY_THROUGH_MULTIPLIER: "1" });
  wallet = t.app.wallet;
});
afterAll(() => t.close());

const newPlayer = async () => (await signUpPlayer(t.app, "wallet")).playerId;

const round = { gameId: "fruit-party", roundId: "r1" };
const count = async (table: typeof ledgerTransactions | typeof ledgerPostings | typeof outboxEvents) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

describe("transfers", () => {
  it("credits a grant from the promotions budget with postings that sum to zero and an outbox event", async () => {
    const player = await newPlayer();
    const result = await wallet.grant(
      player,
      { coins: minor("coins", 50_000), entries: minor("entries", 300) },
      `grant:${player}`,
      "test",
    );
    expect(result.balances).toEqual({
      coins: 50_000,
      entries: { total: 300, promotional: 300, redeemable: 0, playThroughLeft: 300 },
    });
    const postings = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, result.transactionId));
    expect(postings.map(({ account, amount }) => [account, amount]).sort()).toEqual(
      [
        [`player:${player}:coins:main`, 50_000],
        [`player:${player}:entries:promotional`, 300],
        ["system:promotions:coins", -50_000],
        ["system:promotions:entries", -300],
      ].sort(),
    );
    const [event] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.playerId, player));
    expect(event).toMatchObject({
      topic: "wallet.transaction",
      payload: { transactionId: result.transactionId },
    });
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("answers a replayed key with the first answer and no second effect", async () => {
    const player = await newPlayer();
    const first = await wallet.grant(player, { coins: minor("coins", 1_000) }, `replay:${player}`, "test");
    const before = await count(ledgerPostings);
    const again = await wallet.grant(player, { coins: minor("coins", 1_000) }, `replay:${player}`, "test");
    expect(again).toEqual(first);
    expect(await count(ledgerPostings)).toBe(before);
    expect((await wallet.balances(player)).coins).toBe(1_000);
  });

  it("refuses the same key with other parameters, changing nothing", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { coins: minor("coins", 1_000) }, `reuse:${player}`, "test");
    const before = await count(ledgerTransactions);
    await expect(
      wallet.grant(player, { coins: minor("coins", 9_000) }, `reuse:${player}`, "test"),
    ).rejects.toMatchObject({
      statusCode: 409,
      reason: "IDEMPOTENCY_KEY_REUSED",
    });
    expect(await count(ledgerTransactions)).toBe(before);
    expect((await wallet.balances(player)).coins).toBe(1_000);
  });

  it("refuses a bet beyond the balance with INSUFFICIENT_FUNDS and leaves no trace", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { coins: minor("coins", 100) }, `small:${player}`, "test");
    const before = await count(ledgerTransactions);
    await expect(
      wallet.bet(player, "coins", minor("coins", 101), `bet-too-big:${player}`, round),
    ).rejects.toMatchObject({
      statusCode: 409,
      reason: "INSUFFICIENT_FUNDS",
    });
    expect(await count(ledgerTransactions)).toBe(before);
    // The key was not used up: the same bet can be placed once there is money.
    await wallet.grant(player, { coins: minor("coins", 1) }, `top-up:${player}`, "test");
    expect(
      (await wallet.bet(player, "coins", minor("coins", 101), `bet-too-big:${player}`, round)).balances.coins,
    ).toBe(0);
  });

  it("takes a round's stake and pays its win together, or neither when the stake is refused", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { coins: minor("coins", 500) }, `stake:${player}`, "test");
    const before = await count(ledgerTransactions);
    const stake = (amount: number) => ({
      amount: minor("coins", amount),
      idempotencyKey: `stake:${player}:${amount}`,
    });
    const win = { amount: minor("coins", 1_200), idempotencyKey: `win:${player}` };
    await expect(wallet.betAndWin(player, "coins", stake(501), win, round)).rejects.toMatchObject({
      reason: "INSUFFICIENT_FUNDS",
    });
    expect(await count(ledgerTransactions)).toBe(before);
    expect((await wallet.balances(player)).coins).toBe(500);

    const paid = await wallet.betAndWin(player, "coins", stake(200), win, round);
    expect(paid.balances.coins).toBe(500 - 200 + 1_200);
    expect(await count(ledgerTransactions)).toBe(before + 2);
    // Replayed, neither transfer happens again.
    expect((await wallet.betAndWin(player, "coins", stake(200), win, round)).balances.coins).toBe(1_500);
    expect((await wallet.balances(player)).coins).toBe(1_500);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("pays a free spin's stake from the promotion's budget: the player's entries move only by the win", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { entries: minor("entries", 1_000) }, `free-spin-fund:${player}`, "test");
    const stake = {
      amount: minor("entries", 50),
      idempotencyKey: `free-spin:${player}:bet`,
      budget: "dailyWheel" as const,
      freeSpinsId: "5f0c1a9e-8d2b-4c3e-9f6a-7b8c9d0e1f2a",
    };
    const win = { amount: minor("entries", 120), idempotencyKey: `free-spin:${player}:win` };
    const paid = await wallet.freeSpinBetAndWin(player, "entries", stake, win, round);
    // Nothing staked, nothing played through: the promotional entries and their play-through stand.
    expect(paid.balances.entries).toEqual({
      total: 1_120,
      promotional: 1_000,
      redeemable: 120,
      playThroughLeft: 1_000,
    });
    const [bet] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, stake.idempotencyKey));
    expect(bet).toMatchObject({
      kind: "free_spin_bet",
      playerId: player,
      metadata: {
        ...round,
        currency: "entries",
        amount: 50,
        budget: "dailyWheel",
        freeSpinsId: stake.freeSpinsId,
      },
    });
    const postings = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, bet?.id ?? 0));
    expect(postings.map(({ account, amount }) => [account, amount]).sort()).toEqual(
      [
        ["system:promotions:dailyWheel:entries", -50],
        ["system:house:entries", 50],
      ].sort(),
    );
    // Replayed, neither transfer happens again.
    expect((await wallet.freeSpinBetAndWin(player, "entries", stake, win, round)).balances).toEqual(
      paid.balances,
    );
    expect((await wallet.balances(player)).entries.total).toBe(1_120);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("refuses amounts that are not whole positive minor units", async () => {
    const player = await newPlayer();
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(
        wallet.bet(player, "coins", minor("coins", amount), `bad:${amount}`, round),
      ).rejects.toMatchObject({
        statusCode: 400,
        reason: "INVALID_AMOUNT",
      });
    }
  });
});

describe("entries", () => {
  it("spends promotional entries first, counts play-through and turns the rest redeemable once played through", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { entries: minor("entries", 1_000) }, `entries:${player}`, "test");
    const firstBet = await wallet.bet(player, "entries", minor("entries", 400), `e-bet-1:${player}`, round);
    expect(firstBet.balances.entries).toEqual({
      total: 600,
      promotional: 600,
      redeemable: 0,
      playThroughLeft: 600,
    });
    await wallet.win(player, "entries", minor("entries", 250), `e-win-1:${player}`, round);
    // 600 left to play: this bet takes the last promotional 600 and plays through, nothing to convert.
    const secondBet = await wallet.bet(player, "entries", minor("entries", 700), `e-bet-2:${player}`, round);
    expect(secondBet.balances.entries).toEqual({
      total: 150,
      promotional: 0,
      redeemable: 150,
      playThroughLeft: 0,
    });
  });

  it("converts leftover promotional entries to redeemable when play-through ends", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { entries: minor("entries", 1_000) }, `conv-grant:${player}`, "test");
    await wallet.win(player, "entries", minor("entries", 2_000), `conv-win:${player}`, round);
    // Bets spend promotional first; after 1,000 played the remaining promotional entries convert.
    await wallet.bet(player, "entries", minor("entries", 600), `conv-bet-1:${player}`, round);
    await wallet.adjust(
      player,
      { currency: "entries", bucket: "promotional" },
      minor("entries", 500),
      `conv-adj:${player}`,
      "goodwill",
    );
    const last = await wallet.bet(player, "entries", minor("entries", 400), `conv-bet-2:${player}`, round);
    expect(last.balances.entries).toEqual({
      total: 2_500,
      promotional: 0,
      redeemable: 2_500,
      playThroughLeft: 0,
    });
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("gives a bet back once, to the buckets it came from, with its play-through owed again", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { entries: minor("entries", 500) }, `ref-grant:${player}`, "test");
    await wallet.win(player, "entries", minor("entries", 500), `ref-win:${player}`, round);
    await wallet.bet(player, "entries", minor("entries", 800), `ref-bet:${player}`, round);
    const refunded = await wallet.refund(player, `ref-bet:${player}`);
    expect(refunded.balances.entries).toEqual({
      total: 1_000,
      promotional: 500,
      redeemable: 500,
      playThroughLeft: 500,
    });
    expect(await wallet.refund(player, `ref-bet:${player}`)).toEqual(refunded);
    await expect(wallet.refund(player, "no-such-bet")).rejects.toMatchObject({ reason: "BET_NOT_FOUND" });
  });
});

describe("redemptions", () => {
  it("holds redeemable entries and settles the hold once, paid or reversed", async () => {
    const player = await newPlayer();
    await wallet.win(player, "entries", minor("entries", 5_000), `red-win:${player}`, round);
    await expect(
      wallet.redemptionHold(player, minor("entries", 6_000), `over-${player}`),
    ).rejects.toMatchObject({
      reason: "INSUFFICIENT_FUNDS",
    });
    const held = await wallet.redemptionHold(player, minor("entries", 4_000), `r-${player}`);
    expect(held.balances.entries.redeemable).toBe(1_000);
    await wallet.redemptionSettle(player, minor("entries", 4_000), `r-${player}`, "reversed");
    await expect(
      wallet.redemptionSettle(player, minor("entries", 4_000), `r-${player}`, "paid"),
    ).rejects.toMatchObject({
      reason: "IDEMPOTENCY_KEY_REUSED",
    });
    expect((await wallet.balances(player)).entries.redeemable).toBe(5_000);
    await expect(
      wallet.redemptionSettle(player, minor("entries", 10), "never-held", "paid"),
    ).rejects.toMatchObject({
      reason: "REDEMPTION_NOT_FOUND",
    });
  });
});

describe("welcome grant and audit", () => {
  it("gives a new player the configured welcome grant in the sign-up's own transaction", async () => {
    const generous = await buildTestApp({ WELCOME_COINS: "100000", WELCOME_ENTRIES: "2" });
    try {
      const response = await generous.app.inject({
        method: "POST",
        url: "/rest/registration/",
        payload: { email: "welcome@example.com", password: "correct horse battery staple", termsVersion: 1 },
      });
      const balances = await generous.app.wallet.balances(response.json().data.playerId);
      expect(balances).toEqual({
        coins: 10_000_000,
        entries: { total: 200, promotional: 200, redeemable: 0, playThroughLeft: 200 },
      });
    } finally {
      await generous.close();
    }
  });

  it("reports a stored balance that differs from its postings", async () => {
    const player = await newPlayer();
    await wallet.grant(player, { coins: minor("coins", 700) }, `drift:${player}`, "test");
    await t.database.db
      .update(walletAccounts)
      .set({ balance: 701 })
      .where(eq(walletAccounts.id, `player:${player}:coins:main`));
    expect((await wallet.audit()).violations).toEqual([
      `account player:${player}:coins:main: balance 701 but its postings sum to 700`,
    ]);
    await t.database.db
      .update(walletAccounts)
      .set({ balance: 700 })
      .where(eq(walletAccounts.id, `player:${player}:coins:main`));
    expect((await wallet.audit()).violations).toEqual([]);
  });
});

describe("app init", () => {
  it("shows the player's balances and completed purchases (spec §3 playerInfo, hasDeposits)", async () => {
    const { playerId: player, cookie } = await signUpPlayer(t.app, "wallet");
    const appInit = async () =>
      (await t.app.inject({ method: "GET", url: "/rest/app/init/", headers: { cookie } })).json().data;
    expect(await appInit()).toMatchObject({
      hasDeposits: false,
      depositsCount: 0,
      playerInfo: { playerBalance: { coins: 0, entries: 0 }, redeemableEntries: 0, playThroughLeft: 0 },
    });
    await wallet.purchaseCredit(
      player,
      { coins: minor("coins", 2_000_000), entries: minor("entries", 1_000) },
      `pay-${player}`,
    );
    await wallet.win(player, "entries", minor("entries", 50), `app-init-win:${player}`, round);
    expect(await appInit()).toMatchObject({
      hasDeposits: true,
      depositsCount: 1,
      playerInfo: {
        playerBalance: { coins: 2_000_000, entries: 1_050 },
        redeemableEntries: 50,
        playThroughLeft: 1_000,
      },
    });
  });
});
