/**
 * Refer a friend: a player's code joins a friend who signs up with it; the friend's email
 * confirmed and first purchase each pay both players once, from the referral budget; a friend on
 * the inviter's device, at the inviter's address or paying with the inviter's card pays nobody;
 * past the monthly limit only the friend is paid; app init's `isAffiliate` says who came through a
 * link.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, TEST_PASSWORD, type TestPlayer } from "../../test/players.ts";
import { buyWithSandboxCard } from "../../test/purchases.ts";
import { SETTLES } from "../../test/settles.ts";
import { normalizedCode } from "./service.ts";
import { referralPromotion } from "./settings.ts";

/** Events are heard after the request answers: on a busy machine, seconds later. */
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const demo = referralPromotion.demo("funrize").config;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", RATE_LIMIT_MAX: "100000" });
});
afterAll(() => t.close());

let friends = 0;

/** A friend signing up with `code` from a browser of their own (or the one given). */
async function signUpFriend(code: string, userAgent = `FriendBrowser/${++friends}`): Promise<TestPlayer> {
  const email = `friend-${process.pid}-${++friends}@example.com`;
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/registration/",
    headers: { "user-agent": userAgent },
    payload: { email, password: TEST_PASSWORD, termsVersion: 1, invitedBy: code },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  return { playerId: response.json().data.playerId, email, cookie };
}

async function info(player: TestPlayer) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player-referral/info/",
    headers: { cookie: player.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function confirmEmail(player: TestPlayer) {
  const outbox = await t.app.inject({
    method: "GET",
    url: "/rest/dev/outbox/",
    query: { to: player.email, channel: "email" },
  });
  const token = /[?&]confirmEmail=([\w-]+)/.exec(outbox.json().data[0]?.text ?? "")?.[1];
  const confirmed = await t.app.inject({ method: "POST", url: "/rest/email/confirm/", payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

async function referralCoins(playerId: string): Promise<number> {
  const rows = await t.database.db.execute<{ coins: string | null }>(
    sql`select sum(p.amount) as coins from ledger_postings p
        join ledger_transactions x on x.id = p.transaction_id
        where x.kind = 'referral_reward' and p.player_id = ${playerId} and p.currency = 'coins'`,
  );
  return Number(rows.rows[0]?.coins ?? 0);
}

describe("refer a friend", () => {
  it("joins a friend to the code's player and pays both at each milestone, once", async () => {
    const inviter = await signUpPlayer(t.app, "inviter");
    const mine = await info(inviter);
    expect(mine.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(mine.path).toBe(`/signup/?invited_by=${mine.code}`);
    expect(mine.friends).toEqual([]);
    expect(mine.invited).toBe(false);

    // Links are typed by people: case and the letters read as digits do not matter.
    const friend = await signUpFriend(mine.code.toLowerCase());
    const friendInit = await t.app.inject({
      method: "GET",
      url: "/rest/app/init/",
      headers: { cookie: friend.cookie },
    });
    expect(friendInit.json().data.isAffiliate).toBe(true);
    const inviterInit = await t.app.inject({
      method: "GET",
      url: "/rest/app/init/",
      headers: { cookie: inviter.cookie },
    });
    expect(inviterInit.json().data.isAffiliate).toBe(false);
    expect((await info(inviter)).friends).toMatchObject([{ reached: [], heldBack: null }]);

    await confirmEmail(friend);
    await vi.waitFor(
      async () => expect(await referralCoins(inviter.playerId)).toBe(demo.confirmed.inviter.coins),
      SETTLES,
    );
    expect(await referralCoins(friend.playerId)).toBe(demo.confirmed.friend.coins);

    await buyWithSandboxCard(t.app, friend);
    await vi.waitFor(
      async () =>
        expect(await referralCoins(inviter.playerId)).toBe(
          demo.confirmed.inviter.coins + demo.purchased.inviter.coins,
        ),
      SETTLES,
    );
    // A second purchase, and the milestone heard again, pay nothing more.
    await buyWithSandboxCard(t.app, friend);
    await t.app.referrals.milestoneReached(t.database.db, friend.playerId, "purchased", new Date());
    await t.app.referrals.milestoneReached(t.database.db, friend.playerId, "confirmed", new Date());
    expect(await referralCoins(inviter.playerId)).toBe(
      demo.confirmed.inviter.coins + demo.purchased.inviter.coins,
    );
    expect(await referralCoins(friend.playerId)).toBe(
      demo.confirmed.friend.coins + demo.purchased.friend.coins,
    );

    const after = await info(inviter);
    expect(after.friends).toMatchObject([
      {
        reached: ["confirmed", "purchased"],
        earned: { coins: demo.confirmed.inviter.coins + demo.purchased.inviter.coins },
        heldBack: null,
      },
    ]);
    expect(after.friends[0].name).toMatch(/^fr•••@example\.com$/);
    expect(after.totals).toMatchObject({
      invited: 1,
      coins: demo.confirmed.inviter.coins + demo.purchased.inviter.coins,
    });
    expect((await info(friend)).invited).toBe(true);

    const history = await t.app.inject({
      method: "GET",
      url: "/rest/player/transactions/?kind=referral_reward",
      headers: { cookie: inviter.cookie },
    });
    expect(history.json().data.transactions).toHaveLength(2);
  });

  it("pays nobody for a friend signed up on the inviter's own browser", async () => {
    const inviter = await signUpPlayer(t.app, "same-device");
    const { code } = await info(inviter);
    // The inviter's sign-up came from the test's default address and browser.
    const friend = await signUpFriend(code, "lightMyRequest");
    await confirmEmail(friend);
    await vi.waitFor(
      async () => expect((await info(inviter)).friends).toMatchObject([{ heldBack: "sameDevice" }]),
      SETTLES,
    );
    await buyWithSandboxCard(t.app, friend);
    await t.app.referrals.milestoneReached(t.database.db, friend.playerId, "purchased", new Date());
    expect(await referralCoins(inviter.playerId)).toBe(0);
    expect(await referralCoins(friend.playerId)).toBe(0);
  });

  it("pays nobody for a friend who gives the inviter's address", async () => {
    const inviter = await signUpPlayer(t.app, "same-address");
    const friend = await signUpFriend((await info(inviter)).code);
    const home = { address: "12 Elm Street", zip: "10001" };
    for (const [player, address] of [
      [inviter, home],
      [friend, { address: "12 ELM STREET.", zip: "10001" }],
    ] as const) {
      const saved = await t.app.inject({
        method: "POST",
        url: "/rest/player/profile/",
        headers: { cookie: player.cookie, ...SAME_SITE },
        payload: address,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await confirmEmail(friend);
    await vi.waitFor(
      async () => expect((await info(inviter)).friends).toMatchObject([{ heldBack: "sameAddress" }]),
      SETTLES,
    );
    expect(await referralCoins(friend.playerId)).toBe(0);
  });

  it("pays nobody for a friend who pays with a card the inviter has paid with", async () => {
    const inviter = await signUpPlayer(t.app, "same-card");
    await buyWithSandboxCard(t.app, inviter);
    const friend = await signUpFriend((await info(inviter)).code);
    // The same sandbox card: the processor gives both payments one card token.
    await buyWithSandboxCard(t.app, friend);
    await vi.waitFor(
      async () => expect((await info(inviter)).friends).toMatchObject([{ heldBack: "samePaymentCard" }]),
      SETTLES,
    );
    expect(await referralCoins(inviter.playerId)).toBe(0);
    expect(await referralCoins(friend.playerId)).toBe(0);
    const tokens = await t.database.db.execute<{ card_fingerprint: string | null }>(
      sql`select card_fingerprint from payments where player_id in (${inviter.playerId}, ${friend.playerId})`,
    );
    const [first, second] = tokens.rows.map((row) => row.card_fingerprint);
    expect(first).toMatch(/^[\w-]{22}$/);
    expect(second).toBe(first);
    expect(first).not.toContain("4242");
  });

  it("pays only the friend once the inviter's friends of the month reach the limit", async () => {
    await t.database.db.execute(
      sql`update promotion_settings set config = jsonb_set(config, '{monthlyLimit}', '1')
          where promotion = 'referral' and theme = 'funrize'`,
    );
    t.clock.advance(11_000); // past the settings' hold
    try {
      const inviter = await signUpPlayer(t.app, "limited");
      const { code } = await info(inviter);
      const first = await signUpFriend(code);
      const second = await signUpFriend(code);
      await confirmEmail(first);
      await vi.waitFor(
        async () => expect(await referralCoins(inviter.playerId)).toBe(demo.confirmed.inviter.coins),
        SETTLES,
      );
      await confirmEmail(second);
      await vi.waitFor(
        async () => expect(await referralCoins(second.playerId)).toBe(demo.confirmed.friend.coins),
        SETTLES,
      );
      expect(await referralCoins(inviter.playerId)).toBe(demo.confirmed.inviter.coins);
      const listed = (await info(inviter)).friends;
      expect(listed.map((friend: { heldBack: string | null }) => friend.heldBack).sort()).toEqual([
        "monthlyLimit",
        null,
      ]);
      // The first friend's purchase still pays the inviter: that friend is already counted.
      await buyWithSandboxCard(t.app, first);
      await vi.waitFor(
        async () =>
          expect(await referralCoins(inviter.playerId)).toBe(
            demo.confirmed.inviter.coins + demo.purchased.inviter.coins,
          ),
        SETTLES,
      );
    } finally {
      await t.database.db.execute(
        sql`update promotion_settings set config = jsonb_set(config, '{monthlyLimit}', '20')
            where promotion = 'referral' and theme = 'funrize'`,
      );
      t.clock.advance(11_000);
    }
  });

  it("ignores a code nobody holds, and reads codes as people type them", async () => {
    const stranger = await signUpFriend("NOBODY00");
    const init = await t.app.inject({
      method: "GET",
      url: "/rest/app/init/",
      headers: { cookie: stranger.cookie },
    });
    expect(init.json().data.isAffiliate).toBe(false);
    expect(normalizedCode(" k7q3m9zd ")).toBe("K7Q3M9ZD");
    expect(normalizedCode("O1LIABCD")).toBe("0111ABCD");
    expect(normalizedCode("short")).toBeNull();
    expect(normalizedCode("K7Q3M9ZU")).toBeNull();
  });

  it("refuses a guest", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/player-referral/info/" });
    expect(response.statusCode).toBe(401);
  });
});
