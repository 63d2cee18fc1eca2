import { ProfilePageResponse, RealityCheckResponse, StartPlayBreakResponse } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, TEST_PASSWORD, type TestPlayer } from "../../test/players.ts";

const DAY = 86_400_000;
const START = "2026-05-04T09:00:00.000Z";
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const FRUITS = "midnight-fruits";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(START);
});

const send = (player: TestPlayer, method: "GET" | "POST", url: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { cookie: player.cookie, "accept-language": language, ...SAME_SITE },
    ...(payload ? { payload } : {}),
  });

const signIn = (player: TestPlayer, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/rest/login/email/",
    headers: { "accept-language": language },
    payload: { email: player.email, password: TEST_PASSWORD },
  });

const breaksOf = async (playerId: string) =>
  (
    await t.database.db.execute<{ kind: string; days: number; ends_at: string }>(
      sql`select kind, days, ends_at from play_breaks where player_id = ${playerId} order by id`,
    )
  ).rows;

describe("a break from play", () => {
  it("signs the player out on every device and refuses sign-in until it ends, then lets them back", async () => {
    const player = await signUpPlayer(t.app, "cool-off");
    const otherDevice = { ...player, cookie: await signInAgain(t.app, player) };

    const taken = await send(player, "POST", "/rest/player/play-break/", { kind: "coolOff", days: 1 });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(StartPlayBreakResponse.parse(taken.json()).data).toEqual({
      kind: "coolOff",
      endsAt: new Date(Date.parse(START) + DAY).toISOString(),
    });
    // This browser's cookie is cleared, and no session of the player works any more.
    expect(taken.cookies.find((cookie) => cookie.name === "session")?.value).toBe("");
    for (const device of [player, otherDevice]) {
      expect((await send(device, "GET", "/rest/player/profile/")).statusCode).toBe(401);
    }

    const refused = await signIn(player, "es");
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.reason).toBe("PLAY_BREAK");
    expect(refused.json().error.message).toMatch(/descanso.*5 de mayo de 2026/);

    t.clock.set(new Date(Date.parse(START) + DAY - 60_000));
    expect((await signIn(player)).statusCode).toBe(403);
    t.clock.set(new Date(Date.parse(START) + DAY));
    expect((await signIn(player)).statusCode).toBe(200);
    expect(await breaksOf(player.playerId)).toEqual([
      { kind: "coolOff", days: 1, ends_at: expect.anything() },
    ]);
  });

  it("is never shortened: a shorter break taken during a longer one leaves the longer end", async () => {
    const player = await signUpPlayer(t.app, "self-exclusion");
    const taken = await send(player, "POST", "/rest/player/play-break/", {
      kind: "selfExclusion",
      days: 180,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const shorter = await t.app.responsiblePlay.startPlayBreak(player.playerId, { kind: "coolOff", days: 1 });
    expect(shorter).toEqual({
      kind: "selfExclusion",
      endsAt: new Date(Date.parse(START) + 180 * DAY).toISOString(),
    });
    t.clock.set(new Date(Date.parse(START) + 30 * DAY));
    expect((await signIn(player)).statusCode).toBe(403);
    expect((await breaksOf(player.playerId)).map((row) => row.days)).toEqual([180, 1]);
  });

  it("takes only the lengths offered, and a refused request changes nothing", async () => {
    const player = await signUpPlayer(t.app, "break-input");
    for (const payload of [
      { kind: "coolOff", days: 2 },
      { kind: "selfExclusion", days: 1 },
      { kind: "forever", days: 365 },
      { kind: "coolOff" },
    ]) {
      const response = await send(player, "POST", "/rest/player/play-break/", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await send(player, "GET", "/rest/player/profile/")).statusCode).toBe(200);
    expect(await breaksOf(player.playerId)).toEqual([]);
  });

  it("stops money where it moves, even for a request already signed in when the break began", async () => {
    const player = await signUpPlayer(t.app, "break-debit");
    await t.database.db.execute(
      sql`update players set email_confirmed_at = now() where id = ${player.playerId}`,
    );
    // The break as the player's row holds it, with this session still open (a request in flight).
    await t.database.db.execute(
      sql`update players set play_break_kind = 'coolOff', play_break_until = ${new Date(Date.parse(START) + DAY).toISOString()}::timestamptz
          where id = ${player.playerId}`,
    );
    const bet = findTitle(FRUITS)?.info.betLevels.coins[0];
    const spin = await t.app.inject({
      method: "POST",
      url: `/rest/studio/${FRUITS}/spin/`,
      headers: { cookie: player.cookie, "idempotency-key": "break-spin-1" },
      payload: { currency: "coins", bet },
    });
    const purchase = await t.app.inject({
      method: "POST",
      url: "/rest/cashier/purchase/",
      headers: { cookie: player.cookie, ...SAME_SITE, "idempotency-key": "break-purchase-1" },
      payload: { packageId: 2, methodId: 1 },
    });
    const claim = await send(player, "GET", "/rest/daily-login/apply-prize/");
    for (const refused of [spin, purchase, claim]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.reason).toBe("PLAY_BREAK");
    }
    const history = await send(player, "GET", "/rest/player/transactions/");
    // Only the welcome grant: nothing was staked, bought or claimed.
    expect(history.json().data.transactions.map((row: { kind: string }) => row.kind)).toEqual(["grant"]);
  });
});

describe("the reality check", () => {
  it("reports this session's time and what it staked, won and netted, and keeps the chosen interval", async () => {
    const player = await signUpPlayer(t.app, "reality");
    const bet = findTitle(FRUITS)?.info.betLevels.coins[0] as number;
    t.clock.advance(5 * 60_000);
    for (const key of ["reality-1", "reality-2"]) {
      const spin = await t.app.inject({
        method: "POST",
        url: `/rest/studio/${FRUITS}/spin/`,
        headers: { cookie: player.cookie, "idempotency-key": key },
        payload: { currency: "coins", bet },
      });
      expect(spin.statusCode, spin.body).toBe(200);
    }
    t.clock.advance(60_000);
    const check = RealityCheckResponse.parse(
      (await send(player, "GET", "/rest/player/reality-check/")).json(),
    );
    expect(check.data.sessionStartedAt).toBe(START);
    expect(check.data.reminderMinutes).toBeNull();
    expect(check.data.coins.staked).toBe(2 * bet);
    expect(check.data.coins.net).toBe(check.data.coins.won - 2 * bet);
    expect(check.data.entries).toEqual({ staked: 0, won: 0, net: 0 });

    expect((await send(player, "POST", "/rest/player/activity-reminder/", { minutes: 17 })).statusCode).toBe(
      400,
    );
    const set = await send(player, "POST", "/rest/player/activity-reminder/", { minutes: 30 });
    expect(set.statusCode, set.body).toBe(200);
    const page = ProfilePageResponse.parse((await send(player, "GET", "/rest/page/profile/")).json());
    expect(page.data.responsiblePlay).toMatchObject({
      activityReminderValue: 30,
      activityReminderAllowedValues: [15, 30, 60, 120],
      selfExclusionAllowedValues: [180, 365, 1825],
      coolOffAllowedValues: [1, 7, 30],
    });
    const reminders = RealityCheckResponse.parse(
      (await send(player, "GET", "/rest/player/reality-check/")).json(),
    );
    expect(reminders.data.reminderMinutes).toBe(30);
    await send(player, "POST", "/rest/player/activity-reminder/", { minutes: null });
    const off = ProfilePageResponse.parse((await send(player, "GET", "/rest/page/profile/")).json());
    expect(off.data.responsiblePlay.activityReminderValue).toBeNull();
  });
});
