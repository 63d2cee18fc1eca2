/**
 * The scratch-card lottery through its endpoints: a completed purchase gives one card however often
 * its event is heard; play gives a card per coins staked in the day, after its wait; opening a card
 * pays the prize drawn when it was issued once, even from many tabs at once; a card of someone else,
 * not yet available or expired is refused with nothing paid; a theme that does not run it answers
 * inactive; a guest is asked to sign in. Every prize is one transaction from the lottery's budget.
 */
import { randomUUID } from "node:crypto";
import { minor } from "@reelhouse/contract";
import { STANDARD_BET } from "@reelhouse/contract/economy";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";
import { drawPrize } from "./service.ts";

/** A payment's event is heard after its request answers: on a busy machine, seconds later. */

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const STACK = 2;
const CARD = 1;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", WELCOME_COINS: "1000000" });
});
afterAll(() => t.close());

/** A request as the player, signed in again when their session went idle while the clock moved. */
async function as(
  player: TestPlayer,
  request: { method: "GET" | "POST"; url: string; payload?: object; host?: string; key?: string },
) {
  const send = () =>
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        cookie: player.cookie,
        ...SAME_SITE,
        ...(request.host ? { host: request.host } : {}),
        ...(request.key ? { "idempotency-key": request.key } : {}),
      },
      ...(request.payload ? { payload: request.payload } : {}),
    });
  let response = await send();
  if (response.statusCode === 401) {
    player.cookie = await signInAgain(t.app, player);
    response = await send();
  }
  return response;
}

async function lottery(player: TestPlayer, host?: string) {
  const response = await as(player, { method: "GET", url: "/rest/scratch-card-lottery/get/", host });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const open = (player: TestPlayer, cardId: string) =>
  as(player, { method: "POST", url: "/rest/scratch-card-lottery/open/", payload: { cardId } });

async function prizeTransactions(player: TestPlayer) {
  const response = await as(player, {
    method: "GET",
    url: "/rest/player/transactions/?kind=scratch_card_prize",
  });
  return response.json().data.transactions as { coins: number; entries: number }[];
}

/** Buys the Stack package and pays in the sandbox's form; answers once the purchase's events are heard. */
async function buy(player: TestPlayer) {
  const purchase = await as(player, {
    method: "POST",
    url: "/rest/cashier/purchase/",
    payload: { packageId: STACK, methodId: CARD },
    key: randomUUID(),
  });
  expect(purchase.statusCode, purchase.body).toBe(200);
  const payment = purchase.json().data as { id: string };
  await t.app.inject({
    method: "POST",
    url: "/rest/payments/sandbox/charge/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload: { paymentId: payment.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
  });
  await vi.waitFor(async () => {
    await t.app.realtime.flush();
    expect((await lottery(player)).cards).toHaveLength(1);
  }, SETTLES);
  return payment.id;
}

describe("scratch cards", () => {
  it("asks a guest to sign in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/scratch-card-lottery/get/" });
    expect(response.statusCode).toBe(401);
    const opening = await t.app.inject({
      method: "POST",
      url: "/rest/scratch-card-lottery/open/",
      headers: SAME_SITE,
      payload: { cardId: "x" },
    });
    expect(opening.statusCode).toBe(401);
  });

  it("tells a new player how cards are earned, with the published odds", async () => {
    const player = await signUpPlayer(t.app, "scratch-new");
    const data = await lottery(player);
    expect(data).toMatchObject({ isActive: true, name: "scratchCards", finishedAt: null, cards: [] });
    expect(data.earning).toMatchObject({ perPurchase: 1, stakePerCard: STANDARD_BET.coins * 50 });
    const chances = data.prizes.reduce((sum: number, prize: { chance: number }) => sum + prize.chance, 0);
    expect(chances).toBeCloseTo(100, 1);
    const page = await as(player, { method: "GET", url: "/rest/page/promotions/" });
    expect(page.json().payload.promotions).toContainEqual({
      promotion: "scratchCards",
      state: "empty",
      availableAt: null,
      prize: null,
    });
  });

  it("gives a completed purchase one card, not again when its event is heard again", async () => {
    const player = await signUpPlayer(t.app, "scratch-buyer");
    // The settings' held copy has run out: the purchase's event reads them in the relay's transaction.
    t.clock.advance(60_000);
    await buy(player);
    const [card] = (await lottery(player)).cards;
    expect(card).toMatchObject({ status: "available", source: "purchase", prize: null, timer: 0 });
    const page = await as(player, { method: "GET", url: "/rest/page/promotions/" });
    expect(page.json().payload.promotions).toContainEqual(
      expect.objectContaining({ promotion: "scratchCards", state: "available" }),
    );
    // As after a crash between the handler's commit and the publication: every event goes again.
    await t.app.db.update(outboxEvents).set({ deliveredAt: null });
    await t.app.realtime.flush();
    const again = await lottery(player);
    expect(again.cards.map((each: { id: string }) => each.id)).toEqual([card.id]);
    expect(again.finishedAt).toBe(card.finishedAt);
    // The player's tabs were told once, when the card was issued, not when the event came again.
    const told = await t.app.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, "scratch-cards.issued"), eq(outboxEvents.playerId, player.playerId)));
    expect(told.map((event) => event.payload)).toEqual([{ paymentId: expect.any(String), count: 1 }]);
  });

  it("pays a card's prize once, however many tabs open it at once, and answers the same prize again", async () => {
    const player = await signUpPlayer(t.app, "scratch-opener");
    await buy(player);
    const [card] = (await lottery(player)).cards;
    const [stored] = (
      await t.database.db.execute<{ coins: string; entries: string }>(
        sql`select coins, entries from scratch_cards where id = ${card.id}`,
      )
    ).rows;
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(player, card.id)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().card).toMatchObject({
        id: card.id,
        status: "opened",
        prize: { coins: Number(stored?.coins), entries: Number(stored?.entries) },
      });
    }
    const again = await open(player, card.id);
    expect(again.json().card.prize).toEqual(answers[0]?.json().card.prize);
    const paid = await prizeTransactions(player);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ coins: Number(stored?.coins), entries: Number(stored?.entries) });
    expect((await lottery(player)).finishedAt).toBeNull();
  });

  it("refuses someone else's card, an unknown one and an expired one, paying nothing", async () => {
    const owner = await signUpPlayer(t.app, "scratch-owner");
    const other = await signUpPlayer(t.app, "scratch-other");
    await buy(owner);
    const [card] = (await lottery(owner)).cards;
    const foreign = await open(other, card.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.reason).toBe("SCRATCH_CARD_NOT_FOUND");
    expect((await open(other, "no-such-card")).statusCode).toBe(404);
    expect((await open(owner, "")).statusCode).toBe(400);

    t.clock.advance(7 * 24 * HOUR_MS + 1);
    const expired = await open(owner, card.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.reason).toBe("SCRATCH_CARD_NOT_AVAILABLE");
    expect((await lottery(owner)).cards[0].status).toBe("expired");
    expect(await prizeTransactions(owner)).toEqual([]);
    expect(await prizeTransactions(other)).toEqual([]);
  });

  it("gives a card per coins staked in the day, scratchable after its wait, at most three a day", async () => {
    const player = await signUpPlayer(t.app, "scratch-player");
    const stakePerCard = STANDARD_BET.coins * 50;
    const stake = async (amount: number) => {
      const round = { gameId: "scratch-test", roundId: randomUUID() };
      await t.app.wallet.bet(player.playerId, "coins", minor("coins", amount), `bet:${round.roundId}`, round);
    };
    await stake(stakePerCard - 1);
    expect((await lottery(player)).cards).toEqual([]);
    await stake(1);
    const [card] = (await lottery(player)).cards;
    expect(card).toMatchObject({ status: "ready_for_activate", source: "play", timer: 15 * 60_000 });
    const early = await open(player, card.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.reason).toBe("SCRATCH_CARD_NOT_AVAILABLE");

    await stake(stakePerCard * 5);
    expect((await lottery(player)).cards).toHaveLength(3);
    t.clock.advance(15 * 60_000);
    expect((await open(player, card.id)).statusCode).toBe(200);
    expect(await prizeTransactions(player)).toHaveLength(1);
  });

  it("answers inactive on a theme that does not run it, and names magic box where a theme calls it so", async () => {
    const player = await signUpPlayer(t.app, "scratch-themes");
    const init = await as(player, { method: "GET", url: "/rest/app/init/", host: "tao.localhost" });
    expect(init.json().data).toMatchObject({
      magicBox: { isActive: true },
      scratchCardLottery: { isActive: false },
    });
    expect((await lottery(player, "tao.localhost")).name).toBe("magicBox");

    await t.database.db.execute(
      sql`update promotion_settings set is_active = false where theme = 'tao' and promotion = 'scratchCards'`,
    );
    t.clock.advance(60_000); // past the settings' holding time
    expect(await lottery(player, "tao.localhost")).toMatchObject({ isActive: false, cards: [] });
    const features = await as(player, {
      method: "GET",
      url: "/rest/features-games-info/info/",
      host: "tao.localhost",
    });
    expect(features.json().data.statusFeatures["scratch-card-lottery-info"]).toEqual({ isActive: false });
    const off = await as(player, { method: "GET", url: "/rest/app/init/", host: "tao.localhost" });
    expect(off.json().data).toMatchObject({
      magicBox: { isActive: false },
      scratchCardLottery: { isActive: false },
    });
    const elsewhere = await as(player, { method: "GET", url: "/rest/features-games-info/info/" });
    expect(elsewhere.json().data.statusFeatures["scratch-card-lottery-info"]).toEqual({ isActive: true });
  });
});

describe("the draw", () => {
  it("picks each prize for exactly its weight's share of tickets", () => {
    const table = [
      { coins: 1, entries: 0, weight: 2 },
      { coins: 2, entries: 0, weight: 3 },
    ];
    const picked = Array.from({ length: 5 }, (_, ticket) => drawPrize(table, () => ticket).coins);
    expect(picked).toEqual([1, 1, 2, 2, 2]);
  });
});
