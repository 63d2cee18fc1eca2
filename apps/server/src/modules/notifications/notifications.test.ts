import { minor, NOTIFICATION_LIST_SIZE } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", WELCOME_COINS: "100000", WELCOME_ENTRIES: "2" });
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const STACK = 2;
const CARD = 1;

interface Listed {
  id: number;
  kind: string;
  values: Record<string, string | number>;
  createdAt: string;
  readAt: string | null;
}

async function list(player: TestPlayer): Promise<{ notifications: Listed[]; unreadCount: number }> {
  await t.app.realtime.flush();
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/notifications/",
    headers: { cookie: player.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function markRead(player: TestPlayer, payload: { ids?: number[] }) {
  return t.app.inject({
    method: "POST",
    url: "/rest/notifications/read/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload,
  });
}

/** Buys the Stack package and pays with `card` in the sandbox's form; answers once it is settled. */
async function buy(player: TestPlayer, key: string, card = "4242424242424242") {
  const purchase = await t.app.inject({
    method: "POST",
    url: "/rest/cashier/purchase/",
    headers: { cookie: player.cookie, ...SAME_SITE, "idempotency-key": key },
    payload: { packageId: STACK, methodId: CARD },
  });
  const payment = purchase.json().data as { id: string };
  await t.app.inject({
    method: "POST",
    url: "/rest/payments/sandbox/charge/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload: { paymentId: payment.id, cardNumber: card, expiry: "12/40", cvc: "123" },
  });
  await vi.waitFor(async () => {
    const state = await t.app.inject({
      method: "GET",
      url: `/rest/payments/${payment.id}/`,
      headers: { cookie: player.cookie },
    });
    expect(state.json().data.status).toMatch(/^(completed|failed)$/);
  }, SETTLES);
  return payment.id;
}

describe("notifications made from events", () => {
  it("tells a new player about the welcome bonus, once and unread", async () => {
    const player = await signUpPlayer(t.app, "welcome");
    const { notifications, unreadCount } = await list(player);
    expect(notifications).toEqual([
      {
        id: expect.any(Number),
        kind: "bonusReceived",
        values: {
          transactionId: expect.any(Number),
          source: "grant",
          reason: "welcome",
          coins: 10_000_000,
          entries: 200,
        },
        createdAt: t.clock.now().toISOString(),
        readAt: null,
      },
    ]);
    expect(unreadCount).toBe(1);
  });

  it("tells a completed purchase once, not again for its wallet credit nor when the relay runs again", async () => {
    const player = await signUpPlayer(t.app, "buyer");
    const paymentId = await buy(player, "notified-purchase");
    const first = await list(player);
    expect(first.notifications.map(({ kind }) => kind)).toEqual(["purchaseCompleted", "bonusReceived"]);
    expect(first.notifications[0]?.values).toEqual({
      paymentId,
      packageId: String(STACK),
      priceMinor: 999,
      coins: 100_000_000,
      entries: 1_000,
    });
    expect(first.unreadCount).toBe(2);

    // As after a crash between the handler's commit and the publication: every event goes again.
    await t.app.db.update(outboxEvents).set({ deliveredAt: null });
    expect(await t.app.realtime.flush()).toBeGreaterThan(0);
    expect(await list(player)).toEqual(first);
  });

  it("tells a declined payment and a refund", async () => {
    const player = await signUpPlayer(t.app, "declined");
    await buy(player, "declined-purchase", "4000000000000002");
    const refundedId = await buy(player, "refunded-purchase");
    await t.app.sandboxProcessor?.refund(refundedId);
    await vi.waitFor(
      async () =>
        expect((await list(player)).notifications.map(({ kind }) => kind)).toEqual([
          "purchaseRefunded",
          "purchaseCompleted",
          "paymentFailed",
          "bonusReceived",
        ]),
      SETTLES,
    );
    const [refund] = (await list(player)).notifications;
    expect(refund?.values).toMatchObject({ paymentId: refundedId, priceMinor: 999, coins: 100_000_000 });
  });

  it("tells prizes and adjustments in the player's favour, and nothing that takes from the balance", async () => {
    const player = await signUpPlayer(t.app, "prizes");
    await t.app.wallet.prize(player.playerId, { coins: minor("coins", 5_000) }, "prize-1", "race");
    await t.app.wallet.adjust(
      player.playerId,
      { currency: "coins", bucket: "main" },
      minor("coins", 700),
      "adjust-1",
      "goodwill",
    );
    await t.app.wallet.adjust(
      player.playerId,
      { currency: "coins", bucket: "main" },
      minor("coins", -300),
      "adjust-2",
      "error",
    );
    const { notifications } = await list(player);
    expect(notifications.map(({ kind, values }) => [kind, values.source, values.coins])).toEqual([
      ["bonusReceived", "adjustment", 700],
      ["bonusReceived", "prize", 5_000],
      ["bonusReceived", "grant", 10_000_000],
    ]);
  });

  it(`lists the newest ${NOTIFICATION_LIST_SIZE} and counts every unread one`, async () => {
    const player = await signUpPlayer(t.app, "many");
    for (let index = 1; index <= NOTIFICATION_LIST_SIZE; index++) {
      await t.app.wallet.prize(
        player.playerId,
        { coins: minor("coins", index) },
        `many-${player.playerId}-${index}`,
        "drop",
      );
    }
    const { notifications, unreadCount } = await list(player);
    expect(notifications).toHaveLength(NOTIFICATION_LIST_SIZE);
    expect(notifications[0]?.values.coins).toBe(NOTIFICATION_LIST_SIZE);
    expect(notifications.at(-1)?.values.coins).toBe(1);
    expect(unreadCount).toBe(NOTIFICATION_LIST_SIZE + 1);
  });
});

describe("marking notifications read", () => {
  it("marks the given ids, ignores ids that are not the player's, then marks all", async () => {
    const player = await signUpPlayer(t.app, "reader");
    await t.app.wallet.prize(
      player.playerId,
      { coins: minor("coins", 100) },
      `read-${player.playerId}-1`,
      "drop",
    );
    await t.app.wallet.prize(
      player.playerId,
      { coins: minor("coins", 200) },
      `read-${player.playerId}-2`,
      "drop",
    );
    const [newest, middle, oldest] = (await list(player)).notifications;
    if (!newest || !middle || !oldest) throw new Error("expected three notifications");

    t.clock.advance(60_000);
    const byIds = await markRead(player, { ids: [newest.id, 999_999_999] });
    expect(byIds.json()).toEqual({ success: true, data: { unreadCount: 2 } });
    const afterIds = await list(player);
    expect(afterIds.notifications.map(({ readAt }) => readAt)).toEqual([
      t.clock.now().toISOString(),
      null,
      null,
    ]);
    expect(afterIds.unreadCount).toBe(2);
    expect((await markRead(player, { ids: [] })).json().data.unreadCount).toBe(2);

    const all = await markRead(player, {});
    expect(all.json()).toEqual({ success: true, data: { unreadCount: 0 } });
    expect((await list(player)).notifications.every(({ readAt }) => readAt !== null)).toBe(true);
  });

  it("refuses ids that are not positive whole numbers", async () => {
    const player = await signUpPlayer(t.app, "typo");
    const response = await markRead(player, { ids: [0] });
    expect(response.statusCode).toBe(400);
  });

  it("keeps each player's notifications their own", async () => {
    const owner = await signUpPlayer(t.app, "owner");
    const other = await signUpPlayer(t.app, "other");
    const [mine] = (await list(owner)).notifications;
    if (!mine) throw new Error("expected the welcome notification");

    const theirs = await list(other);
    expect(theirs.notifications.map(({ id }) => id)).not.toContain(mine.id);
    const marked = await markRead(other, { ids: [mine.id] });
    expect(marked.json().data.unreadCount).toBe(1);
    expect((await list(owner)).unreadCount).toBe(1);
    await markRead(other, {});
    expect((await list(owner)).notifications[0]?.readAt).toBeNull();
  });

  it("answers 401 to guests", async () => {
    const listed = await t.app.inject({ method: "GET", url: "/rest/notifications/" });
    expect(listed.statusCode).toBe(401);
    const marked = await t.app.inject({
      method: "POST",
      url: "/rest/notifications/read/",
      headers: SAME_SITE,
      payload: {},
    });
    expect(marked.statusCode).toBe(401);
  });
});
