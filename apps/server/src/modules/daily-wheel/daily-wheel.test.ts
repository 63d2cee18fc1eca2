/**
 * The daily wheel through its endpoints: a new player's free spin pays once a day however it is
 * asked (a resent key, a double click, two tabs at once); a completed purchase gives one booster
 * spin; every spin is drawn from the player's seed pair and replays from the revealed seeds; bad
 * requests, guests and themes without the wheel change nothing. The ledger audit stays clean.
 */
import { checkNonceSequence, pickWeighted } from "@reelhouse/games";
import { fairDraw, hashServerSeed } from "@reelhouse/games/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withTransaction } from "../../db/transaction.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";

/** A payment's event is heard after its request answers: on a busy machine, seconds later. */

const DAY_MS = 24 * 60 * 60 * 1000;
const TAO = "tao.localhost";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

function info(player: TestPlayer, host?: string) {
  return t.app.inject({
    method: "GET",
    url: "/rest/daily-wheel/info/",
    headers: { cookie: player.cookie, ...(host ? { host } : {}) },
  });
}

function spin(player: TestPlayer, kind: unknown, key: string | null, host?: string) {
  return t.app.inject({
    method: "POST",
    url: "/rest/daily-wheel/spin/",
    headers: {
      cookie: player.cookie,
      ...(key ? { "idempotency-key": key } : {}),
      ...(host ? { host } : {}),
    },
    payload: { kind },
  });
}

/** The fairness page's listing of a seed pair's rounds and draws. */
function pairListing(player: TestPlayer, serverSeedHash: string) {
  return t.app.inject({
    method: "GET",
    url: `/rest/fairness/pairs/${serverSeedHash}/rounds/`,
    headers: { cookie: player.cookie },
  });
}

async function wheelTransactions(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/transactions/?kind=daily_wheel_prize",
    headers: { cookie: player.cookie },
  });
  return response.json().data.transactions as { coins: number; entries: number }[];
}

async function spinCount(playerId: string): Promise<number> {
  const rows = await t.database.db.execute(
    sql`select count(*)::int as n from daily_wheel_spins where player_id = ${playerId}`,
  );
  return (rows.rows[0] as { n: number }).n;
}

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
/** The demo's cheapest coin package, and its extra wheel offer. */
const POCKET = 1;
const EXTRA_WHEEL = 40;

/** Buys a package in the cashier and pays it with the sandbox's success card; answers the payment's id. */
async function buyPackage(player: TestPlayer, packageId = POCKET): Promise<string> {
  const purchase = await t.app.inject({
    method: "POST",
    url: "/rest/cashier/purchase/",
    headers: {
      cookie: player.cookie,
      ...SAME_SITE,
      "idempotency-key": `buy-${packageId}-${player.playerId}`,
    },
    payload: { packageId, methodId: 1 },
  });
  expect(purchase.statusCode, purchase.body).toBe(200);
  const payment = purchase.json().data;
  await t.app.inject({
    method: "POST",
    url: "/rest/payments/sandbox/charge/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload: { paymentId: payment.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
  });
  return payment.id;
}

describe("the daily wheel", () => {
  it("shows a new player three wheels with published odds and today's free spin", async () => {
    const player = await signUpPlayer(t.app, "wheel-new");
    const response = await info(player);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ isActive: true, isDailyAvailable: true, boosterSpins: 0, extraSpins: 0 });
    expect(data.wheels.map((wheel: { kind: string }) => wheel.kind)).toEqual(["daily", "booster", "extra"]);
    for (const wheel of data.wheels as { segments: { weight: number; odds: number }[] }[]) {
      const total = wheel.segments.reduce((sum, segment) => sum + segment.weight, 0);
      for (const segment of wheel.segments) expect(segment.odds).toBeCloseTo(segment.weight / total, 12);
    }
  });

  it("pays one daily spin: a resent key answers it, another key the same day is refused, the next day spins again", async () => {
    const player = await signUpPlayer(t.app, "wheel-daily");
    const first = await spin(player, "daily", "daily-spin-0001");
    expect(first.statusCode, first.body).toBe(200);
    const { spin: spun, info: after } = first.json().data;
    expect(after.isDailyAvailable).toBe(false);
    const again = await spin(player, "daily", "daily-spin-0001");
    expect(again.json().data.spin).toEqual(spun);
    const other = await spin(player, "daily", "daily-spin-0002");
    expect(other.statusCode).toBe(409);
    expect(other.json().error.reason).toBe("WHEEL_NOT_AVAILABLE");
    const paid = await wheelTransactions(player);
    expect(paid).toHaveLength(spun.prize.coins > 0 || spun.prize.entries > 0 ? 1 : 0);
    const balances = await t.app.wallet.balances(player.playerId);
    expect(balances.coins).toBe(spun.prize.coins);

    t.clock.advance(DAY_MS);
    player.cookie = await signInAgain(t.app, player);
    const tomorrow = await spin(player, "daily", "daily-spin-0003");
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    expect(await spinCount(player.playerId)).toBe(2);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("spins once when two tabs spin at the same moment, with the same key or with two", async () => {
    const player = await signUpPlayer(t.app, "wheel-twins");
    const same = await Promise.all([
      spin(player, "daily", "twin-key-0001"),
      spin(player, "daily", "twin-key-0001"),
    ]);
    expect(same.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(same[0]?.json().data.spin.spinId).toBe(same[1]?.json().data.spin.spinId);

    const other = await signUpPlayer(t.app, "wheel-twins-2");
    const two = await Promise.all([
      spin(other, "daily", "twin-key-0002"),
      spin(other, "daily", "twin-key-0003"),
    ]);
    expect(two.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await spinCount(player.playerId)).toBe(1);
    expect(await spinCount(other.playerId)).toBe(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("draws from the player's seed pair: the spin replays from the revealed seed, and its nonce is the pair's", async () => {
    const player = await signUpPlayer(t.app, "wheel-fair");
    const { spin: spun } = (await spin(player, "daily", "fair-spin-0001")).json().data;
    expect(spun.fairness.serverSeed).toBeNull();
    const { rounds, played, draws } = (await pairListing(player, spun.fairness.serverSeedHash)).json().data;
    expect(draws).toEqual([
      {
        drawId: spun.fairness.drawId,
        nonce: spun.fairness.nonce,
        purpose: "dailyWheel:daily",
        weights: expect.any(Array),
        pick: spun.segment,
        createdAt: expect.any(String),
      },
    ]);
    expect(
      checkNonceSequence(
        [...played, ...draws].map((taken: { nonce: number }) => taken.nonce),
        rounds,
      ).isContinuous,
    ).toBe(true);

    const rotated = await t.app.inject({
      method: "POST",
      url: "/rest/fairness/rotate/",
      headers: { cookie: player.cookie },
      payload: {},
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const revealed = (await info(player)).json().data.spins[0];
    const { serverSeed, serverSeedHash, clientSeed, nonce } = revealed.fairness;
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
    expect(pickWeighted(fairDraw({ serverSeed, clientSeed, nonce, step: 0 }), revealed.weights)).toBe(
      spun.segment,
    );
    const wheel = (await info(player)).json().data.wheels[0];
    expect(revealed.prize.coins).toBe(wheel.segments[spun.segment].prize.coins);
    // The pair's listing on the fairness page carries what replays the spin, as the wheel's does.
    const [listed] = (await pairListing(player, serverSeedHash)).json().data.draws;
    expect(listed.weights).toEqual(revealed.weights);
    expect(
      pickWeighted(fairDraw({ serverSeed, clientSeed, nonce: listed.nonce, step: 0 }), listed.weights),
    ).toBe(listed.pick);
  });

  it("lists a player's wheel spins only to that player, and only with the pair they drew from", async () => {
    const player = await signUpPlayer(t.app, "wheel-own-draws");
    const other = await signUpPlayer(t.app, "wheel-other-draws");
    const mine = (await spin(player, "daily", "own-draws-0001")).json().data.spin.fairness;
    const theirs = (await spin(other, "daily", "own-draws-0002")).json().data.spin.fairness;
    expect((await pairListing(other, mine.serverSeedHash)).statusCode).toBe(404);
    const listing = (await pairListing(other, theirs.serverSeedHash)).json().data;
    expect(listing.draws.map((draw: { drawId: string }) => draw.drawId)).toEqual([theirs.drawId]);
    // After the player's rotation, the new pair lists none of the old pair's spins.
    await t.app.inject({
      method: "POST",
      url: "/rest/fairness/rotate/",
      headers: { cookie: player.cookie },
      payload: {},
    });
    const seeds = (
      await t.app.inject({ method: "GET", url: "/rest/fairness/", headers: { cookie: player.cookie } })
    ).json().data;
    expect((await pairListing(player, seeds.serverSeedHash)).json().data.draws).toEqual([]);
    expect((await pairListing(player, mine.serverSeedHash)).json().data.draws).toHaveLength(1);
  });

  it("gives one booster spin per completed purchase, spun once", async () => {
    const player = await signUpPlayer(t.app, "wheel-booster");
    const refused = await spin(player, "booster", "booster-spin-0000");
    expect(refused.statusCode).toBe(409);
    const paymentId = await buyPackage(player);
    await vi.waitFor(async () => expect((await info(player)).json().data.boosterSpins).toBe(1), SETTLES);
    // The completion heard again gives nothing more.
    const again = await withTransaction(t.database.db, (tx) =>
      t.app.dailyWheel
        .within(tx)
        .grantSpin({ playerId: player.playerId, kind: "booster", source: `payment:${paymentId}` }),
    );
    expect(again).toBe(false);
    const features = await t.app.inject({
      method: "GET",
      url: "/rest/features-games-info/info/",
      headers: { cookie: player.cookie },
    });
    expect(features.json().data.boosterWheel.wheels).toHaveLength(1);
    expect(features.json().data.availableWheel.data.boosterSpins).toBe(1);

    const boosted = await spin(player, "booster", "booster-spin-0001");
    expect(boosted.statusCode, boosted.body).toBe(200);
    expect(boosted.json().data.info.boosterSpins).toBe(0);
    expect((await spin(player, "booster", "booster-spin-0002")).statusCode).toBe(409);
    // Its own spin leaves the daily one in place.
    expect(boosted.json().data.info.isDailyAvailable).toBe(true);
  });

  it("sells an extra spin in the cashier's quick buy, given when its payment completes", async () => {
    const player = await signUpPlayer(t.app, "wheel-extra");
    const sets = await t.app.inject({ method: "GET", url: "/rest/available-sets/check/" });
    expect(sets.json().data.promoOffers.extraWheel).toEqual([
      expect.objectContaining({ id: EXTRA_WHEEL, offerType: "extra_wheel", priceMinor: 199 }),
    ]);
    await buyPackage(player, EXTRA_WHEEL);
    await vi.waitFor(async () => expect((await info(player)).json().data.extraSpins).toBe(1), SETTLES);
    const waiting = (await info(player)).json().data;
    expect(waiting.boosterSpins).toBe(0);
    const features = await t.app.inject({
      method: "GET",
      url: "/rest/features-games-info/info/",
      headers: { cookie: player.cookie },
    });
    expect(features.json().data.extraWheel).toHaveLength(1);
    const extra = await spin(player, "extra", "extra-spin-0001");
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().data.spin.kind).toBe("extra");
    expect(extra.json().data.info.extraSpins).toBe(0);
    expect((await spin(player, "extra", "extra-spin-0002")).statusCode).toBe(409);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("leaves nothing behind when the prize is refused: no spin, no draw, the seed pair's nonce untouched", async () => {
    const player = await signUpPlayer(t.app, "wheel-blocked");
    const nonceBefore = (await t.app.studio.fairness(player.playerId)).nextNonce;
    await t.database.db.execute(
      sql`update players set account_status = 'BLOCKED' where id = ${player.playerId}`,
    );
    const refused = await spin(player, "daily", "blocked-spin-0001");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe("ACCOUNT_BLOCKED");
    expect(await spinCount(player.playerId)).toBe(0);
    const draws = await t.database.db.execute(
      sql`select count(*)::int as n from promotion_draws where player_id = ${player.playerId}`,
    );
    expect((draws.rows[0] as { n: number }).n).toBe(0);
    expect((await t.app.studio.fairness(player.playerId)).nextNonce).toBe(nonceBefore);
    expect(await wheelTransactions(player)).toEqual([]);
  });

  it("refuses guests, bad requests and themes without the wheel, changing nothing", async () => {
    const guest = await t.app.inject({
      method: "POST",
      url: "/rest/daily-wheel/spin/",
      headers: { "idempotency-key": "guest-spin-0001" },
      payload: { kind: "daily" },
    });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/rest/daily-wheel/info/" })).statusCode).toBe(401);

    const player = await signUpPlayer(t.app, "wheel-bad");
    expect((await spin(player, "mega", "bad-kind-0001")).statusCode).toBe(400);
    expect((await spin(player, "daily", null)).statusCode).toBe(400);
    expect((await spin(player, "daily", "x")).statusCode).toBe(400);
    const spun = await spin(player, "daily", "reuse-key-0001");
    expect(spun.statusCode).toBe(200);
    const reused = await spin(player, "booster", "reuse-key-0001");
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await spinCount(player.playerId)).toBe(1);

    await t.database.db.execute(
      sql`update promotion_settings set is_active = false where theme = 'tao' and promotion = 'dailyWheel'`,
    );
    t.clock.advance(60_000);
    const other = await signUpPlayer(t.app, "wheel-tao");
    expect((await info(other, TAO)).json().data).toMatchObject({ isActive: false, wheels: [] });
    const off = await spin(other, "daily", "tao-spin-0001", TAO);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.reason).toBe("PROMOTION_NOT_ACTIVE");
    const features = await t.app.inject({
      method: "GET",
      url: "/rest/features-games-info/info/",
      headers: { cookie: other.cookie, host: TAO },
    });
    expect(features.json().data.availableWheel.data).toBeNull();
    expect(await spinCount(other.playerId)).toBe(0);
  });
});
