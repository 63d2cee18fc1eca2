import { SecurityPageResponse } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, TEST_PASSWORD, type TestPlayer } from "../../test/players.ts";
import { deviceOf } from "./security.ts";

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) });

const page = async (cookie: string) => {
  const response = await call(cookie, "GET", "/rest/player/security/");
  expect(response.statusCode, response.body).toBe(200);
  return SecurityPageResponse.parse(response.json()).data;
};

/** Signs in from a browser of `userAgent`: a session of its own. */
async function signInFrom(player: TestPlayer, userAgent: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/login/email/",
    headers: { "user-agent": userAgent },
    payload: { email: player.email, password },
  });
  return {
    status: response.statusCode,
    cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
  };
}

describe("the security page", () => {
  it("names each device the player is signed in on, marks this one, and lists the sign-ins", async () => {
    const player = await signUpPlayer(t.app, "security");
    const phone = await signInFrom(player, PHONE);
    const laptop = await signInFrom(player, LAPTOP);
    const seen = await page(laptop.cookie);
    expect(seen.hasPassword).toBe(true);
    expect(seen.sessions).toHaveLength(3);
    expect(seen.sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(seen.sessions.find((session) => session.isCurrent)?.device).toEqual({
      browser: "Chrome",
      os: "macOS",
      type: "desktop",
    });
    expect(seen.sessions.map((session) => session.device.type).sort()).toEqual([
      "desktop",
      "mobile",
      "other",
    ]);
    expect(seen.signIns.map((signIn) => signIn.method)).toEqual(["password", "password", "signup"]);
    // What names a session is not what opens it.
    for (const session of seen.sessions) expect(laptop.cookie + phone.cookie).not.toContain(session.id);
  });

  it("signs out one other session, or all the others, but never this one nor another player's", async () => {
    const player = await signUpPlayer(t.app, "sign-out");
    const phone = await signInFrom(player, PHONE);
    const laptop = await signInFrom(player, LAPTOP);
    const stranger = await signUpPlayer(t.app, "stranger");
    const { sessions } = await page(laptop.cookie);
    const phoneSession = sessions.find((session) => session.device.type === "mobile");
    const current = sessions.find((session) => session.isCurrent);

    // Another player cannot end it, and this session cannot end itself here.
    expect(
      (await call(stranger.cookie, "POST", `/rest/player/sessions/${phoneSession?.id}/sign-out/`)).statusCode,
    ).toBe(404);
    expect(
      (await call(laptop.cookie, "POST", `/rest/player/sessions/${current?.id}/sign-out/`)).statusCode,
    ).toBe(404);
    expect((await call(laptop.cookie, "POST", "/rest/player/sessions/not-an-id/sign-out/")).statusCode).toBe(
      400,
    );
    expect((await call(phone.cookie, "GET", "/rest/player/profile/")).statusCode).toBe(200);

    const afterOne = await call(laptop.cookie, "POST", `/rest/player/sessions/${phoneSession?.id}/sign-out/`);
    expect(afterOne.statusCode, afterOne.body).toBe(200);
    expect(SecurityPageResponse.parse(afterOne.json()).data.sessions).toHaveLength(2);
    expect((await call(phone.cookie, "GET", "/rest/player/profile/")).statusCode).toBe(401);

    const afterAll = await call(laptop.cookie, "POST", "/rest/player/sessions/sign-out-others/");
    expect(SecurityPageResponse.parse(afterAll.json()).data.sessions.map((s) => s.isCurrent)).toEqual([true]);
    expect((await call(player.cookie, "GET", "/rest/player/profile/")).statusCode).toBe(401);
    expect((await call(laptop.cookie, "GET", "/rest/player/profile/")).statusCode).toBe(200);
  });

  it("changes the password with the current one, signing out every other session", async () => {
    const player = await signUpPlayer(t.app, "change-password");
    const other = await signInAgain(t.app, player);
    const wrong = await call(player.cookie, "POST", "/rest/player/password/change/", {
      currentPassword: "not the password at all",
      newPassword: "a brand new pass phrase 7",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([
      { path: "body.currentPassword", message: "That is not your current password." },
    ]);
    const weak = await call(player.cookie, "POST", "/rest/player/password/change/", {
      currentPassword: TEST_PASSWORD,
      newPassword: player.email,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields[0].path).toBe("body.newPassword");
    // Refused changes changed nothing: the old password still opens the account.
    expect((await signInFrom(player, LAPTOP)).status).toBe(200);

    const changed = await call(player.cookie, "POST", "/rest/player/password/change/", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new pass phrase 7",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(SecurityPageResponse.parse(changed.json()).data.sessions.map((s) => s.isCurrent)).toEqual([true]);
    expect((await call(other, "GET", "/rest/player/profile/")).statusCode).toBe(401);
    expect((await call(player.cookie, "GET", "/rest/player/profile/")).statusCode).toBe(200);
    expect((await signInFrom(player, LAPTOP)).status).toBe(400);
    expect((await signInFrom(player, LAPTOP, "a brand new pass phrase 7")).status).toBe(200);
  });

  it("takes guesses of the current password under the sign-in throttle", async () => {
    const player = await signUpPlayer(t.app, "guessing");
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) {
      const response = await call(player.cookie, "POST", "/rest/player/password/change/", {
        currentPassword: `guess number ${guess}`,
        newPassword: "a brand new pass phrase 7",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe("device names", () => {
  it("reads the common browsers, and says nothing it cannot tell", () => {
    expect(deviceOf(PHONE)).toEqual({ browser: "Safari", os: "iOS", type: "mobile" });
    expect(deviceOf(null)).toEqual({ browser: null, os: null, type: "other" });
    expect(deviceOf("curl/8.0")).toMatchObject({ type: "other" });
  });
});
