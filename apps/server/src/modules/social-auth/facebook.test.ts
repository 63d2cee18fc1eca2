import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { ManualClock } from "../../lib/clock.ts";
import { type GraphPeer, startGraphPeer } from "../../test/facebook-graph-peer.ts";
import { createSocialAuth, type SocialAuth } from "./service.ts";

const APP = { appId: "1234567890", appSecret: "facebook-app-secret" };
const REDIRECT_URI = "https://play.example.com/signin/facebook";
const ana = { id: "10223344556677", email: "ana@example.com", first_name: "Ana", last_name: "García" };

let graph: GraphPeer;
let clock: ManualClock;
let socialAuth: SocialAuth;

beforeAll(async () => {
  graph = await startGraphPeer(APP);
});
afterAll(async () => {
  await graph.close();
});

function facebookAuth(graphUrl: string): SocialAuth {
  const config = loadConfig({
    FACEBOOK_APP_ID: APP.appId,
    FACEBOOK_APP_SECRET: APP.appSecret,
    FACEBOOK_GRAPH_URL: graphUrl,
  });
  return createSocialAuth(config.social, { clock });
}

beforeEach(() => {
  clock = new ManualClock(new Date());
  socialAuth = facebookAuth(graph.url);
});

const verifyToken = (accessToken: string) => socialAuth.verifySocialCredential("facebook", { accessToken });

describe("a Facebook access token", () => {
  it("is accepted once Graph confirms it is valid and ours, and yields the profile", async () => {
    expect(await verifyToken(graph.issueToken({ user: ana }))).toEqual({
      provider: "facebook",
      subject: ana.id,
      email: ana.email,
      emailVerified: true,
      givenName: "Ana",
      familyName: "García",
    });
  });

  it("yields no email when the player declined to share it", async () => {
    const { email: _email, ...withoutEmail } = ana;
    expect(await verifyToken(graph.issueToken({ user: withoutEmail }))).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it("is refused when Graph does not know it", async () => {
    await expect(verifyToken("EAAmadeup")).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Facebook sign-in is not valid.",
    });
  });

  it("is refused when Graph says it is no longer valid", async () => {
    await expect(verifyToken(graph.issueToken({ user: ana, isValid: false }))).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Facebook sign-in is not valid.",
    });
  });

  it("is refused when it was issued to another app", async () => {
    await expect(verifyToken(graph.issueToken({ user: ana, appId: "999999" }))).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Facebook sign-in was made for another app.",
    });
  });

  it("is refused once past its expires_at, by the injected clock", async () => {
    const expiresAt = Math.floor(clock.now().getTime() / 1000) + 600;
    const token = graph.issueToken({ user: ana, expiresAt });
    expect((await verifyToken(token)).subject).toBe(ana.id);
    clock.advance(11 * 60 * 1000);
    await expect(verifyToken(token)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Your Facebook sign-in has expired. Please sign in again.",
    });
  });

  it("never expires when Graph reports expires_at 0", async () => {
    const token = graph.issueToken({ user: ana, expiresAt: 0 });
    clock.advance(365 * 86_400_000);
    expect((await verifyToken(token)).subject).toBe(ana.id);
  });
});

describe("a Facebook authorization code", () => {
  it("is exchanged for a token at /oauth/access_token, then verified like one", async () => {
    const code = graph.issueCode(ana, REDIRECT_URI);
    expect(
      await socialAuth.verifySocialCredential("facebook", { code, redirectUri: REDIRECT_URI }),
    ).toMatchObject({ provider: "facebook", subject: ana.id, email: ana.email });
  });

  it("is refused for another redirect URI, and once used", async () => {
    const code = graph.issueCode(ana, REDIRECT_URI);
    await expect(
      socialAuth.verifySocialCredential("facebook", { code, redirectUri: "https://evil.example/cb" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await socialAuth.verifySocialCredential("facebook", { code, redirectUri: REDIRECT_URI });
    await expect(
      socialAuth.verifySocialCredential("facebook", { code, redirectUri: REDIRECT_URI }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "This Facebook sign-in code is invalid, expired or already used. Please sign in again.",
    });
  });
});

describe("the Graph peer", () => {
  it("refuses /me without a correct appsecret_proof, so passing tests prove we send one", async () => {
    const token = graph.issueToken({ user: ana });
    const without = await fetch(`${graph.url}/me?fields=id&access_token=${token}`);
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({
      error: { message: "API calls from the server require an appsecret_proof argument", code: 100 },
    });
    const wrong = await fetch(`${graph.url}/me?fields=id&access_token=${token}&appsecret_proof=00`);
    expect(await wrong.json()).toMatchObject({
      error: { message: "Invalid appsecret_proof provided in the API argument" },
    });
  });
});

describe("when Graph cannot be reached", () => {
  it("answers UNAVAILABLE", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      facebookAuth(`http://127.0.0.1:${port}/v21.0`).verifySocialCredential("facebook", {
        accessToken: "EAAx",
      }),
    ).rejects.toMatchObject({
      code: "UNAVAILABLE",
      message: "Facebook sign-in is not responding right now. Please try again in a moment.",
    });
  });
});
