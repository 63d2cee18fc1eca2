import { minor, usdCents } from "@reelhouse/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents, payments } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import {
  type SandboxSigning,
  sendSandboxWebhook,
  sendSignedSandboxBody,
} from "../../test/sandbox-webhook.ts";
import { nextStatus } from "./service.ts";

const SECRET = "a sandbox secret of at least thirty-two characters";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0", PAYMENTS_SANDBOX_SECRET: SECRET });
});
afterAll(() => t.close());

const newPlayer = async () => (await signUpPlayer(t.app, "payer")).playerId;

const quote = {
  packageId: "coins-2000",
  title: "2,000 coins",
  offerType: "regular",
  methodId: 1,
  priceMinor: usdCents(1_999),
  coins: minor("coins", 2_000_000),
  entries: minor("entries", 2_000),
};
const webhook = (paymentId: string, type: string, options: Parameters<typeof sendSandboxWebhook>[3] = {}) =>
  sendSandboxWebhook(t, paymentId, type, options);
const signedWebhook = (body: string, options: SandboxSigning = {}) => sendSignedSandboxBody(t, body, options);

describe("payments", () => {
  it("creates one payment per Idempotency-Key and refuses the key for another package", async () => {
    const player = await newPlayer();
    const first = await t.app.payments.createPayment(player, quote, "key-1");
    expect(first).toMatchObject({ status: "created", priceMinor: 1_999 });
    expect(await t.app.payments.createPayment(player, quote, "key-1")).toEqual(first);
    await expect(
      t.app.payments.createPayment(player, { ...quote, packageId: "coins-5000" }, "key-1"),
    ).rejects.toMatchObject({ reason: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("credits the package exactly once, however often and in whatever order the webhooks arrive", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-once");
    const completed = await webhook(payment.id, "payment.completed", { eventId: "evt_done" });
    expect(completed.json()).toEqual({ success: true, status: "completed" });
    // The same notification again, another completion, a late pending and a late failure.
    const late = await Promise.all([
      webhook(payment.id, "payment.completed", { eventId: "evt_done" }),
      webhook(payment.id, "payment.completed"),
      webhook(payment.id, "payment.pending"),
      webhook(payment.id, "payment.failed"),
    ]);
    expect(late.map((response) => response.json().status)).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
    ]);
    expect((await t.app.wallet.balances(player)).coins).toBe(2_000_000);
    expect((await t.app.wallet.balances(player)).entries.promotional).toBe(2_000);
    const topics = await t.database.db
      .select({ topic: outboxEvents.topic })
      .from(outboxEvents)
      .where(eq(outboxEvents.playerId, player));
    expect(topics.filter(({ topic }) => topic === "payment.completed")).toHaveLength(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("records a decline with its code and credits nothing, and still completes a retried capture", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-declined");
    expect((await webhook(payment.id, "payment.pending")).json().status).toBe("pending");
    expect((await webhook(payment.id, "payment.failed")).json().status).toBe("failed");
    expect(await t.app.payments.getPayment(player, payment.id)).toMatchObject({
      status: "failed",
      failureCode: "card_declined",
    });
    expect((await t.app.wallet.balances(player)).coins).toBe(0);
    expect((await webhook(payment.id, "payment.completed")).json().status).toBe("completed");
    expect((await t.app.wallet.balances(player)).coins).toBe(2_000_000);
  });

  it("refuses webhooks whose signature is wrong or stale, changing nothing", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-forged");
    const forged = await webhook(payment.id, "payment.completed", {
      secret: "someone else's secret, long enough!",
    });
    expect([forged.statusCode, forged.json().error.reason]).toEqual([401, "WEBHOOK_SIGNATURE"]);
    const stale = await webhook(payment.id, "payment.completed", {
      at: new Date(t.clock.now().getTime() - 600_000),
    });
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/rest/payments/webhook/sandbox/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        eventId: "x",
        type: "payment.completed",
        paymentId: payment.id,
        providerPaymentId: "y",
      }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.payments.getPayment(player, payment.id)).status).toBe("created");
    expect((await t.app.wallet.balances(player)).coins).toBe(0);
  });

  it("answers 400 to a signed body that is not JSON or not an event, changing nothing", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-unreadable");
    const event = {
      eventId: "evt_x",
      type: "payment.completed",
      paymentId: payment.id,
      providerPaymentId: "y",
    };
    for (const body of [
      "not json {",
      "null",
      "[]",
      JSON.stringify({ ...event, type: "payment.stolen" }),
      JSON.stringify({ ...event, failureCode: { nested: true } }),
    ]) {
      const unreadable = await signedWebhook(body);
      expect([unreadable.statusCode, unreadable.json().error.reason]).toEqual([400, "WEBHOOK_UNREADABLE"]);
    }
    expect((await t.app.payments.getPayment(player, payment.id)).status).toBe("created");
    expect((await t.app.wallet.balances(player)).coins).toBe(0);
  });

  it("refunds a completed payment once: takes back what the player still holds and reports the rest", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-refund");
    await webhook(payment.id, "payment.completed");
    // The player spends some coins before the refund arrives.
    await t.app.wallet.bet(player, "coins", minor("coins", 500_000), "refund-bet", {
      gameId: "slots",
      roundId: "r1",
    });

    const refunds = await Promise.all([
      webhook(payment.id, "payment.refunded", { eventId: "evt_refund" }),
      webhook(payment.id, "payment.refunded", { eventId: "evt_refund" }),
      webhook(payment.id, "payment.refunded"),
    ]);
    expect(refunds.map((response) => response.json().status)).toEqual(["refunded", "refunded", "refunded"]);
    expect(await t.app.wallet.balances(player)).toMatchObject({
      coins: 0,
      entries: { promotional: 0, playThroughLeft: 0 },
    });
    // Refunded is final: a late completion changes nothing.
    expect((await webhook(payment.id, "payment.completed")).json().status).toBe("refunded");
    expect((await t.app.wallet.balances(player)).coins).toBe(0);

    const events = await t.database.db
      .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.playerId, player));
    const refunded = events.filter(({ topic }) => topic === "payment.refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.payload).toMatchObject({
      paymentId: payment.id,
      shortfall: { coins: 500_000, entries: 0 },
    });
    const history = await t.app.wallet.history(player, { kind: "purchase_reversal" });
    expect(history.transactions).toEqual([
      expect.objectContaining({ kind: "purchase_reversal", coins: -1_500_000, entries: -2_000 }),
    ]);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("applies a refund that arrived before its completion when the completion comes, once", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-refund-first");
    const early = await Promise.all([
      webhook(payment.id, "payment.refunded", { eventId: "evt_early_refund" }),
      webhook(payment.id, "payment.refunded", { eventId: "evt_early_refund" }),
    ]);
    expect(early.map((response) => response.json().status)).toEqual(["created", "created"]);
    // Sent after the refunds, so its answer does not depend on which of them ran first.
    expect((await webhook(payment.id, "payment.pending")).json().status).toBe("pending");
    expect((await t.app.wallet.balances(player)).coins).toBe(0);

    const completions = await Promise.all([
      webhook(payment.id, "payment.completed", { eventId: "evt_late_completion" }),
      webhook(payment.id, "payment.completed", { eventId: "evt_late_completion" }),
      webhook(payment.id, "payment.completed"),
    ]);
    expect(completions.map((response) => response.json().status)).toEqual([
      "refunded",
      "refunded",
      "refunded",
    ]);
    expect(await t.app.payments.getPayment(player, payment.id)).toMatchObject({ status: "refunded" });
    expect(await t.app.wallet.balances(player)).toMatchObject({
      coins: 0,
      entries: { promotional: 0, redeemable: 0, playThroughLeft: 0 },
    });
    const history = await t.app.wallet.history(player, {});
    expect(history.transactions.map(({ kind, coins, entries }) => ({ kind, coins, entries }))).toEqual([
      { kind: "purchase_reversal", coins: -2_000_000, entries: -2_000 },
      { kind: "purchase", coins: 2_000_000, entries: 2_000 },
    ]);
    const events = await t.database.db
      .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.playerId, player));
    expect(events.filter(({ topic }) => topic === "payment.completed")).toHaveLength(1);
    expect(events.filter(({ topic }) => topic === "payment.refunded")).toEqual([
      {
        topic: "payment.refunded",
        payload: expect.objectContaining({ shortfall: { coins: 0, entries: 0 } }),
      },
    ]);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("takes refunded entries from promotional, then redeemable, and reports what was played away", async () => {
    const player = await newPlayer();
    const payment = await t.app.payments.createPayment(player, quote, "key-refund-entries");
    await webhook(payment.id, "payment.completed");
    const round = { gameId: "slots", roundId: "entries-round" };
    // 1,500 of the 2,000 promotional entries staked, 1,000 redeemable entries won.
    await t.app.wallet.bet(player, "entries", minor("entries", 1_500), "refund-entries-bet", round);
    await t.app.wallet.win(player, "entries", minor("entries", 1_000), "refund-entries-win", round);

    expect((await webhook(payment.id, "payment.refunded")).json().status).toBe("refunded");
    expect(await t.app.wallet.balances(player)).toMatchObject({
      coins: 0,
      entries: { promotional: 0, redeemable: 0, playThroughLeft: 0 },
    });
    const [reversal] = (await t.app.wallet.history(player, { kind: "purchase_reversal" })).transactions;
    expect(reversal).toMatchObject({ coins: -2_000_000, entries: -1_500 });
    const [event] = await t.database.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, "payment.refunded"))
      .then((rows) =>
        rows.filter(({ payload }) => (payload as { paymentId: string }).paymentId === payment.id),
      );
    expect(event?.payload).toMatchObject({ shortfall: { coins: 0, entries: 500 } });
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("credits a declined payment the provider completes later over a purchase limit, and flags it for review", async () => {
    const player = await newPlayer();
    await t.app.responsiblePlay.setPurchaseLimit(player, { period: "day", amount: 2_500 });
    const declined = await t.app.payments.createPayment(player, quote, "key-declined-first");
    await webhook(declined.id, "payment.failed");
    // The declined payment no longer counts against the limit, so the next one is within it.
    const paid = await t.app.payments.createPayment(player, quote, "key-paid-within");
    await webhook(paid.id, "payment.completed");

    expect((await webhook(declined.id, "payment.completed")).json().status).toBe("completed");
    expect((await t.app.wallet.balances(player)).coins).toBe(2 * 2_000_000);
    const reviews = await t.database.db
      .select({ id: payments.id, reviewReasons: payments.reviewReasons })
      .from(payments)
      .where(eq(payments.playerId, player));
    expect(Object.fromEntries(reviews.map((row) => [row.id, row.reviewReasons]))).toEqual({
      [paid.id]: [],
      [declined.id]: ["over_purchase_limit"],
    });
  });

  it("answers a webhook for an unknown payment 404", async () => {
    expect((await webhook("no-such-payment", "payment.completed")).statusCode).toBe(404);
  });
});

describe("nextStatus", () => {
  it("never undoes a completion, lets a failure complete later, and moves created to pending", () => {
    expect(nextStatus("completed", "payment.failed")).toBe("completed");
    expect(nextStatus("completed", "payment.pending")).toBe("completed");
    expect(nextStatus("failed", "payment.completed")).toBe("completed");
    expect(nextStatus("failed", "payment.pending")).toBe("failed");
    expect(nextStatus("created", "payment.pending")).toBe("pending");
    expect(nextStatus("pending", "payment.failed")).toBe("failed");
  });

  it("refunds only a completed payment, and a refund is final", () => {
    expect(nextStatus("completed", "payment.refunded")).toBe("refunded");
    expect(nextStatus("pending", "payment.refunded")).toBe("pending");
    expect(nextStatus("failed", "payment.refunded")).toBe("failed");
    expect(nextStatus("refunded", "payment.completed")).toBe("refunded");
  });
});
