/**
 * Cashback through its endpoints and its nightly job, on the demo's settings (10 % of a day's net
 * coin losses, from 100 up to 50,000 coins, claimable for three days): a day's stakes and wins are
 * worked out after midnight UTC, nothing can be claimed while that runs, a claim pays once however
 * often and from however many tabs it is made, the minimum and maximum hold, a day's losses are
 * returned once across themes and periods, and a claim or a calculation that fails at its last write
 * leaves nothing behind. Every claim is one ledger transaction from the cashback budget.
 */
import { randomUUID } from "node:crypto";
import { minor } from "@reelhouse/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashbackClaims, cashbackDays, outboxEvents } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { CALCULATION_JOB } from "./service.ts";

/** Coins in minor units. */
const coins = (whole: number) => whole * 100;
const TAO = "tao.localhost";

let t: TestApp;
beforeAll(async () => {
  // 2026-01-01T12:00Z, a Thursday: the first calculation is due at midnight UTC.
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(() => t.close());

/** A request as the player, signed in again when their session went idle while the clock moved. */
async function as(player: TestPlayer, method: "GET" | "POST", url: string, host?: string) {
  const send = () =>
    t.app.inject({ method, url, headers: { cookie: player.cookie, ...(host ? { host } : {}) } });
  let response = await send();
  if (response.statusCode === 401) {
    player.cookie = await signInAgain(t.app, player);
    response = await send();
  }
  return response;
}

async function cashbackOf(player: TestPlayer, host?: string) {
  const response = await as(player, "GET", "/rest/cashback/info/", host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const pay = (player: TestPlayer, host?: string) => as(player, "POST", "/rest/cashback/pay/", host);

/** Rounds of coin play booked now: a stake, and what it won. */
async function play(player: TestPlayer, rounds: { stake: number; win?: number }[]) {
  for (const { stake, win = 0 } of rounds) {
    const round = { gameId: "cashback-test", roundId: randomUUID() };
    await t.app.wallet.bet(player.playerId, "coins", minor("coins", stake), `bet:${round.roundId}`, round);
    if (win > 0) {
      await t.app.wallet.win(player.playerId, "coins", minor("coins", win), `win:${round.roundId}`, round);
    }
  }
}

/** Moves the clock to `at` and runs what is due then; answers the cashback calculations that ran. */
async function moveTo(at: string) {
  t.clock.set(at);
  const outcomes = await t.app.jobs.runDue();
  return outcomes.filter((outcome) => outcome.name === CALCULATION_JOB);
}

async function cashbackTransactions(player: TestPlayer) {
  const response = await as(player, "GET", "/rest/player/transactions/?kind=cashback");
  return response.json().data.transactions as { coins: number; entries: number }[];
}

async function eventsOf(player: TestPlayer, topic: string) {
  return t.database.db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.playerId, player.playerId), eq(outboxEvents.topic, topic)));
}

const balanceOf = async (player: TestPlayer) => (await t.app.wallet.balances(player.playerId)).coins;

// Each test plays, works out and claims several days: on PostgreSQL beside the browser suite, on a
// busy machine, one can take longer than the default limit.
const DAYS_OF_PLAY_MS = 60_000;

describe("cashback", { timeout: DAYS_OF_PLAY_MS }, () => {
  let first: TestPlayer;

  it("builds up as the player loses, and waits for the day to be worked out", async () => {
    first = await signUpPlayer(t.app, "cashback-first");
    await play(first, [
      { stake: coins(5_000) },
      { stake: coins(5_000), win: coins(5_000) },
      { stake: coins(5_000) },
      { stake: coins(5_000) },
    ]);
    // Net losses of 15,000 coins: 1,500 coins back.
    expect(await cashbackOf(first)).toEqual({
      success: true,
      status: "unavailable",
      statusCalculation: false,
      availableAfterDateTime: "2026-01-02T00:00:00.000Z",
      availableAfterDay: "friday",
      currentReward: { coins: coins(1_500), entries: 0 },
      availableReward: { coins: 0, entries: 0 },
      maxReward: { coins: coins(50_000), entries: 0 },
      minReward: { coins: coins(100), entries: 0 },
      percent: 10,
      period: "daily",
      currency: "coins",
      claimablePeriods: 3,
    });
    const early = await pay(first);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.reason).toBe("CASHBACK_NOT_AVAILABLE");

    // Past midnight UTC, before the calculation has run: nothing can be claimed.
    t.clock.set("2026-01-02T00:00:05Z");
    expect(await cashbackOf(first)).toMatchObject({
      status: "unavailable",
      statusCalculation: true,
      currentReward: { coins: 0, entries: 0 },
    });
    const calculating = await pay(first);
    expect(calculating.statusCode).toBe(409);
    expect(calculating.json().error.reason).toBe("CASHBACK_CALCULATING");
  });

  it("becomes claimable once the day is worked out, tells the player, and pays once however often it is claimed", async () => {
    expect(await moveTo("2026-01-02T00:00:10Z")).toEqual([
      expect.objectContaining({ outcome: "succeeded", occurrence: new Date("2026-01-02T00:00:00Z") }),
    ]);
    expect(await cashbackOf(first)).toMatchObject({
      status: "available",
      statusCalculation: false,
      availableReward: { coins: coins(1_500), entries: 0 },
      availableAfterDateTime: "2026-01-03T00:00:00.000Z",
    });
    expect(await eventsOf(first, "cashback.available")).toEqual([
      { payload: { periodEnd: "2026-01-02T00:00:00.000Z" } },
    ]);

    const before = await balanceOf(first);
    const answers = await Promise.all([pay(first), pay(first), pay(first), pay(first)]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.prize).toEqual({ coins: coins(1_500), entries: 0 });
    }
    const retried = await pay(first);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.prize).toEqual({ coins: coins(1_500), entries: 0 });
    expect(retried.json().data.cashback).toMatchObject({ status: "claimed", availableReward: { coins: 0 } });

    expect(await balanceOf(first)).toBe(before + coins(1_500));
    expect(await cashbackTransactions(first)).toEqual([expect.objectContaining({ coins: coins(1_500) })]);
    expect(await eventsOf(first, "cashback.claimed")).toHaveLength(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("returns nothing under the minimum, for a day the player won or a stake given back, and at most the maximum", async () => {
    const big = await signUpPlayer(t.app, "cashback-big");
    await t.app.wallet.grant(
      big.playerId,
      { coins: minor("coins", coins(2_000_000)) },
      `test:${big.playerId}`,
      "test",
    );
    await play(
      big,
      Array.from({ length: 20 }, () => ({ stake: coins(50_000) })),
    );
    const small = await signUpPlayer(t.app, "cashback-small");
    await play(small, [{ stake: coins(500) }]);
    const winner = await signUpPlayer(t.app, "cashback-winner");
    await play(winner, [{ stake: coins(1_000), win: coins(3_000) }, { stake: coins(1_000) }]);
    const refunded = await signUpPlayer(t.app, "cashback-refunded");
    const round = { gameId: "cashback-test", roundId: randomUUID() };
    await t.app.wallet.bet(
      refunded.playerId,
      "coins",
      minor("coins", coins(10_000)),
      `bet:${round.roundId}`,
      round,
    );
    await t.app.wallet.refund(refunded.playerId, `bet:${round.roundId}`);
    // Entries played do not count towards coin cashback.
    await t.app.wallet.bet(refunded.playerId, "entries", minor("entries", 100), `bet:${randomUUID()}`, round);

    expect((await cashbackOf(big)).currentReward).toEqual({ coins: coins(50_000), entries: 0 });
    expect((await cashbackOf(small)).currentReward).toEqual({ coins: 0, entries: 0 });

    expect(await moveTo("2026-01-03T00:10:00Z")).toHaveLength(1);
    expect(await cashbackOf(big)).toMatchObject({
      status: "available",
      availableReward: { coins: coins(50_000) },
    });
    for (const player of [small, winner, refunded]) {
      expect(await cashbackOf(player)).toMatchObject({
        status: "unavailable",
        availableReward: { coins: 0 },
      });
      expect((await pay(player)).json().error.reason).toBe("CASHBACK_NOT_AVAILABLE");
      expect(await eventsOf(player, "cashback.available")).toEqual([]);
    }
    // The first player's claim covered its day; a new day without play has nothing to claim.
    expect((await cashbackOf(first)).status).toBe("unavailable");

    const before = await balanceOf(big);
    expect((await pay(big)).json().data.prize).toEqual({ coins: coins(50_000), entries: 0 });
    expect(await balanceOf(big)).toBe(before + coins(50_000));
  });

  it("keeps a reward for three days, pays every waiting day in one claim, and lets older ones lapse", async () => {
    const steady = await signUpPlayer(t.app, "cashback-steady");
    const absent = await signUpPlayer(t.app, "cashback-absent");
    await play(steady, [{ stake: coins(2_000) }]); // January 3rd
    await play(absent, [{ stake: coins(2_000) }]);
    await moveTo("2026-01-04T00:10:00Z");
    await play(steady, [{ stake: coins(4_000) }]); // January 4th
    await moveTo("2026-01-05T00:10:00Z");

    expect(await cashbackOf(steady)).toMatchObject({
      status: "available",
      availableReward: { coins: coins(600) },
    });
    expect((await pay(steady)).json().data.prize).toEqual({ coins: coins(600), entries: 0 });
    expect(await cashbackTransactions(steady)).toHaveLength(1);
    const [claim] = await t.database.db
      .select()
      .from(cashbackClaims)
      .where(eq(cashbackClaims.playerId, steady.playerId));
    expect(claim).toMatchObject({ periods: 2, netLosses: coins(6_000), coins: coins(600), theme: "funrize" });

    // Missed occurrences are worked out in turn when the clock jumps.
    expect((await moveTo("2026-01-07T00:10:00Z")).map((outcome) => outcome.occurrence.toISOString())).toEqual(
      ["2026-01-06T00:00:00.000Z", "2026-01-07T00:00:00.000Z"],
    );
    expect(await cashbackOf(absent)).toMatchObject({ status: "unavailable", availableReward: { coins: 0 } });
    expect((await pay(absent)).json().error.reason).toBe("CASHBACK_NOT_AVAILABLE");
  });

  it("returns a day's losses once, on whichever theme and period claims it first", async () => {
    await t.database.db.execute(sql`update promotion_settings
      set config = jsonb_set(config, '{period}', '"weekly"') where theme = 'tao' and promotion = 'cashback'`);
    t.clock.advance(60_000); // past the settings' holding time
    const player = await signUpPlayer(t.app, "cashback-themes");
    await play(player, [{ stake: coins(3_000) }]); // Wednesday, January 7th
    expect(await cashbackOf(player, TAO)).toMatchObject({
      period: "weekly",
      availableAfterDateTime: "2026-01-12T00:00:00.000Z",
      availableAfterDay: "monday",
      currentReward: { coins: coins(300) },
    });
    await moveTo("2026-01-08T00:10:00Z");
    await play(player, [{ stake: coins(5_000) }]); // Thursday

    // The daily theme returns Wednesday's losses; the weekly one still counts both days as building up.
    expect((await pay(player)).json().data.prize).toEqual({ coins: coins(300), entries: 0 });
    expect((await cashbackOf(player, TAO)).currentReward).toEqual({ coins: coins(500), entries: 0 });

    await moveTo("2026-01-12T00:10:00Z");
    expect(await cashbackOf(player, TAO)).toMatchObject({
      status: "available",
      availableReward: { coins: coins(500) },
    });
    expect((await pay(player, TAO)).json().data.prize).toEqual({ coins: coins(500), entries: 0 });
    // Nothing is left to claim on either: the weekly claim covered the daily theme's last day too.
    expect((await cashbackOf(player)).status).toBe("claimed");
    expect((await cashbackOf(player, TAO)).status).toBe("claimed");
    expect((await cashbackTransactions(player)).map((row) => row.coins)).toEqual([coins(500), coins(300)]);
  });

  it("shows in the feature info and on the promotions page, and is off on a theme that does not run it", async () => {
    const player = await signUpPlayer(t.app, "cashback-features");
    await play(player, [{ stake: coins(1_000) }]);
    const features = await as(player, "GET", "/rest/features-games-info/info/");
    expect(features.json().data.statusFeatures.cashback).toEqual({ isActive: true });
    expect(features.json().data.featuresInfo.cashback).toMatchObject({
      success: true,
      status: "unavailable",
      currentReward: { coins: coins(100), entries: 0 },
    });
    const page = await as(player, "GET", "/rest/page/promotions/");
    expect(page.json().payload.promotions).toContainEqual({
      promotion: "cashback",
      state: "upcoming",
      availableAt: "2026-01-13T00:00:00.000Z",
      prize: { coins: coins(100), entries: 0, freeSpins: null },
    });
    const guest = await t.app.inject({ method: "GET", url: "/rest/features-games-info/info/" });
    expect(guest.json().data.featuresInfo.cashback).toBeNull();

    await t.database.db.execute(
      sql`update promotion_settings set is_active = false where theme = 'tao' and promotion = 'cashback'`,
    );
    t.clock.advance(60_000);
    expect((await as(player, "GET", "/rest/cashback/info/", TAO)).json().data).toBeNull();
    const refused = await pay(player, TAO);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe("PROMOTION_NOT_ACTIVE");
    const off = await as(player, "GET", "/rest/features-games-info/info/", TAO);
    expect(off.json().data.statusFeatures.cashback).toEqual({ isActive: false });
  });

  it("tells the player's tabs through the realtime `cashback` message", async () => {
    const stored = (topic: string, payload: Record<string, unknown>) => ({
      id: 1,
      topic,
      playerId: "player-1",
      payload,
      createdAt: t.clock.now(),
    });
    const invalid: unknown[] = [];
    const delivered = await withTransaction(t.database.db, (tx) =>
      t.app.events.deliver(
        tx,
        [
          stored("cashback.available", { periodEnd: "2026-01-02T00:00:00.000Z" }),
          stored("cashback.claimed", { claimId: "c-1", coins: 100, entries: 0 }),
        ],
        (_event, error) => invalid.push(error),
      ),
    );
    expect(invalid).toEqual([]);
    expect(delivered.map((event) => event.messages)).toEqual([
      [{ type: "cashback", action: "statusChanged", data: { status: "available" } }],
      [{ type: "cashback", action: "statusChanged", data: { status: "claimed" } }],
    ]);
  });

  it("asks a guest to sign in", async () => {
    const info = await t.app.inject({ method: "GET", url: "/rest/cashback/info/" });
    expect(info.statusCode).toBe(401);
    const claim = await t.app.inject({ method: "POST", url: "/rest/cashback/pay/" });
    expect(claim.statusCode).toBe(401);
  });
});

describe("cashback when a write fails", { timeout: DAYS_OF_PLAY_MS }, () => {
  async function failing(table: string, on: string, operation: () => Promise<void>) {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function fail_cashback_write() returns trigger language plpgsql as $$
        begin raise exception 'injected failure on %', tg_table_name; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_cashback_write before ${on} on ${table}
        for each statement execute function fail_cashback_write()`),
    );
    try {
      await operation();
    } finally {
      await db.execute(sql.raw(`drop trigger fail_cashback_write on ${table}`));
    }
  }

  it("leaves nothing of a claim whose last write failed, and pays it once afterwards", async () => {
    const player = await signUpPlayer(t.app, "cashback-atomic");
    await play(player, [{ stake: coins(8_000) }]);
    await moveTo("2026-01-13T00:10:00Z");
    const before = await balanceOf(player);

    await failing("cashback_days", "update", async () => {
      const failed = await pay(player);
      expect(failed.statusCode, failed.body).toBe(500);
    });
    expect(await balanceOf(player)).toBe(before);
    expect(await cashbackTransactions(player)).toEqual([]);
    expect(
      await t.database.db.select().from(cashbackClaims).where(eq(cashbackClaims.playerId, player.playerId)),
    ).toEqual([]);
    expect(await eventsOf(player, "cashback.claimed")).toEqual([]);
    expect((await cashbackOf(player)).status).toBe("available");

    expect((await pay(player)).json().data.prize).toEqual({ coins: coins(800), entries: 0 });
    expect(await balanceOf(player)).toBe(before + coins(800));
  });

  it("works a day out again after the calculation failed at its last write, writing it once", async () => {
    const player = await signUpPlayer(t.app, "cashback-retried");
    await play(player, [{ stake: coins(6_000), win: coins(1_000) }]);
    t.clock.set("2026-01-14T00:00:01Z");
    await failing("cashback_days", "delete", async () => {
      const [failed] = await moveTo("2026-01-14T00:00:02Z");
      expect(failed).toMatchObject({ outcome: "failed", attempt: 1 });
    });
    expect(await t.app.jobs.status(CALCULATION_JOB)).toMatchObject({ attempts: 1 });
    expect(await cashbackOf(player)).toMatchObject({ statusCalculation: true, status: "unavailable" });
    expect(await eventsOf(player, "cashback.available")).toEqual([]);

    t.clock.advance(10_000); // the first retry's wait
    expect(await moveTo(t.clock.now().toISOString())).toEqual([
      expect.objectContaining({ outcome: "succeeded", attempt: 2 }),
    ]);
    const days = await t.database.db
      .select({ day: cashbackDays.day, staked: cashbackDays.staked, won: cashbackDays.won })
      .from(cashbackDays)
      .where(eq(cashbackDays.playerId, player.playerId));
    expect(days).toEqual([{ day: "2026-01-13", staked: coins(6_000), won: coins(1_000) }]);
    expect(await eventsOf(player, "cashback.available")).toHaveLength(1);
    expect(await cashbackOf(player)).toMatchObject({
      status: "available",
      availableReward: { coins: coins(500) },
    });
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});
