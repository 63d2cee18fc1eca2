/**
 * Onboarding rewards are paid: a completed sign-up step's coins reach the player's balance once,
 * through the ledger, from the onboarding budget, with its history row and notification; an event
 * heard twice pays once; rewards recorded before payments existed are paid by migration 0022.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { migrationsFolder } from "../../lib/paths.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";

const WELCOME_COINS = 100_000;
const EASY_PROFILE = { name: "Ana", surname: "García", birthday: "1990-06-30", zip: "10001" };
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: String(WELCOME_COINS / 100), WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

/** What the profile's step pays, as the rewards endpoint tells the player. */
async function profileRewardCoins(player: TestPlayer): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/rewards/",
    headers: { cookie: player.cookie },
  });
  return response.json().data.profile.coins;
}

async function paidAt(player: TestPlayer): Promise<unknown[]> {
  const rows = await t.database.db.execute<{ paid_at: unknown }>(
    sql`select paid_at from player_rewards where player_id = ${player.playerId}`,
  );
  return rows.rows.map((row) => row.paid_at);
}

async function coinsOf(player: TestPlayer): Promise<number> {
  return (await t.app.wallet.balances(player.playerId)).coins;
}

async function rewardTransactions(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/transactions/?kind=onboarding_reward",
    headers: { cookie: player.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.transactions as { kind: string; coins: number; entries: number }[];
}

async function completeEasyProfile(player: TestPlayer) {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/player/profile/",
    headers: { cookie: player.cookie, ...SAME_SITE },
    payload: EASY_PROFILE,
  });
  expect(response.statusCode).toBe(200);
}

describe("onboarding rewards", () => {
  it("pays a completed profile's coins once, from the onboarding budget, with a notification", async () => {
    const player = await signUpPlayer(t.app, "onboarding");
    const reward = await profileRewardCoins(player);
    expect(reward).toBeGreaterThan(0);
    await completeEasyProfile(player);
    await t.app.realtime.flush();

    expect(await coinsOf(player)).toBe(WELCOME_COINS + reward);
    expect(await rewardTransactions(player)).toEqual([
      expect.objectContaining({
        kind: "onboarding_reward",
        coins: reward,
        entries: 0,
      }),
    ]);
    expect(await paidAt(player)).toEqual([expect.anything()]);
    const budget = await t.database.db.execute<{ total: string }>(
      sql`select coalesce(sum(amount), 0)::text as total from ledger_postings
          where account = 'system:promotions:onboarding:coins'
            and transaction_id in (select id from ledger_transactions where player_id = ${player.playerId})`,
    );
    expect(Number(budget.rows[0]?.total)).toBe(-reward);

    await t.app.realtime.flush();
    const notifications = await t.app.inject({
      method: "GET",
      url: "/rest/notifications/",
      headers: { cookie: player.cookie },
    });
    expect(notifications.json().data.notifications).toContainEqual(
      expect.objectContaining({
        kind: "bonusReceived",
        values: expect.objectContaining({
          source: "onboarding_reward",
          coins: reward,
        }),
      }),
    );
  });

  it("pays once when the step is completed again and when every event is delivered again", async () => {
    const player = await signUpPlayer(t.app, "onboarding-twice");
    const reward = await profileRewardCoins(player);
    await completeEasyProfile(player);
    await completeEasyProfile(player);
    await t.app.realtime.flush();
    // As after a crash between the payment's commit and the delivery mark: every event goes again.
    await t.database.db.update(outboxEvents).set({ deliveredAt: null });
    await t.app.realtime.flush();

    expect(await coinsOf(player)).toBe(WELCOME_COINS + reward);
    expect(await rewardTransactions(player)).toHaveLength(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("pays rewards recorded before they were paid, at the amount recorded, once (migration 0022)", async () => {
    const earlier = await signUpPlayer(t.app, "onboarding-earlier");
    const paidAlready = await signUpPlayer(t.app, "onboarding-paid");
    const reward = await profileRewardCoins(paidAlready);
    await completeEasyProfile(paidAlready);
    await t.app.realtime.flush();
    const recordedAmount = 500_000;
    await t.database.db.execute(
      sql`insert into player_rewards (player_id, kind, coins, earned_at) values
        (${earlier.playerId}, 'email', ${recordedAmount}, now()),
        (${earlier.playerId}, 'phone', ${recordedAmount}, now())`,
    );

    const backfill = readFileSync(join(migrationsFolder, "0022_onboarding_rewards_paid.sql"), "utf8");
    await t.database.db.execute(sql.raw(backfill));
    await t.app.realtime.flush();

    expect(await coinsOf(earlier)).toBe(WELCOME_COINS + 2 * recordedAmount);
    expect(await rewardTransactions(earlier)).toHaveLength(2);
    expect(await coinsOf(paidAlready)).toBe(WELCOME_COINS + reward);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});
