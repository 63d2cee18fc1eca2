/**
 * Popup ads: each visitor gets the ads of their audience at the moment asked, best first; an ad
 * seen is not handed out again for 24 hours and none within a minute of the last one seen, for
 * players and for guests (by their cookie); `log-action` records each action once, for the
 * showing's own visitor only, and refuses bad input with nothing recorded.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { buyWithSandboxCard } from "../../test/purchases.ts";
import { SETTLES } from "../../test/settles.ts";

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const MINUTE_MS = 60_000;
/** The demo's ads on the test app's theme (demo-ads.ts). */
const RACES = "funrize.new-player-races";
const LIMITED_OFFER = "funrize.limited-offer";
const GUEST_WELCOME = "funrize.guest-welcome";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", RATE_LIMIT_MAX: "100000" });
});
afterAll(() => t.close());

type Ad = { popup_id: string; log_id: string; popup_data: { cta: unknown; title: string } };

async function playerAds(player: TestPlayer, triggerType: string, locale?: string): Promise<Ad[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/pop-up-ads/player-popup-ads/",
    headers: { cookie: player.cookie, ...SAME_SITE, ...(locale ? { "accept-language": locale } : {}) },
    payload: { triggerType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function logAction(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/rest/pop-up-ads/log-action/",
    headers: { cookie, ...SAME_SITE },
    payload,
  });
}

async function see(cookie: string, ad: Ad, isPlayer = true): Promise<void> {
  const response = await logAction(cookie, { log_id: ad.log_id, action_id: "view", is_player: isPlayer });
  expect(response.statusCode, response.body).toBe(200);
}

const ids = (ads: Ad[]) => ads.map((ad) => ad.popup_id);

async function actionsOf(logId: string): Promise<string[]> {
  const rows = await t.database.db.execute<{ action: string }>(
    sql`select action from popup_actions where log_id = ${logId} order by action`,
  );
  return rows.rows.map((row) => row.action);
}

describe("popup ads", () => {
  it("answers a new player the ads of their audience at the trigger, best first, in the spec's fields", async () => {
    const player = await signUpPlayer(t.app, "popups-new");
    const atLobby = await playerAds(player, "lobbyVisit");
    expect(ids(atLobby)).toEqual([RACES, LIMITED_OFFER]);
    expect(atLobby[0]).toMatchObject({
      popup_name: "New players: races",
      popup_delay_time: 1,
      popup_priority: 20,
      company_priority: 10,
      popup_data: { art: "trophy", cta: { kind: "route", path: "/races" } },
    });
    expect(atLobby[1]?.popup_data.cta).toMatchObject({ kind: "package", packageId: 20 });
    expect(new Set(atLobby.map((ad) => ad.log_id)).size).toBe(2);
    // Both wait for the lobby: a session start brings a new player none of the demo's ads.
    expect(await playerAds(player, "sessionStart")).toEqual([]);
  });

  it("shows an ad seen once per 24 hours and nothing within a minute of the last one seen", async () => {
    const player = await signUpPlayer(t.app, "popups-spacing");
    const [races] = await playerAds(player, "lobbyVisit");
    if (!races) throw new Error("no ad");
    await see(player.cookie, races);

    expect(await playerAds(player, "lobbyVisit")).toEqual([]);
    t.clock.advance(MINUTE_MS);
    expect(ids(await playerAds(player, "lobbyVisit"))).toEqual([LIMITED_OFFER]);

    t.clock.advance(24 * 60 * MINUTE_MS - MINUTE_MS - 1);
    // A day on, the session has ended: the player signs in again.
    const again = { ...player, cookie: await signInAgain(t.app, player) };
    expect(ids(await playerAds(again, "lobbyVisit"))).toEqual([LIMITED_OFFER]);
    t.clock.advance(1);
    expect(ids(await playerAds(again, "lobbyVisit"))).toEqual([RACES, LIMITED_OFFER]);
  });

  it("stops showing a player the offer for buyers-to-be once they bought, and the new players' ad after a week", async () => {
    const player = await signUpPlayer(t.app, "popups-buyer");
    await buyWithSandboxCard(t.app, player);
    // The package is credited when the provider's word arrives, which may come after the charge answers.
    await expect.poll(async () => ids(await playerAds(player, "lobbyVisit")), SETTLES).toEqual([RACES]);
    t.clock.advance(7 * 24 * 60 * MINUTE_MS);
    const aWeekOn = { ...player, cookie: await signInAgain(t.app, player) };
    expect(await playerAds(aWeekOn, "lobbyVisit")).toEqual([]);
  });

  it("shows the SweepStakes ad to a player in SweepStakes mode only", async () => {
    const player = await signUpPlayer(t.app, "popups-sweeps");
    await t.database.db.execute(
      sql`update players set game_mode = 'SweepStakes' where id = ${player.playerId}`,
    );
    expect(ids(await playerAds(player, "lobbyVisit"))).toContain("funrize.sweeps-redeem");
  });

  it("words the ads in the visitor's language", async () => {
    const player = await signUpPlayer(t.app, "popups-es");
    const [races] = await playerAds(player, "lobbyVisit", "es");
    expect(races?.popup_data.title).toBe("Compite por el primer puesto");
  });

  it("counts a guest's ads by the cookie it gives their browser", async () => {
    const first = await t.app.inject({
      method: "POST",
      url: "/rest/pop-up-ads/guest-popup-ads/",
      headers: SAME_SITE,
      payload: { triggerType: "sessionStart" },
    });
    expect(first.statusCode, first.body).toBe(200);
    const guestCookie = first.cookies.find((cookie) => cookie.name === "popup_guest");
    expect(guestCookie?.httpOnly).toBe(true);
    const cookie = `popup_guest=${guestCookie?.value}`;
    const [welcome] = first.json().data as Ad[];
    expect(welcome?.popup_id).toBe(GUEST_WELCOME);
    if (!welcome) throw new Error("no ad");

    // Reported as a player's, a guest's showing is not found; as the guest's, it is recorded.
    expect(
      (await logAction(cookie, { log_id: welcome.log_id, action_id: "view", is_player: true })).statusCode,
    ).toBe(404);
    await see(cookie, welcome, false);

    const again = await t.app.inject({
      method: "POST",
      url: "/rest/pop-up-ads/guest-popup-ads/",
      headers: { cookie, ...SAME_SITE },
      payload: { triggerType: "lobbyVisit" },
    });
    expect(again.json().data).toEqual([]);
    expect(again.cookies.find((set) => set.name === "popup_guest")).toBeUndefined();
  });

  it("keeps players off the player endpoint's list without a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/pop-up-ads/player-popup-ads/",
      headers: SAME_SITE,
      payload: { triggerType: "lobbyVisit" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("records each action once per showing, for the showing's own player only", async () => {
    const player = await signUpPlayer(t.app, "popups-log");
    const other = await signUpPlayer(t.app, "popups-other");
    const [ad] = await playerAds(player, "lobbyVisit");
    if (!ad) throw new Error("no ad");

    await see(player.cookie, ad);
    await see(player.cookie, ad);
    const click = await logAction(player.cookie, { log_id: ad.log_id, action_id: "click", is_player: true });
    expect(click.statusCode).toBe(200);
    expect(await actionsOf(ad.log_id)).toEqual(["click", "view"]);

    const theirs = await logAction(other.cookie, { log_id: ad.log_id, action_id: "close", is_player: true });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toMatchObject({ reason: "POPUP_SHOWING_NOT_FOUND" });
    expect(await actionsOf(ad.log_id)).toEqual(["click", "view"]);
  });

  it("refuses bad input with a 400 and records nothing", async () => {
    const player = await signUpPlayer(t.app, "popups-bad");
    const [ad] = await playerAds(player, "lobbyVisit");
    if (!ad) throw new Error("no ad");
    for (const payload of [
      { log_id: ad.log_id, action_id: "dismiss", is_player: true },
      { log_id: "not-a-uuid", action_id: "view", is_player: true },
      { log_id: ad.log_id, action_id: "view" },
    ]) {
      expect((await logAction(player.cookie, payload)).statusCode).toBe(400);
    }
    const badTrigger = await t.app.inject({
      method: "POST",
      url: "/rest/pop-up-ads/player-popup-ads/",
      headers: { cookie: player.cookie, ...SAME_SITE },
      payload: { triggerType: "whenever" },
    });
    expect(badTrigger.statusCode).toBe(400);
    expect(await actionsOf(ad.log_id)).toEqual([]);
  });

  it("says in app init that the theme runs popup ads", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/app/init/" });
    expect(response.json().data.popUpAds).toEqual({ isActive: true });
  });
});
