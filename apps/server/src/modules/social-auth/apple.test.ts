import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { ManualClock } from "../../lib/clock.ts";
import {
  addClaimsToNextIdToken,
  authorizeInBrowser,
  nextTokenRequest,
  type OidcPeer,
  signIdToken,
  startOidcPeer,
} from "../../test/oidc-peer.ts";
import { createSocialAuth, type SocialAuth } from "./service.ts";

const CLIENT_ID = "com.example.reelhouse.web";
const TEAM_ID = "TEAM123456";
const KEY_ID = "KEY7654321";
const REDIRECT_URI = "https://play.example.com/rest/login/apple/callback/";
const SIX_MONTHS_SECONDS = 15_777_000;

const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let apple: OidcPeer;
let clock: ManualClock;
let socialAuth: SocialAuth;

beforeAll(async () => {
  apple = await startOidcPeer();
});
afterAll(async () => {
  await apple.stop();
});

function appleAuth(env: Record<string, string>): SocialAuth {
  const config = loadConfig({ APPLE_CLIENT_ID: CLIENT_ID, APPLE_ISSUER: apple.issuer.url, ...env });
  return createSocialAuth(config.social, { clock });
}

beforeEach(() => {
  clock = new ManualClock(new Date());
  socialAuth = appleAuth({
    APPLE_TEAM_ID: TEAM_ID,
    APPLE_KEY_ID: KEY_ID,
    // The way a .p8 file usually travels in an environment variable: one line, `\n` escaped.
    APPLE_PRIVATE_KEY: privateKeyPem.replaceAll("\n", "\\n"),
  });
});

const appleClaims = {
  sub: "001234.abcdef0123456789.1234",
  email: "x7q2@privaterelay.appleid.com",
  email_verified: "true",
  is_private_email: "true",
};

describe("an Apple ID token sent by an iOS app", () => {
  it("is accepted, with Apple's string-typed email_verified read as true", async () => {
    const token = await signIdToken(apple, { ...appleClaims, aud: CLIENT_ID });
    expect(await socialAuth.verifySocialCredential("apple", { accessToken: token })).toEqual({
      provider: "apple",
      subject: appleClaims.sub,
      email: appleClaims.email,
      emailVerified: true,
      givenName: null,
      familyName: null,
    });
  });

  it('reads email_verified "false" as unverified', async () => {
    const token = await signIdToken(apple, { ...appleClaims, aud: CLIENT_ID, email_verified: "false" });
    expect(await socialAuth.verifySocialCredential("apple", { accessToken: token })).toMatchObject({
      emailVerified: false,
    });
  });

  it("is refused when made for another app", async () => {
    const token = await signIdToken(apple, { ...appleClaims, aud: "com.example.other" });
    await expect(socialAuth.verifySocialCredential("apple", { accessToken: token })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Apple sign-in was made for another app.",
    });
  });
});

describe("an Apple authorization code from the form_post callback", () => {
  it("is redeemed with a client secret signed by the team's key, and yields the identity and name", async () => {
    const authorizeUrl = await socialAuth.buildAuthorizeUrl("apple", {
      redirectUri: REDIRECT_URI,
      state: "state-1",
      nonce: "nonce-1",
    });
    const { code } = await authorizeInBrowser(authorizeUrl);
    addClaimsToNextIdToken(apple, appleClaims);
    const tokenRequest = nextTokenRequest(apple);

    const identity = await socialAuth.verifySocialCredential("apple", {
      code,
      redirectUri: REDIRECT_URI,
      nonce: "nonce-1",
      appleUser: JSON.stringify({ name: { firstName: "Ana", lastName: "García" }, email: appleClaims.email }),
    });
    expect(identity).toEqual({
      provider: "apple",
      subject: appleClaims.sub,
      email: appleClaims.email,
      emailVerified: true,
      givenName: "Ana",
      familyName: "García",
    });

    const form = await tokenRequest;
    expect(form).toMatchObject({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
    });
    const clientSecret = form.client_secret ?? "";
    expect(decodeProtectedHeader(clientSecret)).toEqual({ alg: "ES256", kid: KEY_ID });
    const { payload } = await jwtVerify(clientSecret, createPublicKey(privateKey), {
      algorithms: ["ES256"],
      issuer: TEAM_ID,
      subject: CLIENT_ID,
      audience: apple.issuer.url,
      currentDate: clock.now(),
    });
    expect(payload.iat).toBe(Math.floor(clock.now().getTime() / 1000));
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeGreaterThan(0);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(SIX_MONTHS_SECONDS);
  });

  it("sends APPLE_CLIENT_SECRET as given when configured instead of a key", async () => {
    const auth = appleAuth({ APPLE_CLIENT_SECRET: "eyJ.ready-made.secret" });
    const { code } = await authorizeInBrowser(
      await auth.buildAuthorizeUrl("apple", { redirectUri: REDIRECT_URI, state: "s", nonce: "n" }),
    );
    addClaimsToNextIdToken(apple, appleClaims);
    const tokenRequest = nextTokenRequest(apple);
    await auth.verifySocialCredential("apple", { code, redirectUri: REDIRECT_URI, nonce: "n" });
    expect((await tokenRequest).client_secret).toBe("eyJ.ready-made.secret");
  });

  it("ignores a malformed user field: the name is optional, the identity is not", async () => {
    const token = await signIdToken(apple, { ...appleClaims, aud: CLIENT_ID });
    expect(
      await socialAuth.verifySocialCredential("apple", { accessToken: token, appleUser: "{not json" }),
    ).toMatchObject({ subject: appleClaims.sub, givenName: null, familyName: null });
  });
});
