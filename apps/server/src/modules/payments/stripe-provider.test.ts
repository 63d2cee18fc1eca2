import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type LocalStripeApi, startLocalStripeApi } from "../../test/local-stripe-api.ts";
import { signUpPlayer } from "../../test/players.ts";
import { STRIPE_SIGNATURE_HEADER } from "./stripe-provider.ts";

const WEBHOOK_SECRET = "whsec_reelhouse0test0secret";
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
let stripeApi: LocalStripeApi;
let t: TestApp;
beforeAll(async () => {
  stripeApi = await startLocalStripeApi();
  t = await buildTestApp({
    DEMO_DATA: "true",
    WELCOME_COINS: "0",
    WELCOME_ENTRIES: "0",
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: stripeApi.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeApi.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

// Stripe's own helper signs the test webhooks, so the check is the one Stripe's library makes.
const signer = new Stripe("sk_test_unused");
let events = 0;

function webhook(event: object, options: { secret?: string; at?: Date } = {}) {
  return signedWebhook(JSON.stringify({ object: "event", api_version: "2025-01-01", ...event }), options);
}

/** A body sent as it is, signed with the webhook's secret. */
function signedWebhook(payload: string, options: { secret?: string; at?: Date } = {}) {
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor((options.at ?? t.clock.now()).getTime() / 1000),
  });
  return t.app.inject({
    method: "POST",
    url: "/rest/payments/webhook/stripe/",
    headers: { "content-type": "application/json", [STRIPE_SIGNATURE_HEADER]: header },
    payload,
  });
}

const sessionEvent = (type: string, paymentId: string, session: object = {}) => ({
  id: `evt_${++events}`,
  type,
  data: {
    object: { id: `cs_${paymentId}`, object: "checkout.session", client_reference_id: paymentId, ...session },
  },
});

async function purchase(packageId = 2) {
  const { playerId, cookie } = await signUpPlayer(t.app, "stripe");
  const buy = () =>
    t.app.inject({
      method: "POST",
      url: "/rest/cashier/purchase/",
      headers: {
        cookie,
        ...SAME_SITE,
        "idempotency-key": `stripe-purchase-${playerId}`,
        "accept-language": "es",
      },
      payload: { packageId, methodId: 1 },
    });
  return { playerId, cookie, buy };
}

describe("the Stripe provider", () => {
  it("opens one Checkout Session per payment, priced and named as sold, returning to the player's cash pages", async () => {
    const { buy } = await purchase();
    const before = stripeApi.requests.length;
    const first = await buy();
    expect(first.statusCode).toBe(200);
    const payment = first.json().data;
    expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);

    const [request] = stripeApi.requests.slice(before);
    expect(request?.idempotencyKey).toBe(payment.id);
    const form = Object.fromEntries(request?.form ?? []);
    expect(form).toMatchObject({
      mode: "payment",
      client_reference_id: payment.id,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][product_data][name]": "Montón",
      "metadata[paymentId]": payment.id,
      "payment_intent_data[metadata][paymentId]": payment.id,
      success_url: `http://localhost:80/es/cash/success/?paymentId=${payment.id}`,
      cancel_url: `http://localhost:80/es/cash/failed/?paymentId=${payment.id}`,
      expires_at: String(Math.floor(t.clock.now().getTime() / 1000) + 3600),
    });

    // A resent purchase is the same payment and the same session: Stripe is not asked again.
    expect((await buy()).json().data).toEqual(payment);
    expect(stripeApi.requests.length).toBe(before + 1);
  });

  it("credits the package once on checkout.session.completed, however often Stripe sends it", async () => {
    const { playerId, buy } = await purchase();
    const payment = (await buy()).json().data;
    const completed = sessionEvent("checkout.session.completed", payment.id, { payment_status: "paid" });
    const answers = await Promise.all([webhook(completed), webhook(completed), webhook(completed)]);
    expect(answers.map((answer) => answer.json().status)).toEqual(["completed", "completed", "completed"]);
    expect(await t.app.wallet.balances(playerId)).toMatchObject({
      coins: 100_000_000,
      entries: { promotional: 1_000 },
    });
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("waits for a delayed payment method, then completes or fails with it", async () => {
    const later = await purchase();
    const paidLater = (await later.buy()).json().data;
    const unpaid = sessionEvent("checkout.session.completed", paidLater.id, { payment_status: "unpaid" });
    expect((await webhook(unpaid)).json().status).toBe("pending");
    expect(
      (await webhook(sessionEvent("checkout.session.async_payment_succeeded", paidLater.id))).json().status,
    ).toBe("completed");

    const bounced = await purchase();
    const failing = (await bounced.buy()).json().data;
    await webhook(sessionEvent("checkout.session.completed", failing.id, { payment_status: "unpaid" }));
    await webhook(sessionEvent("checkout.session.async_payment_failed", failing.id));
    expect(await t.app.payments.getPayment(bounced.playerId, failing.id)).toMatchObject({
      status: "failed",
      failureCode: "async_payment_failed",
    });

    const abandoned = await purchase();
    const expiring = (await abandoned.buy()).json().data;
    await webhook(sessionEvent("checkout.session.expired", expiring.id));
    expect((await t.app.payments.getPayment(abandoned.playerId, expiring.id)).failureCode).toBe("expired");
    expect((await t.app.wallet.balances(abandoned.playerId)).coins).toBe(0);
  });

  it("takes the package back on a full refund and leaves a partial one to the operator", async () => {
    const { playerId, buy } = await purchase();
    const payment = (await buy()).json().data;
    await webhook(sessionEvent("checkout.session.completed", payment.id, { payment_status: "paid" }));
    const charge = (refunded: number) => ({
      id: `evt_${++events}`,
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          amount: 999,
          amount_refunded: refunded,
          metadata: { paymentId: payment.id },
        },
      },
    });
    expect((await webhook(charge(500))).json()).toEqual({ success: true, status: "ignored" });
    expect((await webhook(charge(999))).json().status).toBe("refunded");
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("answers 400 to a signed body that is not JSON or not the event it names, changing nothing", async () => {
    const { playerId, buy } = await purchase();
    const payment = (await buy()).json().data;
    const completed = sessionEvent("checkout.session.completed", payment.id, { payment_status: "paid" });
    for (const unreadable of [
      await signedWebhook("not json {"),
      await signedWebhook("null"),
      await signedWebhook(JSON.stringify({ id: "evt_no_data", type: "checkout.session.completed" })),
      await webhook({ ...completed, data: { object: { client_reference_id: payment.id } } }),
      await webhook({ id: "evt_bad_charge", type: "charge.refunded", data: { object: { id: "ch_1" } } }),
    ]) {
      expect([unreadable.statusCode, unreadable.json().error.reason]).toEqual([400, "WEBHOOK_UNREADABLE"]);
    }
    expect((await t.app.payments.getPayment(playerId, payment.id)).status).toBe("created");
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("acknowledges events it does not act on and refuses a forged or stale signature", async () => {
    const { playerId, buy } = await purchase();
    const payment = (await buy()).json().data;
    const other = await webhook({
      id: "evt_other",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    expect(other.json()).toEqual({ success: true, status: "ignored" });

    const completed = sessionEvent("checkout.session.completed", payment.id, { payment_status: "paid" });
    const forged = await webhook(completed, { secret: "whsec_someone0else" });
    expect([forged.statusCode, forged.json().error.reason]).toEqual([401, "WEBHOOK_SIGNATURE"]);
    const stale = await webhook(completed, { at: new Date(t.clock.now().getTime() - 600_000) });
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/rest/payments/webhook/stripe/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.payments.getPayment(playerId, payment.id)).status).toBe("created");
    expect((await t.app.wallet.balances(playerId)).coins).toBe(0);
  });

  it("offers no sandbox forms when Stripe takes the payments", async () => {
    const { cookie } = await purchase();
    const charge = await t.app.inject({
      method: "POST",
      url: "/rest/payments/sandbox/charge/",
      headers: { cookie, ...SAME_SITE },
      payload: { paymentId: "x", cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    expect(charge.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/rest/available-sets/check/" })).json().data.methods,
    ).toEqual([{ id: 1, kind: "card" }]);
  });
});

describe("Stripe settings", () => {
  it("refuses to start with Stripe chosen but its secrets missing", () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "" })).toThrow(
      /STRIPE_SECRET_KEY: missing[\s\S]*STRIPE_WEBHOOK_SECRET: missing/,
    );
  });
});
