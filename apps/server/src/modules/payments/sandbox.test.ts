import { minor, usdCents } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_SIGNATURE_HEADER } from "../../lib/sandbox-signature.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";
import { createSandboxProcessor, retryDelayMs } from "./sandbox-processor.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

const quote = {
  packageId: "coins-1000",
  title: "1,000 coins",
  offerType: "regular",
  methodId: 1,
  priceMinor: usdCents(999),
  coins: minor("coins", 1_000_000),
  entries: minor("entries", 1_000),
};

async function buyer() {
  const { playerId, cookie } = await signUpPlayer(t.app, "card");
  const payment = await t.app.payments.createPayment(playerId, quote, `buy-${playerId}`);
  const charge = (card: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/rest/payments/sandbox/charge/",
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      payload: { paymentId: payment.id, cardNumber: card, expiry: "12/40", cvc: "123", ...extra },
    });
  const status = async () =>
    (await t.app.inject({ method: "GET", url: `/rest/payments/${payment.id}/`, headers: { cookie } })).json()
      .data;
  return { playerId, cookie, payment, charge, status };
}

describe("the sandbox card form", () => {
  it("pays with the success card: the webhook completes the payment and credits the package", async () => {
    const { playerId, charge, status } = await buyer();
    const response = await charge("4242 4242 4242 4242");
    expect(response.json()).toEqual({ success: true, data: { outcome: "processing" } });
    await vi.waitFor(async () => expect((await status()).status).toBe("completed"), SETTLES);
    expect((await t.app.wallet.balances(playerId)).coins).toBe(1_000_000);
    expect((await charge("4242424242424242")).json().error.reason).toBe("PAYMENT_SETTLED");
  });

  it.each([
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
  ])("declines %s with %s and credits nothing", async (card, code) => {
    const { playerId, charge, status } = await buyer();
    await charge(card);
    await vi.waitFor(
      async () => expect(await status()).toMatchObject({ status: "failed", failureCode: code }),
      SETTLES,
    );
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("asks the challenge card for its code: the right code pays, a wrong one fails", async () => {
    const right = await buyer();
    expect((await right.charge("4000000000003220")).json().data.outcome).toBe("challenge");
    await vi.waitFor(async () => expect((await right.status()).status).toBe("pending"), SETTLES);
    await right.charge("4000000000003220", { challengeCode: "1234" });
    await vi.waitFor(async () => expect((await right.status()).status).toBe("completed"), SETTLES);

    const wrong = await buyer();
    await wrong.charge("4000000000003220", { challengeCode: "0000" });
    await vi.waitFor(
      async () =>
        expect(await wrong.status()).toMatchObject({
          status: "failed",
          failureCode: "authentication_failed",
        }),
      SETTLES,
    );
  });

  it("refuses a mistyped or expired card with field messages, and another player's payment", async () => {
    const { charge, status } = await buyer();
    const mistyped = await charge("4242424242424241");
    expect(mistyped.json().error.fields).toEqual([
      { path: "body.cardNumber", message: "Enter the card number" },
    ]);
    const expired = await charge("4242424242424242", { expiry: "01/20" });
    expect(expired.json().error.fields).toEqual([
      { path: "body.expiry", message: "Enter the expiry date as MM/YY" },
    ]);
    expect((await status()).status).toBe("created");

    const other = await buyer();
    const stranger = await t.app.inject({
      method: "GET",
      url: `/rest/payments/${other.payment.id}/`,
      headers: { cookie: (await buyer()).cookie },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("refunds a paid payment through the processor's signed webhook, taking the package back", async () => {
    const { playerId, payment, charge, status } = await buyer();
    await charge("4242424242424242");
    await vi.waitFor(async () => expect((await status()).status).toBe("completed"), SETTLES);
    await t.app.sandboxProcessor?.refund(payment.id);
    await vi.waitFor(async () => expect((await status()).status).toBe("refunded"), SETTLES);
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("refuses to charge a payment older than an hour", async () => {
    const { playerId, cookie } = await buyer();
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 60 * 60 * 1000 - 1));
    const old = await t.app.payments.createPayment(playerId, quote, "an-hour-ago");
    t.clock.set(now);
    const late = await t.app.inject({
      method: "POST",
      url: "/rest/payments/sandbox/charge/",
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      payload: { paymentId: old.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    expect([late.statusCode, late.json().error.reason]).toEqual([409, "PAYMENT_EXPIRED"]);
    expect((await t.app.payments.getPayment(playerId, old.id)).status).toBe("created");
  });
});

describe("the sandbox processor's webhooks", () => {
  const processorOver = (post: (body: string, signature: string) => Promise<number>) =>
    createSandboxProcessor({
      db: t.app.db,
      secret: t.config.payments.sandboxSecret,
      clock: t.clock,
      payments: t.app.payments,
      post,
      log: { warn: () => {}, error: () => {} },
    });
  const toServer = async (body: string, signature: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: t.app.payments.webhookPath,
        headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      })
    ).statusCode;

  it("keeps a webhook the server did not take and delivers it after a restart, once", async () => {
    // The app's own processor retries too; it waits while this test plays the processor.
    await t.app.sandboxProcessor?.stop();
    try {
      const { playerId, payment, status } = await buyer();
      const unanswered = processorOver(async () => 503);
      const { delivery } = await unanswered.charge(playerId, {
        paymentId: payment.id,
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
      });
      await delivery;
      expect((await status()).status).toBe("created");

      // A new processor over the same database, as after a restart: the retry waits for its time.
      const restarted = processorOver(toServer);
      expect(await restarted.deliverDue()).toBe(0);
      t.clock.advance(retryDelayMs(1));
      expect(await restarted.deliverDue()).toBe(1);
      expect((await status()).status).toBe("completed");
      expect((await t.app.wallet.balances(playerId)).coins).toBe(1_000_000);
      // Acknowledged: never sent again.
      t.clock.advance(retryDelayMs(10));
      expect(await restarted.deliverDue()).toBe(0);
    } finally {
      t.app.sandboxProcessor?.start();
    }
  });

  it("waits longer after each failed attempt, up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
