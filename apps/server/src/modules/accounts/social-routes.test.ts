import { AppInitResponse, type SocialMethod } from "@reelhouse/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type GraphPeer, startGraphPeer } from "../../test/facebook-graph-peer.ts";
import {
  addClaimsToNextIdToken,
  authorizeInBrowser,
  type OidcPeer,
  signIdToken,
  startOidcPeer,
} from "../../test/oidc-peer.ts";
import { appInit, cookieHeader, cookiesFrom, signUp } from "./testing.ts";

const GOOGLE_CLIENT_ID = "reelhouse-web.apps.googleusercontent.com";
const FACEBOOK_APP = { appId: "1234567890", appSecret: "facebook-app-secret" };
const APPLE_CLIENT_ID = "com.example.reelhouse.web";
const SIGN_IN_PAGE = "http://localhost/signin";
const APPLE_CALLBACK = "http://localhost/rest/login/apple/callback/";

// One app for the file, with local peers standing in for Google, Apple and Facebook's Graph API.
let google: OidcPeer;
let apple: OidcPeer;
let graph: GraphPeer;
let t: TestApp;
beforeAll(async () => {
  [google, apple, graph] = await Promise.all([
    startOidcPeer(),
    startOidcPeer(),
    startGraphPeer(FACEBOOK_APP),
  ]);
  t = await buildTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: "google-client-secret",
    GOOGLE_ISSUER: google.issuer.url ?? "",
    FACEBOOK_APP_ID: FACEBOOK_APP.appId,
    FACEBOOK_APP_SECRET: FACEBOOK_APP.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
    APPLE_CLIENT_ID,
    APPLE_CLIENT_SECRET: "apple-client-secret",
    APPLE_ISSUER: apple.issuer.url ?? "",
  });
  // The peers stamp their tokens with the real time.
  t.clock.set(new Date());
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.stop(), apple.stop(), graph.close()]);
});

let subjectCounter = 0;
/** A Google account: a fresh subject, with a verified email unless told otherwise. */
function googleAccount(claims: Record<string, unknown> = {}) {
  const sub = `google-${++subjectCounter}`;
  return { sub, email: `${sub}@gmail.example`, email_verified: true, ...claims };
}

const googleIdToken = (claims: Record<string, unknown>) =>
  signIdToken(google, { ...claims, aud: GOOGLE_CLIENT_ID });

/** Starts a sign-in as the site does: the provider URL and the state cookie the browser now holds. */
async function startSignIn(method: SocialMethod, redirectUri = SIGN_IN_PAGE) {
  const response = await t.app.inject({
    method: "GET",
    url: `/rest/login/${method}/authorize/`,
    query: { redirectUri },
  });
  expect(response.statusCode).toBe(200);
  return {
    response,
    authorizeUrl: response.json().data.authorizeUrl as string,
    cookie: cookieHeader(cookiesFrom(response)),
  };
}

function socialSignIn(method: SocialMethod, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: `/rest/login/${method}/`, payload, headers });
}

/** The whole redirect sign-in with Google for `account`, as a browser goes through it. */
async function googleRedirectSignIn(account: Record<string, unknown>) {
  const { authorizeUrl, cookie } = await startSignIn("google");
  const { code, state } = await authorizeInBrowser(authorizeUrl);
  addClaimsToNextIdToken(google, account);
  return socialSignIn("google", { code, state, redirectUri: SIGN_IN_PAGE }, { cookie });
}

const sessionOf = (response: LightMyRequestResponse) => cookieHeader(cookiesFrom(response));

async function rewardsOf(cookie: string) {
  return (await t.app.inject({ method: "GET", url: "/rest/player/rewards/", headers: { cookie } })).json()
    .data;
}

describe("starting a social sign-in", () => {
  it("returns the provider's authorize URL and binds its state to the browser in a cookie", async () => {
    const { response, authorizeUrl } = await startSignIn("google");
    const url = new URL(authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${google.issuer.url}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: SIGN_IN_PAGE,
      response_type: "code",
      scope: "openid profile email",
    });
    expect(params.state).toMatch(/^google\.[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);

    const stateCookie = response.cookies.find((cookie) => cookie.name === "social_sign_in");
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/rest/login/", maxAge: 600 });
    expect(stateCookie?.value).toBe(`${params.state}~${params.nonce}`);
  });

  it("refuses a redirect URI that is not an absolute URL", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/rest/login/google/authorize/",
      query: { redirectUri: "/signin" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe("querystring.redirectUri");
  });
});

describe("the redirect URI a sign-in names", () => {
  const start = (method: SocialMethod, redirectUri: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/rest/login/${method}/authorize/`, query: { redirectUri }, headers });

  function expectRefused(response: LightMyRequestResponse, expected: string) {
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      reason: "REDIRECT_URI_NOT_ALLOWED",
      message: "The sign-in must return to this site",
      fields: [{ path: "redirectUri", message: `Must be ${expected}` }],
    });
  }

  it.each([
    ["google", "https://evil.example/signin", SIGN_IN_PAGE],
    ["google", "http://localhost.evil.example/signin", SIGN_IN_PAGE],
    ["google", "http://localhost:8080/signin", SIGN_IN_PAGE],
    ["google", "http://localhost/signin/elsewhere", SIGN_IN_PAGE],
    ["google", "http://localhost/signin?next=https://evil.example/", SIGN_IN_PAGE],
    ["facebook", APPLE_CALLBACK, SIGN_IN_PAGE],
    ["apple", SIGN_IN_PAGE, APPLE_CALLBACK],
  ] as const)("refuses to start %s with %s, binding no state", async (method, redirectUri, expected) => {
    const response = await start(method, redirectUri);
    expectRefused(response, expected);
    expect(response.cookies.find((cookie) => cookie.name === "social_sign_in")).toBeUndefined();
  });

  it("takes the site's address from our own hosts only, not from any Host header", async () => {
    // A Host header we do not serve gets the configured public URL, as links in emails do.
    const spoofed = await start("google", "http://evil.example/signin", { host: "evil.example" });
    expectRefused(spoofed, `${t.config.publicUrl}/signin`);
    // Each brand's own host is the site too.
    const brand = await start("google", "http://funrize.localhost/signin", { host: "funrize.localhost" });
    expect(brand.statusCode).toBe(200);
  });

  it("refuses to redeem a code for another redirect URI and signs nobody in", async () => {
    const { authorizeUrl, cookie } = await startSignIn("google");
    const { code, state } = await authorizeInBrowser(authorizeUrl);
    addClaimsToNextIdToken(google, googleAccount());
    const response = await socialSignIn(
      "google",
      { code, state, redirectUri: "https://evil.example/signin" },
      { cookie },
    );
    expectRefused(response, SIGN_IN_PAGE);
    expect(response.cookies.find((c) => c.name === "session")).toBeUndefined();
  });
});

describe("Google sign-in with the redirect code", () => {
  it("creates the account, opens a session and trusts the email Google verified", async () => {
    const account = googleAccount({ given_name: "Ana", family_name: "García" });
    const response = await googleRedirectSignIn(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      statusCode: 200,
      data: { isNewPlayer: true, message: "Your account is ready." },
    });
    expect(response.cookies.find((cookie) => cookie.name === "session")).toMatchObject({ httpOnly: true });
    // The state is single use: the cookie goes with the answer.
    expect(cookiesFrom(response).social_sign_in).toBe("");

    const cookie = sessionOf(response);
    expect(await appInit(t.app, cookie)).toMatchObject({
      isGuest: false,
      login: response.json().data.playerId,
      email: account.email,
      emailConfirmed: true,
      // The given name Google vouched for greets the player at once.
      profile: { name: "Ana" },
    });
    const profile = await t.app.inject({ method: "GET", url: "/rest/player/profile/", headers: { cookie } });
    expect(profile.json().data).toMatchObject({ name: "Ana", surname: "García" });
    expect((await rewardsOf(cookie)).email.completed).toBe(true);
  });

  it.each([
    ["a state from another sign-in", (state: string) => ({ state: `${state}x` }), true],
    ["no state", () => ({}), true],
    ["no state cookie", (state: string) => ({ state }), false],
  ])("refuses a code with %s and creates no account", async (_, stateOf, withCookie) => {
    const account = googleAccount();
    const { authorizeUrl, cookie } = await startSignIn("google");
    const { code, state } = await authorizeInBrowser(authorizeUrl);
    const refused = await socialSignIn(
      "google",
      { code, redirectUri: SIGN_IN_PAGE, ...stateOf(state) },
      withCookie ? { cookie } : {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("The sign-in did not complete. Please try again.");
    expect(refused.cookies.find((c) => c.name === "session")).toBeUndefined();

    // The same Google account signing in properly afterwards is new: the refused attempt made nothing.
    expect((await googleRedirectSignIn(account)).json().data.isNewPlayer).toBe(true);
  });

  it("signs the same Google account in to the same player the next time", async () => {
    const account = googleAccount();
    const first = await googleRedirectSignIn(account);
    // Google accounts may change their email; the subject is what identifies them.
    const second = await googleRedirectSignIn({ ...account, email: "renamed@gmail.example" });
    expect(second.json().data).toEqual({
      message: "Welcome back!",
      playerId: first.json().data.playerId,
      isNewPlayer: false,
    });
  });
});

describe("Google sign-in with an ID token", () => {
  it("needs no state, as an SDK-based client has none", async () => {
    const account = googleAccount();
    const response = await socialSignIn("google", { accessToken: await googleIdToken(account) });
    expect(response.json().data.isNewPlayer).toBe(true);
    expect((await appInit(t.app, sessionOf(response))).email).toBe(account.email);
  });

  it("refuses a token Google did not sign", async () => {
    const forged = await signIdToken(apple, { ...googleAccount(), aud: GOOGLE_CLIENT_ID });
    const response = await socialSignIn("google", { accessToken: forged });
    expect(response.statusCode).toBe(401);
  });

  it("links a verified email to the existing email account and confirms it", async () => {
    const { playerId, cookie } = await signUp(t.app, "lin@example.com");
    expect((await appInit(t.app, cookie)).emailConfirmed).toBe(false);

    const account = googleAccount({ email: "lin@example.com" });
    const response = await socialSignIn("google", { accessToken: await googleIdToken(account) });
    expect(response.json().data).toMatchObject({ playerId, isNewPlayer: false });
    const session = sessionOf(response);
    expect(await appInit(t.app, session)).toMatchObject({ login: playerId, emailConfirmed: true });
    expect((await rewardsOf(session)).email.completed).toBe(true);
  });

  it("refuses an unverified email that belongs to an existing account", async () => {
    const { cookie } = await signUp(t.app, "mo@example.com");
    const account = googleAccount({ email: "mo@example.com", email_verified: false });
    const response = await socialSignIn("google", { accessToken: await googleIdToken(account) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe("An account with this email already exists. Sign in instead.");
    expect(response.cookies.find((c) => c.name === "session")).toBeUndefined();
    expect((await appInit(t.app, cookie)).emailConfirmed).toBe(false);
  });

  it("opens an account with an unverified email left unconfirmed", async () => {
    const account = googleAccount({ email_verified: false });
    const response = await socialSignIn("google", { accessToken: await googleIdToken(account) });
    expect(response.json().data.isNewPlayer).toBe(true);
    const cookie = sessionOf(response);
    expect(await appInit(t.app, cookie)).toMatchObject({ email: account.email, emailConfirmed: false });
    expect((await rewardsOf(cookie)).email.completed).toBe(false);
  });

  it("asks for an email when Google shares none", async () => {
    const { email: _email, email_verified: _verified, ...withoutEmail } = googleAccount();
    const response = await socialSignIn("google", { accessToken: await googleIdToken(withoutEmail) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^We need your email address\./);
  });
});

describe("linking a provider to the signed-in player (needToLogin: false)", () => {
  it("links the Google account, which then signs in to that player", async () => {
    const { playerId, cookie } = await signUp(t.app, "ned@example.com");
    const account = googleAccount({ email: "ned.other@gmail.example" });
    const linked = await socialSignIn(
      "google",
      { accessToken: await googleIdToken(account), needToLogin: false },
      { cookie },
    );
    expect(linked.json().data).toEqual({ message: "", playerId, isNewPlayer: false });
    expect(linked.cookies.find((c) => c.name === "session")).toBeUndefined();

    const later = await socialSignIn("google", { accessToken: await googleIdToken(account) });
    expect(later.json().data).toMatchObject({ playerId, isNewPlayer: false });
  });

  it("refuses a Google account already linked to another player", async () => {
    const account = googleAccount();
    await socialSignIn("google", { accessToken: await googleIdToken(account) });
    const { cookie } = await signUp(t.app, "oz@example.com");
    const response = await socialSignIn(
      "google",
      { accessToken: await googleIdToken(account), needToLogin: false },
      { cookie },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe("This sign-in is already linked to another account.");
  });

  it("needs a signed-in player", async () => {
    const response = await socialSignIn("google", {
      accessToken: await googleIdToken(googleAccount()),
      needToLogin: false,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("Apple sign-in", () => {
  it("turns Apple's cross-site form post into the sign-in page, which completes the sign-in", async () => {
    const { authorizeUrl, cookie } = await startSignIn("apple", APPLE_CALLBACK);
    expect(new URL(authorizeUrl).searchParams.get("response_mode")).toBe("form_post");
    const { code, state } = await authorizeInBrowser(authorizeUrl);
    const user = JSON.stringify({
      name: { firstName: "Bea", lastName: "Ruiz" },
      email: "x1@privaterelay.example",
    });

    const callback = await t.app.inject({
      method: "POST",
      url: "/rest/login/apple/callback/",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
        origin: "https://appleid.apple.com",
      },
      payload: new URLSearchParams({ code, state, user }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    const next = new URL(callback.headers.location ?? "", "http://localhost");
    expect(next.pathname).toBe("/signin");
    expect(Object.fromEntries(next.searchParams)).toEqual({ code, state, user });

    addClaimsToNextIdToken(apple, {
      sub: "001234.apple.0001",
      email: "x1@privaterelay.example",
      email_verified: "true",
    });
    const response = await socialSignIn(
      "apple",
      { code, state, redirectUri: APPLE_CALLBACK, appleUser: user },
      { cookie },
    );
    expect(response.json().data.isNewPlayer).toBe(true);
    const session = sessionOf(response);
    expect(await appInit(t.app, session)).toMatchObject({
      email: "x1@privaterelay.example",
      emailConfirmed: true,
    });
    const profile = await t.app.inject({
      method: "GET",
      url: "/rest/player/profile/",
      headers: { cookie: session },
    });
    expect(profile.json().data).toMatchObject({ name: "Bea", surname: "Ruiz" });
  });

  it("hands Apple's error (the player cancelled) to the sign-in page, where the round trip ends", async () => {
    const callback = await t.app.inject({
      method: "POST",
      url: "/rest/login/apple/callback/",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "cross-site",
        origin: "https://appleid.apple.com",
      },
      payload: new URLSearchParams({ error: "user_cancelled_authorize", state: "apple.abc" }).toString(),
    });
    expect(callback.statusCode).toBe(303);
    const next = new URL(callback.headers.location ?? "", "http://localhost");
    expect(next.pathname).toBe("/signin");
    expect(Object.fromEntries(next.searchParams)).toEqual({
      error: "user_cancelled_authorize",
      state: "apple.abc",
    });
  });

  it("refuses a callback with neither a code nor an error", async () => {
    const callback = await t.app.inject({
      method: "POST",
      url: "/rest/login/apple/callback/",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: new URLSearchParams({ state: "apple.abc" }).toString(),
    });
    expect(callback.statusCode).toBe(400);
  });

  it("accepts the cross-site post only at the callback, not at the sign-in itself", async () => {
    const response = await socialSignIn(
      "apple",
      { code: "any-code", state: "apple.any", redirectUri: APPLE_CALLBACK },
      { "sec-fetch-site": "cross-site" },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("Facebook sign-in", () => {
  it("signs up with the redirect code and back in with an access token", async () => {
    const user = { id: "10220000000001", email: "pia@example.com", first_name: "Pia", last_name: "Lind" };
    const { authorizeUrl, cookie } = await startSignIn("facebook");
    const state = new URL(authorizeUrl).searchParams.get("state") ?? "";
    // Facebook's login dialog is not ours to drive; the Graph peer issues the code it would redirect with.
    const code = graph.issueCode(user, SIGN_IN_PAGE);
    const first = await socialSignIn("facebook", { code, state, redirectUri: SIGN_IN_PAGE }, { cookie });
    expect(first.json().data.isNewPlayer).toBe(true);
    expect(await appInit(t.app, sessionOf(first))).toMatchObject({
      email: "pia@example.com",
      emailConfirmed: true,
    });

    const again = await socialSignIn("facebook", { accessToken: graph.issueToken({ user }) });
    expect(again.json().data).toMatchObject({ playerId: first.json().data.playerId, isNewPlayer: false });
  });
});

describe("social buttons in app init", () => {
  it("lists every configured provider with its client id, and Apple with its callback", async () => {
    const init = AppInitResponse.shape.data.parse(await appInit(t.app));
    expect(init.socialMethods).toEqual(["google", "facebook", "apple"]);
    expect(init.playerSocLogin.credentials).toEqual({
      google: { keys: { id: GOOGLE_CLIENT_ID } },
      facebook: { keys: { id: FACEBOOK_APP.appId } },
      apple: { keys: { id: APPLE_CLIENT_ID }, callback: "/rest/login/apple/callback/" },
    });
  });

  it("lists only the providers that are configured", async () => {
    const googleOnly = await buildTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: "google-client-secret",
      GOOGLE_ISSUER: google.issuer.url ?? "",
    });
    try {
      const init = await appInit(googleOnly.app);
      expect(init.socialMethods).toEqual(["google"]);
      expect(init.playerSocLogin.credentials).toEqual({ google: { keys: { id: GOOGLE_CLIENT_ID } } });
      const apple = await googleOnly.app.inject({
        method: "GET",
        url: "/rest/login/apple/authorize/",
        query: { redirectUri: APPLE_CALLBACK },
      });
      expect(apple.statusCode).toBe(404);
    } finally {
      await googleOnly.close();
    }
  });
});
