/**
 * Onboarding rewards are paid: a completed sign-up step's coins reach the player's balance once,
 * through the ledger, from the onboarding budget, with its history row and notification; an event
 * heard twice pays once; rewards recorded before payments existed are paid by migration 0022.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { migrationsFolder } from "../../lib/paths.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { ONBOARDING_REWARD_COINS } from "../accounts/rewards.ts";
import { playerRewards } from "../accounts/schema.ts";

const WELCOME_COINS = 100_000;
const EASY_PROFILE = { name: "Ana", surname: "García", birthday: "1990-06-30", zip: "10001" };
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: String(WELCOME_COINS / 100), WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

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
    await completeEasyProfile(player);
    await t.app.realtime.flush();

    expect(await coinsOf(player)).toBe(WELCOME_COINS + ONBOARDING_REWARD_COINS.profile);
    expect(await rewardTransactions(player)).toEqual([
      expect.objectContaining({
        kind: "onboarding_reward",
        coins: ONBOARDING_REWARD_COINS.profile,
        entries: 0,
      }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(playerRewards)
      .where(eq(playerRewards.playerId, player.playerId));
    expect(row?.paidAt).toBeInstanceOf(Date);
    const budget = await t.database.db.execute<{ total: string }>(
      sql`select coalesce(sum(amount), 0)::text as total from ledger_postings
          where account = 'system:promotions:onboarding:coins'
            and transaction_id in (select id from ledger_transactions where player_id = ${player.playerId})`,
    );
    expect(Number(budget.rows[0]?.total)).toBe(-ONBOARDING_REWARD_COINS.profile);

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
          coins: ONBOARDING_REWARD_COINS.profile,
        }),
      }),
    );
  });

  it("pays once when the step is completed again and when every event is delivered again", async () => {
    const player = await signUpPlayer(t.app, "onboarding-twice");
    await completeEasyProfile(player);
    await completeEasyProfile(player);
    await t.app.realtime.flush();
    // As after a crash between the payment's commit and the delivery mark: every event goes again.
    await t.database.db.update(outboxEvents).set({ deliveredAt: null });
    await t.app.realtime.flush();

    expect(await coinsOf(player)).toBe(WELCOME_COINS + ONBOARDING_REWARD_COINS.profile);
    expect(await rewardTransactions(player)).toHaveLength(1);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("pays rewards recorded before they were paid, at the amount recorded, once (migration 0022)", async () => {
    const earlier = await signUpPlayer(t.app, "onboarding-earlier");
    const paidAlready = await signUpPlayer(t.app, "onboarding-paid");
    await completeEasyProfile(paidAlready);
    await t.app.realtime.flush();
    const recordedAmount = 500_000;
    await t.database.db.insert(playerRewards).values([
      { playerId: earlier.playerId, kind: "email", coins: recordedAmount, earnedAt: new Date() },
      { playerId: earlier.playerId, kind: "phone", coins: recordedAmount, earnedAt: new Date() },
    ]);

    const backfill = readFileSync(join(migrationsFolder, "0022_onboarding_rewards_paid.sql"), "utf8");
    await t.database.db.execute(sql.raw(backfill));
    await t.app.realtime.flush();

    expect(await coinsOf(earlier)).toBe(WELCOME_COINS + 2 * recordedAmount);
    expect(await rewardTransactions(earlier)).toHaveLength(2);
    expect(await coinsOf(paidAlready)).toBe(WELCOME_COINS + ONBOARDING_REWARD_COINS.profile);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});
