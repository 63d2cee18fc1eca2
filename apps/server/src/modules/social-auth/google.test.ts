import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { ManualClock } from "../../lib/clock.ts";
import {
  addClaimsToNextIdToken,
  authorizeInBrowser,
  failNextTokenRequest,
  nextTokenRequest,
  type OidcPeer,
  signIdToken,
  startOidcPeer,
} from "../../test/oidc-peer.ts";
import { createSocialAuth, type SocialAuth } from "./service.ts";

const CLIENT_ID = "reelhouse-web.apps.googleusercontent.com";
const CLIENT_SECRET = "google-client-secret";
const REDIRECT_URI = "https://play.example.com/signin/google";

let google: OidcPeer;
let impostor: OidcPeer;
let clock: ManualClock;
let socialAuth: SocialAuth;
let requestedUrls: string[];

beforeAll(async () => {
  google = await startOidcPeer({ kid: "google-key" });
  // Another provider holding a different key under the same key id: its signatures must not pass.
  impostor = await startOidcPeer({ kid: "google-key" });
});
afterAll(async () => {
  await google.stop();
  await impostor.stop();
});

beforeEach(() => {
  clock = new ManualClock(new Date());
  requestedUrls = [];
  const config = loadConfig({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: google.issuer.url,
  });
  socialAuth = createSocialAuth(config.social, {
    clock,
    fetch: (input, init) => {
      requestedUrls.push(String(input));
      return fetch(input, init);
    },
  });
});

const player = {
  sub: "109876543210",
  email: "ana@example.com",
  email_verified: true,
  given_name: "Ana",
  family_name: "García",
};

const verifyToken = (accessToken: string, nonce?: string) =>
  socialAuth.verifySocialCredential("google", { accessToken, nonce });

describe("a Google ID token sent by an SDK-based client", () => {
  it("is accepted and yields the player's verified identity", async () => {
    const token = await signIdToken(google, { ...player, aud: CLIENT_ID });
    expect(await verifyToken(token)).toEqual({
      provider: "google",
      subject: "109876543210",
      email: "ana@example.com",
      emailVerified: true,
      givenName: "Ana",
      familyName: "García",
    });
  });

  it("accepts the issuer written without https://, as Google sometimes does", async () => {
    const token = await signIdToken(google, {
      ...player,
      aud: CLIENT_ID,
      iss: new URL(google.issuer.url ?? "").host,
    });
    expect((await verifyToken(token)).subject).toBe(player.sub);
  });

  it("reports an unverified or missing email as such", async () => {
    const unverified = await signIdToken(google, { ...player, aud: CLIENT_ID, email_verified: false });
    expect(await verifyToken(unverified)).toMatchObject({ email: "ana@example.com", emailVerified: false });
    const { email: _email, ...withoutEmail } = player;
    const noEmail = await signIdToken(google, { ...withoutEmail, aud: CLIENT_ID });
    expect(await verifyToken(noEmail)).toMatchObject({ email: null, emailVerified: false });
  });

  it("is refused when it was issued to another app", async () => {
    const token = await signIdToken(google, { ...player, aud: "someone-else.apps.googleusercontent.com" });
    await expect(verifyToken(token)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Google sign-in was made for another app.",
    });
  });

  it("is refused once expired, by the injected clock", async () => {
    const token = await signIdToken(google, { ...player, aud: CLIENT_ID }, { expiresInSeconds: 600 });
    expect((await verifyToken(token)).subject).toBe(player.sub);
    clock.advance(15 * 60 * 1000);
    await expect(verifyToken(token)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Your Google sign-in has expired. Please sign in again.",
    });
  });

  it("is refused when another issuer wrote it", async () => {
    const token = await signIdToken(google, {
      ...player,
      aud: CLIENT_ID,
      iss: "https://accounts.evil.example",
    });
    await expect(verifyToken(token)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This sign-in was not issued by Google.",
    });
  });

  it("is refused when signed with someone else's key, even under Google's key id and issuer", async () => {
    const forged = await signIdToken(impostor, { ...player, aud: CLIENT_ID, iss: google.issuer.url });
    await expect(verifyToken(forged)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This sign-in is not signed by Google.",
    });
  });

  it("is refused when its key is not among Google's published keys", async () => {
    const stranger = await startOidcPeer();
    try {
      const forged = await signIdToken(stranger, { ...player, aud: CLIENT_ID, iss: google.issuer.url });
      await expect(verifyToken(forged)).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: "This sign-in is not signed by Google.",
      });
    } finally {
      await stranger.stop();
    }
  });

  it("must carry the nonce of the sign-in it answers, when one was sent", async () => {
    const token = await signIdToken(google, { ...player, aud: CLIENT_ID, nonce: "nonce-1" });
    expect((await verifyToken(token, "nonce-1")).subject).toBe(player.sub);
    await expect(verifyToken(token, "nonce-2")).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Google sign-in was started somewhere else. Please sign in again.",
    });
    const withoutNonce = await signIdToken(google, { ...player, aud: CLIENT_ID });
    await expect(verifyToken(withoutNonce, "nonce-1")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("is refused when it is not a JWT at all", async () => {
    await expect(verifyToken("ya29.an-opaque-access-token")).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This is not a valid Google sign-in token.",
    });
  });

  it("fetches the discovery document once for many sign-ins", async () => {
    for (const sub of ["1", "2", "3"]) {
      await verifyToken(await signIdToken(google, { ...player, sub, aud: CLIENT_ID }));
    }
    expect(requestedUrls.filter((url) => url.endsWith("/.well-known/openid-configuration"))).toHaveLength(1);
  });
});

describe("a Google authorization code from the browser's redirect", () => {
  it("is redeemed at Google's token endpoint with our client credentials", async () => {
    const authorizeUrl = await socialAuth.buildAuthorizeUrl("google", {
      redirectUri: REDIRECT_URI,
      state: "state-1",
      nonce: "nonce-1",
    });
    const { code, state } = await authorizeInBrowser(authorizeUrl);
    expect(state).toBe("state-1");

    addClaimsToNextIdToken(google, player);
    const tokenRequest = nextTokenRequest(google);
    const identity = await socialAuth.verifySocialCredential("google", {
      code,
      redirectUri: REDIRECT_URI,
      nonce: "nonce-1",
    });

    expect(identity).toMatchObject({ provider: "google", subject: player.sub, email: player.email });
    expect(await tokenRequest).toMatchObject({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
  });

  it("is refused when the ID token it redeems for answers another sign-in", async () => {
    const authorizeUrl = await socialAuth.buildAuthorizeUrl("google", {
      redirectUri: REDIRECT_URI,
      state: "state-1",
      nonce: "nonce-of-the-attacker",
    });
    const { code } = await authorizeInBrowser(authorizeUrl);
    await expect(
      socialAuth.verifySocialCredential("google", {
        code,
        redirectUri: REDIRECT_URI,
        nonce: "nonce-of-the-victim",
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("is refused when Google says the code is invalid", async () => {
    failNextTokenRequest(google, "invalid_grant");
    await expect(
      socialAuth.verifySocialCredential("google", { code: "used-code", redirectUri: REDIRECT_URI }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Google sign-in code is invalid, expired or already used. Please sign in again.",
    });
  });

  it("fails on our side, not the player's, when Google refuses our client credentials", async () => {
    failNextTokenRequest(google, "invalid_client");
    await expect(
      socialAuth.verifySocialCredential("google", { code: "any", redirectUri: REDIRECT_URI }),
    ).rejects.toMatchObject({ code: "INTERNAL" });
  });
});

describe("when Google cannot be reached", () => {
  it("answers UNAVAILABLE and tries again on the next sign-in", async () => {
    let isNetworkDown = true;
    const config = loadConfig({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: google.issuer.url,
    });
    const auth = createSocialAuth(config.social, {
      clock,
      fetch: (input, init) =>
        isNetworkDown ? Promise.reject(new TypeError("fetch failed")) : fetch(input, init),
    });
    const token = await signIdToken(google, { ...player, aud: CLIENT_ID });
    await expect(auth.verifySocialCredential("google", { accessToken: token })).rejects.toMatchObject({
      code: "UNAVAILABLE",
      message: "Google sign-in is not responding right now. Please try again in a moment.",
    });
    isNetworkDown = false;
    expect((await auth.verifySocialCredential("google", { accessToken: token })).subject).toBe(player.sub);
  });

  it("answers UNAVAILABLE when only its keys cannot be fetched", async () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: google.issuer.url,
    });
    const auth = createSocialAuth(config.social, {
      clock,
      fetch: (input, init) =>
        String(input).endsWith("/jwks") ? Promise.reject(new TypeError("fetch failed")) : fetch(input, init),
    });
    const token = await signIdToken(google, { ...player, aud: CLIENT_ID });
    await expect(auth.verifySocialCredential("google", { accessToken: token })).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
  });
});
