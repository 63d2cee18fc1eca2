import { BRANDS } from "@reelhouse/contract/brands";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../db/transaction.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { players } from "./schema.ts";

// One app for the file; with no SMTP or Twilio configured, messages land in the development outbox.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const SITE = { brand: BRANDS.funrize, origin: "https://funrize.test" };
const OFFER = {
  email: { subject: "Double coins this weekend", heading: "Double coins", paragraphs: ["All weekend long."] },
  sms: "Double coins this weekend at Funrize.",
};

const subscription = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/rest/player/subscription/", headers: { cookie } })).json().data;

const saveSubscription = (cookie: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/rest/player/subscription/",
    headers: { cookie, ...SAME_SITE },
    payload,
  });

const outbox = (to: string, channel: "email" | "sms") => t.app.messaging.listOutbox({ to, channel });

/** A player who said yes to marketing by email and by SMS, with a confirmed phone. */
async function subscribedPlayer(): Promise<TestPlayer & { phone: string }> {
  const player = await signUpPlayer(t.app, "offers");
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await t.database.db
    .update(players)
    .set({ phone, phoneConfirmedAt: t.clock.now() })
    .where(eq(players.id, player.playerId));
  expect((await saveSubscription(player.cookie, { email: true, sms: true })).statusCode).toBe(200);
  return { ...player, phone };
}

/** The one-click unsubscribe URL of the player's latest marketing email. */
async function unsubscribeUrlOf(email: string): Promise<URL> {
  const [mail] = await outbox(email, "email");
  const url = mail?.text.match(/https:\/\/funrize\.test\/rest\/unsubscribe\/\?token=\S+/)?.[0];
  if (!url) throw new Error("no unsubscribe link in the email");
  return new URL(url);
}

describe("the subscription tab", () => {
  it("starts with no marketing, saves each channel, and refuses what is not a yes or no", async () => {
    const { cookie } = await signUpPlayer(t.app, "tab");
    expect(await subscription(cookie)).toEqual({ email: false, sms: false });
    const saved = await saveSubscription(cookie, { email: true });
    expect(saved.json().data).toEqual({ email: true, sms: false });
    expect(await subscription(cookie)).toEqual({ email: true, sms: false });

    const refused = await saveSubscription(cookie, { sms: "yes" });
    expect(refused.statusCode).toBe(400);
    expect(await subscription(cookie)).toEqual({ email: true, sms: false });
  });

  it("needs a signed-in player", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/player/subscription/" });
    expect(response.statusCode).toBe(401);
  });
});

describe("sending marketing", () => {
  it("sends only on the channels the player said yes to; transactional email still arrives", async () => {
    const player = await signUpPlayer(t.app, "quiet");
    // The sign-up's confirmation link is transactional: sent though the player took no marketing.
    expect(await outbox(player.email, "email")).toHaveLength(1);
    expect(await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE)).toEqual([]);
    expect(await outbox(player.email, "email")).toHaveLength(1);

    await saveSubscription(player.cookie, { email: true });
    expect(await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE)).toEqual(["email"]);
    const [mail] = await outbox(player.email, "email");
    expect(mail?.subject).toBe("Double coins this weekend");
  });

  it("sends by SMS to a confirmed phone of a player who said yes", async () => {
    const player = await subscribedPlayer();
    expect(await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE)).toEqual(["email", "sms"]);
    expect((await outbox(player.phone, "sms"))[0]?.text).toBe(OFFER.sms);
  });

  it("sends nothing to a player on a break from play", async () => {
    const player = await subscribedPlayer();
    const until = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    await withTransaction(t.database.db, (tx) =>
      t.app.accounts.within(tx).startPlayBreak(player.playerId, { kind: "coolOff", until }),
    );
    const emailsBefore = (await outbox(player.email, "email")).length;
    expect(await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE)).toEqual([]);
    expect(await outbox(player.email, "email")).toHaveLength(emailsBefore);
    expect(await outbox(player.phone, "sms")).toHaveLength(0);
  });
});

describe("one-click unsubscribe", () => {
  const post = (url: string) =>
    t.app.inject({
      method: "POST",
      url,
      // A mail client's POST: cross-site, no cookies, the RFC 8058 body.
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "List-Unsubscribe=One-Click",
    });

  it("sends a browser's GET to the site's page in the player's language, changing nothing, and unsubscribes that channel on POST without a session", async () => {
    const player = await subscribedPlayer();
    await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE);
    const url = await unsubscribeUrlOf(player.email);
    const path = `${url.pathname}${url.search}`;
    const token = url.searchParams.get("token") ?? "";

    const opened = await t.app.inject({ method: "GET", url: path, headers: { "accept-language": "es" } });
    expect(opened.statusCode).toBe(303);
    // The player's emails are in English, whatever the browser prefers.
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await subscription(player.cookie)).toEqual({ email: true, sms: true });
    await t.database.db.update(players).set({ locale: "es" }).where(eq(players.id, player.playerId));
    expect((await t.app.inject({ method: "GET", url: path })).headers.location).toBe(
      `/es/unsubscribe?token=${encodeURIComponent(token)}`,
    );

    const done = await post(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("you will get no more offers by email");
    expect(await subscription(player.cookie)).toEqual({ email: false, sms: true });
    expect(await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE)).toEqual(["sms"]);
  });

  it("changes nothing for a forged or altered token", async () => {
    const player = await subscribedPlayer();
    const other = await subscribedPlayer();
    await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE);
    // Both players have signing keys: the other's token is not this one's with the id changed.
    await t.app.accounts.sendMarketing(other.playerId, OFFER, SITE);
    const token = (await unsubscribeUrlOf(player.email)).searchParams.get("token") ?? "";
    const [playerId, , signature] = token.split(".");
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith("A") ? "B" : "A"}`;

    for (const forged of [
      `${playerId}.sms.${signature}`, // another channel
      `${other.playerId}.email.${signature}`, // another player
      `${playerId}.email.${flipped}`, // an altered signature
      `${playerId}.email.`,
      "not-a-token",
    ]) {
      const response = await post(`/rest/unsubscribe/?token=${encodeURIComponent(forged)}`);
      expect(response.statusCode, forged).toBe(400);
      expect(response.body).toContain("This unsubscribe link is not valid.");
    }
    expect(await subscription(player.cookie)).toEqual({ email: true, sms: true });
    expect(await subscription(other.cookie)).toEqual({ email: true, sms: true });
  });
});

describe("the unsubscribe page's calls", () => {
  const read = (token: string) =>
    t.app.inject({ method: "GET", url: `/rest/unsubscribe/link/?token=${encodeURIComponent(token)}` });
  const update = (token: string, isSubscribed: boolean, headers: Record<string, string> = SAME_SITE) =>
    t.app.inject({
      method: "POST",
      url: "/rest/unsubscribe/link/",
      headers,
      payload: { token, isSubscribed },
    });

  it("reads the link's channel, turns it off and on again without a session, and leaves the other channel", async () => {
    const player = await subscribedPlayer();
    await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE);
    const token = (await unsubscribeUrlOf(player.email)).searchParams.get("token") ?? "";

    expect((await read(token)).json().data).toEqual({ channel: "email", isSubscribed: true });
    expect((await update(token, false)).json().data).toEqual({ channel: "email", isSubscribed: false });
    expect(await subscription(player.cookie)).toEqual({ email: false, sms: true });
    expect((await read(token)).json().data).toEqual({ channel: "email", isSubscribed: false });

    expect((await update(token, true)).json().data).toEqual({ channel: "email", isSubscribed: true });
    expect(await subscription(player.cookie)).toEqual({ email: true, sms: true });
  });

  it("refuses a token that names nobody, and a cross-site change", async () => {
    const player = await subscribedPlayer();
    await t.app.accounts.sendMarketing(player.playerId, OFFER, SITE);
    const token = (await unsubscribeUrlOf(player.email)).searchParams.get("token") ?? "";

    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const response of [await read(forged), await update(forged, false)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        reason: "UNSUBSCRIBE_LINK_INVALID",
        message: expect.stringContaining("This unsubscribe link is not valid."),
      });
    }
    const crossSite = await update(token, false, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await subscription(player.cookie)).toEqual({ email: true, sms: true });
  });
});
