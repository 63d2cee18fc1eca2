import { BadgeLabel } from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { sendSandboxWebhook } from "../../test/sandbox-webhook.ts";
import { SETTLES } from "../../test/settles.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FIRST_PURCHASE_OFFER = 10;
const STACK = 2;
const CARD = 1;

async function player() {
  const { playerId, cookie } = await signUpPlayer(t.app, "cashier");
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: "GET", url, headers: { cookie, ...headers } })).json();
  const purchase = (packageId: number, key: string | null, methodId = CARD) =>
    t.app.inject({
      method: "POST",
      url: "/rest/cashier/purchase/",
      headers: { cookie, ...SAME_SITE, ...(key ? { "idempotency-key": key } : {}) },
      payload: { packageId, methodId },
    });
  /** Buys a package and pays it with the success card, as the card form would. */
  const buy = async (packageId: number, key: string) => {
    const payment = (await purchase(packageId, key)).json().data;
    await t.app.inject({
      method: "POST",
      url: "/rest/payments/sandbox/charge/",
      headers: { cookie, ...SAME_SITE },
      payload: { paymentId: payment.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    await vi.waitFor(
      async () => expect((await get(`/rest/payments/${payment.id}/`)).data.status).toBe("completed"),
      SETTLES,
    );
  };
  return { playerId, cookie, get, purchase, buy };
}

describe("quick buy and bonus offers", () => {
  it("lists the ladder, the first-purchase and limited offers, bundles apart and the payment methods, in the visitor's language", async () => {
    const sets = (await t.app.inject({ method: "GET", url: "/rest/available-sets/check/" })).json().data;
    expect(sets.packages.map((item: { id: number }) => item.id)).toEqual([
      FIRST_PURCHASE_OFFER,
      1,
      2,
      3,
      4,
      5,
      20,
    ]);
    expect(sets.promoOffers).toEqual({
      bundle: [expect.objectContaining({ id: 30, offerType: "bundle" })],
      extraWheel: [expect.objectContaining({ id: 40, offerType: "extra_wheel", bonusPercent: 0 })],
    });
    expect(sets.methods).toEqual([
      { id: 1, kind: "card" },
      { id: 2, kind: "bank_transfer" },
    ]);
    expect(sets.packages[0]).toMatchObject({
      title: "Welcome offer",
      priceMinor: 999,
      coins: 250_000_000,
      entries: 1_000,
      bonusPercent: 150,
      badge: "first_purchase",
      offerType: "first_purchase",
      endsAt: null,
    });
    const spanish = await t.app.inject({
      method: "GET",
      url: "/rest/available-sets/check/",
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().data.packages[0].title).toBe("Oferta de bienvenida");

    const bonuses = (await t.app.inject({ method: "GET", url: "/rest/bonus-offer/get-bonuses/" })).json().data
      .bonuses;
    expect(bonuses.map((offer: { package: { id: number } }) => offer.package.id)).toEqual([
      FIRST_PURCHASE_OFFER,
      20,
      30,
    ]);
    expect(bonuses[0].bonusCoins).toBe(150_000_000);
  });

  it("features the first-purchase offer in app init until the first purchase completes, then the best limited offer", async () => {
    const buyer = await player();
    const before = (await buyer.get("/rest/app/init/")).data;
    expect(before.popupPresetPackages.map((item: { id: number }) => item.id)).toEqual([2, 3, 4]);
    expect(before.popupPresetPackage.id).toBe(FIRST_PURCHASE_OFFER);
    expect(before.bannerPresetPackage.id).toBe(FIRST_PURCHASE_OFFER);
    expect(BadgeLabel.parse(JSON.parse(before.currentOffer.badgeLabel))).toEqual({
      badge: "first_purchase",
      bonusPercent: 150,
    });

    await buyer.buy(FIRST_PURCHASE_OFFER, "first-offer-1");
    const after = (await buyer.get("/rest/app/init/")).data;
    expect(after).toMatchObject({ hasDeposits: true, depositsCount: 1 });
    expect(after.popupPresetPackage.id).toBe(STACK);
    expect(after.currentOffer.id).toBe(20);
    expect(JSON.parse(after.currentOffer.badgeLabel)).toEqual({ badge: "limited", bonusPercent: 50 });
    const sets = (await buyer.get("/rest/available-sets/check/")).data;
    expect(sets.packages.map((item: { id: number }) => item.id)).not.toContain(FIRST_PURCHASE_OFFER);
    const again = await buyer.purchase(FIRST_PURCHASE_OFFER, "first-offer-2");
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe("PACKAGE_NOT_ON_SALE");
  });
});

describe("the first-purchase offer, once per player", () => {
  const OFFER_COINS = 250_000_000;
  const STANDARD_COINS = 100_000_000;

  const reviewOf = async (paymentId: string) =>
    (
      await t.database.db
        .select({ coins: payments.coins, reviewReasons: payments.reviewReasons })
        .from(payments)
        .where(eq(payments.id, paymentId))
    )[0];

  it("opens one checkout of the offer at a time: four at once give one checkout and three clear refusals", async () => {
    const buyer = await player();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => buyer.purchase(FIRST_PURCHASE_OFFER, `offer-at-once-${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        reason: "OFFER_CHECKOUT_OPEN",
        message:
          "You already have a checkout open for this offer. Finish paying it, or try again in an hour.",
      });
    }
    // The open checkout itself is answered again, and the ordinary packages stay on sale.
    const opened = answers.find((answer) => answer.statusCode === 200);
    const key = `offer-at-once-${answers.indexOf(opened as (typeof answers)[number])}`;
    expect((await buyer.purchase(FIRST_PURCHASE_OFFER, key)).json()).toEqual(opened?.json());
    expect((await buyer.purchase(STACK, "stack-beside-the-offer")).statusCode).toBe(200);
  });

  it("pays the offer's bonus once when four checkouts of it all complete, crediting the others at the standard rate and flagging them", async () => {
    const buyer = await player();
    // Three checkouts declined, each making room for the next; then the provider completes all four.
    const checkouts: string[] = [];
    for (let index = 0; index < 4; index++) {
      const answer = await buyer.purchase(FIRST_PURCHASE_OFFER, `offer-declined-${index}`);
      expect(answer.statusCode).toBe(200);
      checkouts.push(answer.json().data.id);
      if (index < 3) {
        expect((await sendSandboxWebhook(t, answer.json().data.id, "payment.failed")).statusCode).toBe(200);
      }
    }
    const coinsBefore = (await t.app.wallet.balances(buyer.playerId)).coins;
    const completions = await Promise.all(
      checkouts.map((paymentId) => sendSandboxWebhook(t, paymentId, "payment.completed")),
    );
    expect(completions.map((answer) => answer.json().status)).toEqual(Array(4).fill("completed"));

    const reviews = await Promise.all(checkouts.map(reviewOf));
    expect(reviews.filter((review) => review?.coins === OFFER_COINS)).toEqual([
      { coins: OFFER_COINS, reviewReasons: [] },
    ]);
    expect(reviews.filter((review) => review?.coins === STANDARD_COINS)).toEqual(
      Array(3).fill({ coins: STANDARD_COINS, reviewReasons: ["offer_already_used"] }),
    );
    expect((await t.app.wallet.balances(buyer.playerId)).coins).toBe(
      coinsBefore + OFFER_COINS + 3 * STANDARD_COINS,
    );
    // What each payment says it bought is what it credited.
    const paid = await Promise.all(checkouts.map((paymentId) => buyer.get(`/rest/payments/${paymentId}/`)));
    expect(paid.map((answer) => answer.data.coins).sort()).toEqual(
      [OFFER_COINS, STANDARD_COINS, STANDARD_COINS, STANDARD_COINS].sort(),
    );
  });

  it("credits the offer at the standard rate when another purchase completed first", async () => {
    const buyer = await player();
    const offer = (await buyer.purchase(FIRST_PURCHASE_OFFER, "offer-after-stack")).json().data;
    await buyer.buy(STACK, "stack-before-the-offer");
    await sendSandboxWebhook(t, offer.id, "payment.completed");
    expect(await reviewOf(offer.id)).toEqual({
      coins: STANDARD_COINS,
      reviewReasons: ["offer_already_used"],
    });
  });
});

describe("the purchase", () => {
  it("takes one payment per Idempotency-Key and answers a resend with the first answer, also once paid", async () => {
    const buyer = await player();
    const first = await buyer.purchase(STACK, "stack-purchase-1");
    expect(first.statusCode).toBe(200);
    const payment = first.json().data;
    expect(payment).toMatchObject({
      status: "created",
      packageId: String(STACK),
      offerType: "regular",
      methodId: CARD,
      priceMinor: 999,
      coins: 100_000_000,
      entries: 1_000,
      checkoutUrl: `/cashIframe?paymentId=${payment.id}`,
    });
    const resent = await buyer.purchase(STACK, "stack-purchase-1");
    expect(resent.body).toBe(first.body);
    // Paid meanwhile: a resend still answers the first answer, byte for byte.
    await sendSandboxWebhook(t, payment.id, "payment.completed");
    const afterPaying = await buyer.purchase(STACK, "stack-purchase-1");
    expect(afterPaying.body).toBe(first.body);
    const reused = await buyer.purchase(3, "stack-purchase-1");
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses a purchase without a key, of an unknown package, with an unknown method, or from a guest", async () => {
    const buyer = await player();
    expect((await buyer.purchase(STACK, null)).statusCode).toBe(400);
    expect((await buyer.purchase(STACK, "short")).statusCode).toBe(400);
    const unknown = await buyer.purchase(999, "unknown-package");
    expect(unknown.statusCode).toBe(404);
    const method = await buyer.purchase(STACK, "unknown-method", 9);
    expect(method.statusCode).toBe(400);
    expect(method.json().error.reason).toBe("PAYMENT_METHOD_UNKNOWN");
    const guest = await t.app.inject({
      method: "POST",
      url: "/rest/cashier/purchase/",
      headers: { ...SAME_SITE, "idempotency-key": "guest-purchase" },
      payload: { packageId: STACK, methodId: CARD },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses ids the package and method columns cannot hold with a 400 naming the field, taking no payment", async () => {
    const buyer = await player();
    const tooBig = 2_147_483_648;
    for (const [answer, field] of [
      [await buyer.purchase(tooBig, "package-too-big"), "body.packageId"],
      [await buyer.purchase(STACK, "method-too-big", tooBig), "body.methodId"],
    ] as const) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual([{ path: field, message: "Must be at most 2147483647" }]);
    }
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as count from payments where player_id = ${buyer.playerId}`,
    )) as unknown as { rows: { count: number }[] };
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it("refuses a purchase over the daily limit with the reset time, counting checkouts still open", async () => {
    const buyer = await player();
    const limit = await t.app.inject({
      method: "POST",
      url: "/rest/player/purchase-limits/",
      headers: { cookie: buyer.cookie, ...SAME_SITE },
      payload: { period: "day", amount: 2_500 },
    });
    expect(limit.json().data.outcome).toBe("applied");
    await buyer.buy(STACK, "limit-paid");
    expect((await buyer.purchase(STACK, "limit-open")).statusCode).toBe(200);

    const over = await buyer.purchase(STACK, "limit-over");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.reason).toBe("PURCHASE_LIMIT_REACHED");
    expect(over.json().error.message).toMatch(
      /daily purchase limit of \$25\.00 .*resets on \d{4}-\d{2}-\d{2} at 00:00 UTC/,
    );
    // A resend of a purchase already taken is the same purchase, not a new one over the limit.
    expect((await buyer.purchase(STACK, "limit-open")).statusCode).toBe(200);
  });

  it("lets concurrent purchases past a limit only as far as it reaches", async () => {
    const buyer = await player();
    await t.app.inject({
      method: "POST",
      url: "/rest/player/purchase-limits/",
      headers: { cookie: buyer.cookie, ...SAME_SITE },
      payload: { period: "week", amount: 3_000 },
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => buyer.purchase(STACK, `parallel-${index}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
  });
});

describe("paying by bank transfer", () => {
  it("completes on the bank's approval, fails on its decline, and takes no card for it", async () => {
    const buyer = await player();
    const transfer = (paymentId: string, approve: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/rest/payments/sandbox/bank-transfer/",
        headers: { cookie: buyer.cookie, ...SAME_SITE },
        payload: { paymentId, approve },
      });
    const declined = (await buyer.purchase(STACK, "bank-declined", 2)).json().data;
    const card = await t.app.inject({
      method: "POST",
      url: "/rest/payments/sandbox/charge/",
      headers: { cookie: buyer.cookie, ...SAME_SITE },
      payload: { paymentId: declined.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    expect(card.json().error.reason).toBe("PAYMENT_OTHER_METHOD");
    expect((await transfer(declined.id, false)).statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await buyer.get(`/rest/payments/${declined.id}/`)).data).toMatchObject({
          status: "failed",
          failureCode: "transfer_declined",
        }),
      SETTLES,
    );

    const coinsBefore = (await t.app.wallet.balances(buyer.playerId)).coins;
    const approved = (await buyer.purchase(STACK, "bank-approved", 2)).json().data;
    await transfer(approved.id, true);
    await vi.waitFor(
      async () => expect((await buyer.get(`/rest/payments/${approved.id}/`)).data.status).toBe("completed"),
      SETTLES,
    );
    expect((await t.app.wallet.balances(buyer.playerId)).coins).toBe(coinsBefore + 100_000_000);
  });
});

describe("the featured offer's realtime message", () => {
  it("tells the buyer's tabs that the first-purchase offer is gone, and says nothing of other purchases", async () => {
    const completed = (packageId: string, offerType: string) => ({
      id: 1,
      topic: "payment.completed",
      playerId: "player-1",
      payload: { paymentId: "pay-1", packageId, offerType, priceMinor: 999, coins: 1, entries: 1 },
      createdAt: t.clock.now(),
    });
    const invalid: unknown[] = [];
    const delivered = await withTransaction(t.database.db, (tx) =>
      t.app.events.deliver(
        tx,
        [completed(String(FIRST_PURCHASE_OFFER), "first_purchase"), completed(String(STACK), "regular")],
        (_event, error) => invalid.push(error),
      ),
    );
    expect(invalid).toEqual([]);
    const offerMessages = delivered.map((event) =>
      event.messages.filter((message) => message.type === "bannerOffer"),
    );
    expect(offerMessages).toEqual([
      [{ type: "bannerOffer", action: "hide", data: { offerId: String(FIRST_PURCHASE_OFFER) } }],
      [],
    ]);
  });
});
