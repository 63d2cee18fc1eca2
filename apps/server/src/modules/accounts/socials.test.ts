import { SocialsPageResponse } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type OidcPeer, signIdToken, startOidcPeer } from "../../test/oidc-peer.ts";
import { cookieHeader, cookiesFrom, STRONG_PASSWORD, signUp } from "./testing.ts";

const GOOGLE_CLIENT_ID = "reelhouse-web.apps.googleusercontent.com";
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

// Only Google is configured here: the tab lists no other provider.
let google: OidcPeer;
let t: TestApp;
beforeAll(async () => {
  google = await startOidcPeer();
  t = await buildTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: "google-client-secret",
    GOOGLE_ISSUER: google.issuer.url ?? "",
  });
  // The peer stamps its tokens with the real time.
  t.clock.set(new Date());
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

let subjectCounter = 0;
function googleAccount(email: string) {
  return { sub: `socials-${++subjectCounter}`, email, email_verified: true };
}

async function signInWithGoogle(account: object, link?: { cookie: string }) {
  const accessToken = await signIdToken(google, { ...account, aud: GOOGLE_CLIENT_ID });
  return t.app.inject({
    method: "POST",
    url: "/rest/login/google/",
    headers: { ...SAME_SITE, ...(link ? { cookie: link.cookie } : {}) },
    payload: { accessToken, ...(link ? { needToLogin: false } : {}) },
  });
}

const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });

async function socialsOf(cookie: string) {
  const response = await call(cookie, "GET", "/rest/player/socials/");
  expect(response.statusCode, response.body).toBe(200);
  return SocialsPageResponse.parse(response.json()).data;
}

const unlinkGoogle = (cookie: string) => call(cookie, "POST", "/rest/player/socials/google/unlink/");

describe("the socials tab", () => {
  it("lists the configured providers only, each linked or not, with the linked account's email", async () => {
    const { cookie } = await signUp(t.app, "lia@example.com");
    expect(await socialsOf(cookie)).toEqual({
      hasPassword: true,
      socials: [{ method: "google", isLinked: false, email: null }],
    });

    const linked = await signInWithGoogle(googleAccount("lia.g@gmail.example"), { cookie });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await socialsOf(cookie)).socials).toEqual([
      { method: "google", isLinked: true, email: "lia.g@gmail.example" },
    ]);
  });

  it("needs a signed-in player", async () => {
    expect((await t.app.inject({ method: "GET", url: "/rest/player/socials/" })).statusCode).toBe(401);
  });
});

describe("unlinking a provider", () => {
  it("unlinks it: the provider account no longer signs in to that player", async () => {
    const { playerId, cookie } = await signUp(t.app, "max@example.com");
    const account = googleAccount("max.g@gmail.example");
    await signInWithGoogle(account, { cookie });
    expect((await signInWithGoogle(account)).json().data.playerId).toBe(playerId);

    const response = await unlinkGoogle(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(SocialsPageResponse.parse(response.json()).data.socials).toEqual([
      { method: "google", isLinked: false, email: null },
    ]);
    // The same Google account now opens an account of its own.
    const later = await signInWithGoogle(account);
    expect(later.json().data).toMatchObject({ isNewPlayer: true });
    expect(later.json().data.playerId).not.toBe(playerId);
  });

  it("refuses to unlink the last way into an account without a password, until one is set", async () => {
    const signedUp = await signInWithGoogle(googleAccount("only.google@gmail.example"));
    const cookie = cookieHeader(cookiesFrom(signedUp));
    expect((await socialsOf(cookie)).hasPassword).toBe(false);

    const refused = await unlinkGoogle(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      reason: "SOCIAL_LAST_WAY_IN",
      message: "This is the only way into your account. Set a password first, then unlink it.",
    });
    expect((await socialsOf(cookie)).socials[0]?.isLinked).toBe(true);

    const setPassword = await call(cookie, "POST", "/rest/player/password/change/", {
      newPassword: STRONG_PASSWORD,
    });
    expect(setPassword.statusCode, setPassword.body).toBe(200);
    expect((await unlinkGoogle(cookie)).statusCode).toBe(200);
  });

  it("never unlinks another player's identity", async () => {
    const owner = await signUp(t.app, "owner@example.com");
    const account = googleAccount("owner.g@gmail.example");
    await signInWithGoogle(account, owner);
    const other = await signUp(t.app, "other@example.com");

    const response = await unlinkGoogle(other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      reason: "SOCIAL_NOT_LINKED",
      message: "That sign-in is not linked to your account.",
    });
    expect((await signInWithGoogle(account)).json().data.playerId).toBe(owner.playerId);
    expect((await socialsOf(owner.cookie)).socials[0]?.isLinked).toBe(true);
  });

  it("refuses a provider that is not one", async () => {
    const { cookie } = await signUp(t.app, "nobody@example.com");
    expect((await call(cookie, "POST", "/rest/player/socials/myspace/unlink/")).statusCode).toBe(400);
  });
});
