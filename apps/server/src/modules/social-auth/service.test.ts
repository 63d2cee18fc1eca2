import { generateKeyPairSync } from "node:crypto";
import { SocialProvider } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { ManualClock } from "../../lib/clock.ts";
import type { AppError } from "../../lib/errors.ts";
import { type OidcPeer, startOidcPeer } from "../../test/oidc-peer.ts";
import { createSocialAuth, type SocialAuth } from "./service.ts";

const clock = new ManualClock(new Date());
const applePrivateKey = generateKeyPairSync("ec", { namedCurve: "P-256" })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

let google: OidcPeer;
let apple: OidcPeer;
let allProviders: SocialAuth;

beforeAll(async () => {
  google = await startOidcPeer();
  apple = await startOidcPeer();
  allProviders = createSocialAuth(
    loadConfig({
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: google.issuer.url,
      FACEBOOK_APP_ID: "1234567890",
      FACEBOOK_APP_SECRET: "facebook-secret",
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY7654321",
      APPLE_PRIVATE_KEY: applePrivateKey,
      APPLE_ISSUER: apple.issuer.url,
    }).social,
    { clock },
  );
});
afterAll(async () => {
  await google.stop();
  await apple.stop();
});

const noProviders = () => createSocialAuth(loadConfig({}).social, { clock });
const signIn = { redirectUri: "https://play.example.com/signin/cb", state: "state-1", nonce: "nonce-1" };

describe("listSocialProviders", () => {
  it("lists every configured provider with its client id, discovered authorize URL and spec scopes", async () => {
    const providers = await allProviders.listSocialProviders();
    expect(providers.map((provider) => SocialProvider.parse(provider))).toEqual([
      {
        method: "google",
        clientId: "google-client",
        authorizeUrl: `${google.issuer.url}/authorize`,
        scopes: ["openid", "profile", "email"],
        responseMode: "query",
      },
      {
        method: "facebook",
        clientId: "1234567890",
        authorizeUrl: "https://www.facebook.com/v21.0/dialog/oauth",
        scopes: ["public_profile", "email"],
        responseMode: "query",
      },
      {
        method: "apple",
        clientId: "com.example.web",
        authorizeUrl: `${apple.issuer.url}/authorize`,
        scopes: ["name", "email"],
        responseMode: "form_post",
      },
    ]);
  });

  it("lists nothing when no provider is configured, so no button shows", async () => {
    expect(await noProviders().listSocialProviders()).toEqual([]);
  });

  it("leaves out, and logs, a provider whose endpoints cannot be fetched", async () => {
    const warnings: object[] = [];
    const auth = createSocialAuth(
      loadConfig({
        GOOGLE_CLIENT_ID: "google-client",
        GOOGLE_CLIENT_SECRET: "google-secret",
        GOOGLE_ISSUER: google.issuer.url,
        FACEBOOK_APP_ID: "1234567890",
        FACEBOOK_APP_SECRET: "facebook-secret",
      }).social,
      {
        clock,
        fetch: () => Promise.reject(new TypeError("fetch failed")),
        log: { warn: (details) => warnings.push(details) },
      },
    );
    expect((await auth.listSocialProviders()).map((provider) => provider.method)).toEqual(["facebook"]);
    expect(warnings).toEqual([{ provider: "google" }]);
  });
});

describe("buildAuthorizeUrl", () => {
  it("starts Google's authorization-code sign-in with state and nonce", async () => {
    const url = new URL(await allProviders.buildAuthorizeUrl("google", signIn));
    expect(url.origin + url.pathname).toBe(`${google.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "google-client",
      redirect_uri: signIn.redirectUri,
      response_type: "code",
      scope: "openid profile email",
      state: "state-1",
      nonce: "nonce-1",
    });
  });

  it("asks Apple to post the code back, as it requires when name or email is asked for", async () => {
    const url = new URL(await allProviders.buildAuthorizeUrl("apple", signIn));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "com.example.web",
      scope: "name email",
      response_type: "code",
      response_mode: "form_post",
      nonce: "nonce-1",
    });
  });

  it("opens Facebook's login dialog without a nonce, which plain Facebook Login does not use", async () => {
    const url = new URL(await allProviders.buildAuthorizeUrl("facebook", signIn));
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/v21.0/dialog/oauth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "1234567890",
      redirect_uri: signIn.redirectUri,
      response_type: "code",
      scope: "public_profile email",
      state: "state-1",
    });
  });

  it("refuses a request without a usable redirect URI, state or nonce", async () => {
    const error = await allProviders
      .buildAuthorizeUrl("google", { redirectUri: "/signin/cb", state: "", nonce: "" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((error as AppError).fieldsIn("en")).toEqual([
      { path: "redirectUri", message: "Must be an absolute http(s) URL" },
      { path: "state", message: "Required" },
      { path: "nonce", message: "Required" },
    ]);
    expect((error as AppError).fieldsIn("es")?.map((field) => field.message)).toEqual([
      "Debe ser una URL http(s) absoluta",
      "Obligatorio",
      "Obligatorio",
    ]);
  });

  it("answers NOT_FOUND for a provider that is not configured", async () => {
    await expect(noProviders().buildAuthorizeUrl("apple", signIn)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Sign-in with Apple is not available on this site.",
    });
  });
});

describe("verifySocialCredential input", () => {
  it("answers NOT_FOUND for a provider that is not configured", async () => {
    await expect(
      noProviders().verifySocialCredential("google", { accessToken: "token" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Sign-in with Google is not available on this site.",
    });
  });

  it("requires a token or a code", async () => {
    await expect(allProviders.verifySocialCredential("facebook", {})).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: [{ path: "accessToken" }, { path: "code" }] },
    });
  });

  it("refuses a token and a code together", async () => {
    await expect(
      allProviders.verifySocialCredential("google", { accessToken: "token", code: "code" }),
    ).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Send either an access token or a code, not both",
    });
  });

  it("requires the redirect URI a code was issued for", async () => {
    await expect(allProviders.verifySocialCredential("apple", { code: "code" })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      details: { fields: [{ path: "redirectUri" }] },
    });
  });
});
