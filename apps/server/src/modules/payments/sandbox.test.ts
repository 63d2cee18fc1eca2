import { minor, usdCents } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";

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
    await vi.waitFor(async () => expect((await status()).status).toBe("completed"));
    expect((await t.app.wallet.balances(playerId)).coins).toBe(1_000_000);
    expect((await charge("4242424242424242")).json().error.reason).toBe("PAYMENT_SETTLED");
  });

  it.each([
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
  ])("declines %s with %s and credits nothing", async (card, code) => {
    const { playerId, charge, status } = await buyer();
    await charge(card);
    await vi.waitFor(async () =>
      expect(await status()).toMatchObject({ status: "failed", failureCode: code }),
    );
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("asks the challenge card for its code: the right code pays, a wrong one fails", async () => {
    const right = await buyer();
    expect((await right.charge("4000000000003220")).json().data.outcome).toBe("challenge");
    await vi.waitFor(async () => expect((await right.status()).status).toBe("pending"));
    await right.charge("4000000000003220", { challengeCode: "1234" });
    await vi.waitFor(async () => expect((await right.status()).status).toBe("completed"));

    const wrong = await buyer();
    await wrong.charge("4000000000003220", { challengeCode: "0000" });
    await vi.waitFor(async () =>
      expect(await wrong.status()).toMatchObject({ status: "failed", failureCode: "authentication_failed" }),
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
    await vi.waitFor(async () => expect((await status()).status).toBe("completed"));
    await t.app.sandboxProcessor?.refund(payment.id);
    await vi.waitFor(async () => expect((await status()).status).toBe("refunded"));
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
