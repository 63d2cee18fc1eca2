/**
 * Deposit streak through its endpoints and real purchases (the cashier, the sandbox's card form,
 * the payments module's events heard through the outbox relay): purchases on consecutive local days
 * fill steps, a missed day starts again, a refunded purchase stops counting, each step pays once
 * however often and from however many tabs it is claimed, and the theme's switch turns it all off.
 * The ledger audit stays clean.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";

/** A payment's event is heard after its request answers: on a busy machine, seconds later. */

const DAY_MS = 24 * 60 * 60 * 1000;
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const STACK = 2;
const CARD = 1;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(() => t.close());

function call(player: TestPlayer, path: string) {
  return t.app.inject({
    method: "GET",
    url: `/rest/deposit-streak/${path}`,
    headers: { cookie: player.cookie },
  });
}

async function info(player: TestPlayer) {
  const response = await call(player, "info/");
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Buys the Stack package by card in the sandbox; answers once the streak has heard of it. */
async function buy(player: TestPlayer): Promise<string> {
  const purchase = await t.app.inject({
    method: "POST",
    url: "/rest/cashier/purchase/",
    headers: { cookie: player.cookie, ...SAME_SITE, "idempotency-key": randomUUID() },
    payload: { packageId: STACK, methodId: CARD },
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
    const rows = await t.database.db.execute(
      sql`select 1 from deposit_streak_purchases where payment_id = ${payment.id}`,
    );
    expect(rows.rows).toHaveLength(1);
  }, SETTLES);
  return payment.id;
}

/** Moves the clock, and signs the player in again as they would after a day away. */
async function later(player: TestPlayer, ms: number): Promise<void> {
  t.clock.advance(ms);
  player.cookie = await signInAgain(t.app, player);
}

async function streakTransactions(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/transactions/?kind=deposit_streak_prize",
    headers: { cookie: player.cookie },
  });
  return response.json().data.transactions as { coins: number; entries: number }[];
}

describe("deposit streak", () => {
  it("fills a step per purchase day in a row, shows every step's prize in advance and pays the one shown", async () => {
    const player = await signUpPlayer(t.app, "streak-days");
    const fresh = await info(player);
    expect(fresh).toMatchObject({
      isActive: true,
      finishedAt: null,
      steps: 5,
      filledSteps: 0,
      group: "newcomer",
    });
    const shown = (await call(player, "wheels-prizes/")).json().data;
    expect(shown.group).toBe("newcomer");
    expect(shown.prizes.map((prize: { step: number }) => prize.step)).toEqual([1, 2, 3, 4, 5]);

    await buy(player);
    const first = await info(player);
    expect(first).toMatchObject({ filledSteps: 1, purchasedToday: true });
    expect(first.prizes.map((step: { state: string }) => step.state)).toEqual([
      "claimable",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    // The streak breaks at the end of tomorrow unless the player buys again.
    expect(Date.parse(first.finishedAt) - Date.parse(first.dayEndsAt)).toBe(DAY_MS);

    const claim = await call(player, "apply-prize/?step=1");
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().prize).toEqual(shown.prizes[0]);
    expect(claim.json().data.prizes[0].state).toBe("claimed");
    expect(await streakTransactions(player)).toEqual([
      expect.objectContaining({ coins: shown.prizes[0].coins }),
    ]);

    await later(player, DAY_MS);
    const waiting = await info(player);
    expect(waiting).toMatchObject({ filledSteps: 1, purchasedToday: false, finishedAt: waiting.dayEndsAt });
    await buy(player);
    expect(await info(player)).toMatchObject({ filledSteps: 2, purchasedToday: true });
    // A second purchase the same day fills nothing more.
    await buy(player);
    expect((await info(player)).filledSteps).toBe(2);
    // Each purchase counted once becomes the player's realtime message, also when the relay runs again.
    await t.database.db.execute(sql`update outbox_events set delivered_at = null`);
    await t.app.realtime.flush();
    const counted = await t.database.db.execute(
      sql`select payload from outbox_events where topic = 'deposit-streak.purchase-counted' and player_id = ${player.playerId}`,
    );
    expect(counted.rows).toHaveLength(3);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("starts again after a day without a purchase", async () => {
    const player = await signUpPlayer(t.app, "streak-missed");
    await buy(player);
    await later(player, DAY_MS);
    await buy(player);
    expect((await info(player)).filledSteps).toBe(2);
    await later(player, 2 * DAY_MS);
    expect(await info(player)).toMatchObject({ filledSteps: 0, finishedAt: null });
    await buy(player);
    const again = await info(player);
    expect(again.filledSteps).toBe(1);
    expect(again.prizes[0].state).toBe("claimable");
  });

  it("pays a step once when it is claimed many times at once", async () => {
    const player = await signUpPlayer(t.app, "streak-tabs");
    await buy(player);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(player, "apply-prize/?step=1")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const prizes = answers.map((answer) => answer.json().prize);
    for (const prize of prizes) expect(prize).toEqual(prizes[0]);
    expect(await streakTransactions(player)).toHaveLength(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("does not count a refunded purchase; a day counts while another of its purchases stands", async () => {
    const player = await signUpPlayer(t.app, "streak-refund");
    const refunded = await buy(player);
    await t.app.sandboxProcessor?.refund(refunded);
    await vi.waitFor(async () => {
      await t.app.realtime.flush();
      expect((await info(player)).filledSteps).toBe(0);
    }, SETTLES);
    const refused = await call(player, "apply-prize/?step=1");
    expect([refused.statusCode, refused.json().error.reason]).toEqual([
      409,
      "DEPOSIT_STREAK_STEP_NOT_FILLED",
    ]);
    expect(await streakTransactions(player)).toEqual([]);

    const kept = await buy(player);
    const taken = await buy(player);
    expect((await call(player, "apply-prize/?step=1")).statusCode).toBe(200);
    await t.app.sandboxProcessor?.refund(taken);
    await vi.waitFor(async () => {
      await t.app.realtime.flush();
      const rows = await t.database.db.execute(
        sql`select 1 from deposit_streak_purchases where payment_id = ${taken} and refunded_at is not null`,
      );
      expect(rows.rows).toHaveLength(1);
    }, SETTLES);
    const after = await info(player);
    expect(after.filledSteps).toBe(1);
    expect(after.prizes[0].state).toBe("claimed");
    expect(kept).not.toBe(taken);
    expect(await streakTransactions(player)).toHaveLength(1);
  });

  it("puts a player with earlier purchases in the next group, with its own prizes", async () => {
    const player = await signUpPlayer(t.app, "streak-group");
    for (let purchase = 0; purchase < 3; purchase++) {
      await buy(player);
      await later(player, 2 * DAY_MS);
    }
    const group = (await call(player, "group-info/")).json().data;
    expect(group).toMatchObject({
      group: "regular",
      purchases: 3,
      next: { group: "loyal", minPurchases: 10 },
    });
    const features = (
      await t.app.inject({
        method: "GET",
        url: "/rest/features-games-info/info/",
        headers: { cookie: player.cookie },
      })
    ).json().data;
    expect(features.featuresInfo["deposit-streak-group-info"]).toEqual(group);
    expect(features.featuresInfo["deposit-streak-info"].group).toBe("regular");
    expect(features.statusFeatures["deposit-streak-info"]).toEqual({ isActive: true });
  });

  it("refuses a step that does not exist or is not a number, and asks a guest to sign in", async () => {
    const player = await signUpPlayer(t.app, "streak-bad");
    for (const query of ["step=6", "step=0", "step=two", ""]) {
      const answer = await call(player, `apply-prize/?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    const guest = await t.app.inject({ method: "GET", url: "/rest/deposit-streak/info/" });
    expect(guest.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/rest/deposit-streak/apply-prize/?step=1" })).statusCode,
    ).toBe(401);
    expect(await streakTransactions(player)).toEqual([]);
  });

  it("is inactive everywhere on a theme that switched it off", async () => {
    const player = await signUpPlayer(t.app, "streak-off");
    await t.database.db.execute(
      sql`update promotion_settings set is_active = false where promotion = 'depositStreak'`,
    );
    t.clock.advance(60_000); // past the settings' holding time
    try {
      expect(await info(player)).toMatchObject({ isActive: false, steps: 0, prizes: [] });
      expect((await call(player, "apply-prize/?step=1")).json().error.reason).toBe("PROMOTION_NOT_ACTIVE");
      expect((await call(player, "group-info/")).statusCode).toBe(403);
      const init = (
        await t.app.inject({ method: "GET", url: "/rest/app/init/", headers: { cookie: player.cookie } })
      ).json();
      expect(init.data.depositStreak).toEqual({ isActive: false });
      const features = (
        await t.app.inject({
          method: "GET",
          url: "/rest/features-games-info/info/",
          headers: { cookie: player.cookie },
        })
      ).json().data;
      expect(features.featuresInfo["deposit-streak-info"]).toBeNull();
      expect(features.statusFeatures["deposit-streak-group-info"]).toEqual({ isActive: false });
    } finally {
      await t.database.db.execute(
        sql`update promotion_settings set is_active = true where promotion = 'depositStreak'`,
      );
      t.clock.advance(60_000);
    }
  });

  it("counts purchases on the player's own days, in the zone their browser reported", async () => {
    const player = await signUpPlayer(t.app, "streak-zone");
    t.clock.set("2026-12-10T03:00:00Z"); // 22:00 on 9 December in New York
    player.cookie = await signInAgain(t.app, player);
    player.cookie = `${player.cookie}; tz=America/New_York`;
    expect((await info(player)).filledSteps).toBe(0); // keeps the zone on the profile
    await buy(player);
    t.clock.set("2026-12-10T15:00:00Z"); // 10:00 on 10 December: the next local day, the same UTC day
    player.cookie = `${await signInAgain(t.app, player)}; tz=America/New_York`;
    await buy(player);
    const both = await info(player);
    expect(both.filledSteps).toBe(2);
    expect(both.prizes.slice(0, 2).map((step: { filledOn: string }) => step.filledOn)).toEqual([
      "2026-12-09",
      "2026-12-10",
    ]);
  });

  it("says it is on in app init where the theme runs it", async () => {
    const player = await signUpPlayer(t.app, "streak-init");
    const init = (
      await t.app.inject({ method: "GET", url: "/rest/app/init/", headers: { cookie: player.cookie } })
    ).json();
    expect(init.data.depositStreak).toEqual({ isActive: true });
  });
});
