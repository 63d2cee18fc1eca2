/**
 * Daily login through its endpoints: a player with a confirmed email claims today's level once
 * however often they ask (and from two tabs at once), climbs a level a day in their own time zone,
 * keeps the climb over one missed day and starts again after two, and is told which step stands in
 * the way. Every claim is one ledger transaction from the daily login budget; the audit stays clean.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(() => t.close());

async function confirmedPlayer(prefix: string): Promise<TestPlayer> {
  const player = await signUpPlayer(t.app, prefix);
  await t.database.db.execute(
    sql`update players set email_confirmed_at = now() where id = ${player.playerId}`,
  );
  return player;
}

function call(player: TestPlayer, path: "info" | "apply-prize", timeZone?: string) {
  const cookie = timeZone ? `${player.cookie}; tz=${timeZone}` : player.cookie;
  return t.app.inject({ method: "GET", url: `/rest/daily-login/${path}/`, headers: { cookie } });
}

/** Moves the clock, and signs the player in again as they would after a day away. */
async function later(player: TestPlayer, move: () => void): Promise<void> {
  move();
  player.cookie = await signInAgain(t.app, player);
}

async function claim(player: TestPlayer, timeZone?: string) {
  const response = await call(player, "apply-prize", timeZone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function info(player: TestPlayer, timeZone?: string) {
  const response = await call(player, "info", timeZone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function dailyLoginTransactions(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/transactions/?kind=daily_login_prize",
    headers: { cookie: player.cookie },
  });
  return response.json().data.transactions as { coins: number; entries: number }[];
}

describe("daily login", () => {
  it("offers level 1 of seven to a new player, and names the step in the way until the email is confirmed", async () => {
    const player = await signUpPlayer(t.app, "daily-new");
    const before = await info(player);
    expect(before).toMatchObject({
      isActive: true,
      isAvailable: false,
      levels: 7,
      activeLevel: 1,
      claimedToday: false,
      reasonType: "email",
      reasonValue: "notConfirmed",
    });
    expect(before.prizes).toHaveLength(7);
    const refused = await call(player, "apply-prize");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe("PROMOTION_STEP_REQUIRED");
    expect(await dailyLoginTransactions(player)).toEqual([]);
  });

  it("pays today's level once, however often and from however many tabs it is claimed", async () => {
    const player = await confirmedPlayer("daily-once");
    const coinsBefore = (await t.app.wallet.balances(player.playerId)).coins;
    const answers = await Promise.all([claim(player), claim(player), claim(player)]);
    const [first] = answers;
    expect(first.prizes).toEqual([expect.objectContaining({ level: 1 })]);
    for (const answer of answers) expect(answer.prizes).toEqual(first.prizes);
    expect((await claim(player)).prizes).toEqual(first.prizes);

    const paid = first.prizes[0].coins as number;
    expect(paid).toBeGreaterThan(0);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(coinsBefore + paid);
    expect(await dailyLoginTransactions(player)).toEqual([expect.objectContaining({ coins: paid })]);
    expect(first.data).toMatchObject({ claimedToday: true, isAvailable: false, activeLevel: 2 });
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("climbs a level a day at the player's midnight, forgives one missed day and starts again after two", async () => {
    const zone = "America/New_York";
    t.clock.set("2026-12-01T15:00:00Z"); // 10:00 in New York
    const player = await confirmedPlayer("daily-climb");
    expect((await claim(player, zone)).prizes[0].level).toBe(1);
    const today = await info(player, zone);
    expect(today.finishedAt).toBe("2026-12-02T05:00:00.000Z");

    await later(player, () => t.clock.set("2026-12-02T04:59:00Z")); // 23:59 in New York: still claimed
    expect(await info(player, zone)).toMatchObject({ claimedToday: true, activeLevel: 2 });
    await later(player, () => t.clock.set("2026-12-02T05:01:00Z")); // a minute after midnight
    expect((await claim(player, zone)).prizes[0].level).toBe(2);

    await later(player, () => t.clock.advance(2 * DAY_MS)); // one day missed
    expect((await claim(player, zone)).prizes[0].level).toBe(3);
    await later(player, () => t.clock.advance(3 * DAY_MS)); // two days missed
    expect((await claim(player, zone)).prizes[0].level).toBe(1);
    expect(await dailyLoginTransactions(player)).toHaveLength(4);
  });

  it("gives day 4's free spins as a grant of real rounds, once, listed with the player's free spins", async () => {
    t.clock.set("2027-01-10T12:00:00Z");
    const player = await confirmedPlayer("daily-spins");
    for (let day = 1; day <= 3; day++) {
      expect((await claim(player)).prizes[0].level).toBe(day);
      await later(player, () => t.clock.advance(DAY_MS));
    }
    const [fourth] = (await claim(player)).prizes;
    expect(fourth).toMatchObject({
      level: 4,
      gameId: "lucky-lanterns",
      freeSpinCount: 10,
      freeSpinsCurrency: "coins",
      link: "/game?game=lucky-lanterns",
    });
    expect((await claim(player)).prizes[0].freeSpinId).toBe(fourth.freeSpinId);
    const listed = await t.app.inject({
      method: "GET",
      url: "/rest/player/free-spins/",
      headers: { cookie: player.cookie },
    });
    expect(listed.json().data.freeSpins).toEqual([
      expect.objectContaining({
        spinsId: fourth.freeSpinId,
        gameId: "lucky-lanterns",
        spinsRemain: 10,
        spinsTotal: 10,
      }),
    ]);
    expect(Date.parse(fourth.endDate)).toBe(t.clock.now().getTime() + fourth.freeSpinLifetime);
  });

  it("keeps the first zone it hears for a week, so moving the clock cannot open a day twice", async () => {
    t.clock.set("2026-12-10T10:00:00Z");
    const player = await confirmedPlayer("daily-zone");
    await claim(player, "Pacific/Honolulu"); // 00:00 on the 10th in Honolulu
    const moved = await claim(player, "Pacific/Kiritimati"); // already the 11th there
    expect(moved.data.claimedToday).toBe(true);
    expect(await dailyLoginTransactions(player)).toHaveLength(1);
  });

  it("answers inactive on a theme that does not run it", async () => {
    await t.database.db.execute(
      sql`update promotion_settings set is_active = false where theme = 'tao' and promotion = 'dailyLogin'`,
    );
    t.clock.advance(60_000); // past the settings' holding time
    const player = await confirmedPlayer("daily-off");
    const response = await t.app.inject({
      method: "GET",
      url: "/rest/daily-login/apply-prize/",
      headers: { cookie: player.cookie, host: "tao.localhost" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.reason).toBe("PROMOTION_NOT_ACTIVE");
    const features = await t.app.inject({
      method: "GET",
      url: "/rest/features-games-info/info/",
      headers: { cookie: player.cookie, host: "tao.localhost" },
    });
    expect(features.json().data.statusFeatures["daily-login"]).toEqual({ isActive: false });
    expect(features.json().data.featuresInfo["daily-login"]).toBeNull();
  });
});
