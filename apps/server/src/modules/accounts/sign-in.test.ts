import { AppInitResponse } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthorization } from "../../plugins/auth.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { listenOnLoopback, sendRawRequest } from "../../test/raw-http.ts";
import {
  appInit,
  BREACHED_PASSWORDS,
  cookieHeader,
  cookiesFrom,
  FULL_WIDTH_COMMON_PASSWORD,
  RANDOM_PASSPHRASE,
  STRONG_PASSWORD,
  signUp,
  toFullWidth,
} from "./testing.ts";

// One app for the file keeps it fast; every test uses its own accounts and, for throttling, its own IP.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let lastOctet = 0;
const freshIp = () => `10.0.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

const signIn = (email: string, password: string, headers: Record<string, string> = {}, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: "/rest/login/email/",
    payload: { email, password },
    headers,
    remoteAddress: ip,
  });

describe("sign-up", () => {
  it("creates the player, opens a session in an HttpOnly cookie and flags isGuest=false", async () => {
    const { response, cookie, playerId } = await signUp(t.app, "  Ana@Example.com ");
    expect(response.json()).toMatchObject({
      success: true,
      statusCode: 200,
      data: { isNewPlayer: true, playerId },
    });
    const session = response.cookies.find((c) => c.name === "session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    expect(response.cookies.find((c) => c.name === "isGuest")).toMatchObject({ value: "false", path: "/" });

    const init = await appInit(t.app, cookie);
    expect(AppInitResponse.shape.data.parse(init)).toMatchObject({
      isGuest: false,
      login: playerId,
      email: "ana@example.com",
      emailConfirmed: false,
      Registration: { complete: false },
      terms: { currentVersion: 1, acceptedVersion: 1, needsAcceptance: false },
    });
  });

  it("refuses a taken email, case-insensitively", async () => {
    await signUp(t.app, "bo@example.com");
    const again = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "BO@example.com", password: STRONG_PASSWORD, termsVersion: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe("EMAIL_TAKEN");
    expect(again.json().error.fields).toEqual([
      { path: "body.email", message: expect.stringContaining("already exists") },
    ]);
  });

  it.each([
    ["a malformed email", { email: "not-an-email" }, "body.email"],
    ["a 7-character password", { password: "abcdefg" }, "body.password"],
    ["a 129-character password", { password: "x".repeat(129) }, "body.password"],
    // Length is counted on the NFKC form: 8 code units that compose to 4 letters, 43 that expand to 129.
    ["a password of 4 letters once normalised", { password: "e\u0301".repeat(4) }, "body.password"],
    ["a password of 129 letters once normalised", { password: "\ufb03".repeat(43) }, "body.password"],
    ["a missing terms version", { termsVersion: undefined }, "body.termsVersion"],
  ])("rejects %s with a field message", async (_, override, path) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "cy@example.com", password: STRONG_PASSWORD, termsVersion: 1, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toContain(path);
    expect((await appInit(t.app)).isGuest).toBe(true);
  });

  it("accepts a 128-character password with spaces and unicode", async () => {
    await expect(
      signUp(t.app, "long@example.com", `ñ ${"pass phrase ".repeat(10)}`.slice(0, 128)),
    ).resolves.toBeTruthy();
  });

  it("refuses common passwords and the email as password, in the visitor's language", async () => {
    const common = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      headers: { "accept-language": "es-ES,es;q=0.9" },
      payload: { email: "dee@example.com", password: "iloveyou", termsVersion: 1 },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe("Esta contraseña es demasiado común. Elige otra.");

    const sameAsEmail = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "dee@example.com", password: "dee@example.com", termsVersion: 1 },
    });
    expect(sameAsEmail.json().error.fields[0]).toEqual({
      path: "body.password",
      message: "Your password must not be your email address.",
    });
  });

  const register = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email, password, termsVersion: 1 },
    });
  const withoutRequestId = ({ requestId: _, ...error }: { requestId: string }) => error;

  it.each(BREACHED_PASSWORDS)("refuses the breached password %s as too common", async (password) => {
    const response = await register("gil@example.com", password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      reason: "COMMON_PASSWORD",
      message: "This password is too common. Choose another one.",
      fields: [{ path: "body.password", message: "This password is too common. Choose another one." }],
    });
    expect((await signIn("gil@example.com", password)).statusCode).toBe(400);
  });

  it("refuses password123 written in full-width exactly as password123", async () => {
    const plain = await register("hux@example.com", "password123");
    const fullWidth = await register("hux@example.com", FULL_WIDTH_COMMON_PASSWORD);
    expect(fullWidth.statusCode).toBe(400);
    expect(withoutRequestId(fullWidth.json().error)).toEqual(withoutRequestId(plain.json().error));
    expect(fullWidth.json().error.reason).toBe("COMMON_PASSWORD");
    expect((await signIn("hux@example.com", "password123")).statusCode).toBe(400);
  });

  it("accepts a random passphrase, which then signs in however its characters are written", async () => {
    const { playerId } = await signUp(t.app, "ivo@example.com", RANDOM_PASSPHRASE);
    const plain = await signIn("ivo@example.com", RANDOM_PASSPHRASE);
    expect(plain.json().data.playerId).toBe(playerId);
    expect((await signIn("ivo@example.com", toFullWidth(RANDOM_PASSPHRASE))).statusCode).toBe(200);
  });

  it("refuses sign-up against terms that are no longer current", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "eve@example.com", password: STRONG_PASSWORD, termsVersion: 2 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.reason).toBe("TERMS_OUTDATED");
  });
});

describe("sign-in and sessions", () => {
  it("answers a wrong password and an unknown email with the same 400 message", async () => {
    await signUp(t.app, "fay@example.com");
    const wrong = await signIn("fay@example.com", "wrong password!");
    const unknown = await signIn("nobody@example.com", "wrong password!");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Incorrect email or password.");
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it("tells the client why in a reason and, as spec §7 sign-in callers read it, in data.message", async () => {
    await signUp(t.app, "reason@example.com");
    const wrong = await signIn("reason@example.com", "wrong password!");
    expect(wrong.json()).toMatchObject({
      success: false,
      statusCode: 400,
      error: { code: "BAD_REQUEST", reason: "INVALID_CREDENTIALS", message: "Incorrect email or password." },
      data: { message: "Incorrect email or password." },
    });
  });

  it("issues a new token at sign-in and drops the one the browser held", async () => {
    const { cookie } = await signUp(t.app, "gus@example.com");
    const response = await signIn("GUS@example.com", STRONG_PASSWORD, { cookie });
    expect(response.statusCode).toBe(200);
    const fresh = cookieHeader(cookiesFrom(response));
    expect(fresh).not.toBe(cookie);
    expect((await appInit(t.app, cookie)).isGuest).toBe(true);
    expect((await appInit(t.app, fresh)).isGuest).toBe(false);
  });

  it("logs out: the session ends and both cookies are reset", async () => {
    const { cookie } = await signUp(t.app, "hal@example.com");
    const response = await t.app.inject({ method: "GET", url: "/rest/logout/", headers: { cookie } });
    expect(response.json()).toEqual({ success: true });
    const cookies = cookiesFrom(response);
    expect(cookies.session).toBe("");
    expect(cookies.isGuest).toBe("true");
    expect((await appInit(t.app, cookie)).isGuest).toBe(true);
  });

  it("expires a session after 30 idle minutes", async () => {
    const { cookie } = await signUp(t.app, "ida@example.com");
    t.clock.advance(29 * 60_000);
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
    t.clock.advance(29 * 60_000);
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
    t.clock.advance(30 * 60_000);
    const expired = await t.app.inject({ method: "GET", url: "/rest/app/init/", headers: { cookie } });
    expect(expired.json().data.isGuest).toBe(true);
    expect(cookiesFrom(expired)).toMatchObject({ session: "", isGuest: "true" });
  });

  it("expires a session 12 hours after sign-in however active it is", async () => {
    const { cookie } = await signUp(t.app, "jo@example.com");
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await appInit(t.app, cookie)).isGuest).toBe(false);
    }
    t.clock.advance(20 * 60_000);
    expect((await appInit(t.app, cookie)).isGuest).toBe(true);
  });

  it("uses a __Host- cookie marked Secure in production", async () => {
    const production = await buildTestApp({ NODE_ENV: "production" });
    const { response } = await signUp(production.app, "kit@example.com").finally(() => production.close());
    expect(response.cookies.find((c) => c.name === "__Host-session")).toMatchObject({
      secure: true,
      httpOnly: true,
      path: "/",
      sameSite: "Lax",
    });
    expect(response.cookies.find((c) => c.name === "__Host-session")).not.toHaveProperty("domain");
  });
});

describe("sign-in throttling", () => {
  it("delays attempts after five failures, doubling, and lets the owner back in once the delay passes", async () => {
    await signUp(t.app, "lee@example.com");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn("lee@example.com", "bad guess!")).statusCode).toBe(400);
    }
    expect((await signIn("lee@example.com", "bad guess!")).statusCode).toBe(400); // 6th failure: wait 1 s
    const blocked = await signIn("lee@example.com", STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe("1");
    expect(blocked.json().error.message).toBe("Too many sign-in attempts. Try again in 1 second.");

    t.clock.advance(1_000);
    expect((await signIn("lee@example.com", "bad guess!")).statusCode).toBe(400); // 7th: wait 2 s
    t.clock.advance(1_000);
    expect((await signIn("lee@example.com", STRONG_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await signIn("lee@example.com", STRONG_PASSWORD)).statusCode).toBe(200);
    // Success clears the count: five fresh failures are free again.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn("lee@example.com", "bad guess!")).statusCode).toBe(400);
    }
  });

  it("says when to try again in the visitor's language", async () => {
    const spanish = { "accept-language": "es" };
    for (let attempt = 1; attempt <= 6; attempt++) await signIn("quien@example.com", "bad guess!", spanish);
    const blocked = await signIn("quien@example.com", "bad guess!", spanish);
    expect(blocked.json().error.message).toBe(
      "Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 1 segundo.",
    );
    for (let attempt = 1; attempt <= 10; attempt++) {
      t.clock.advance(20 * 60_000);
      await signIn("quien@example.com", "bad guess!", spanish);
    }
    // Ten more failures reach the 15-minute cap, said in minutes.
    expect((await signIn("quien@example.com", "bad guess!", spanish)).json().error.message).toBe(
      "Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 15 minutos.",
    );
  });

  it("throttles unknown accounts the same way, so throttling does not reveal which emails exist", async () => {
    for (let attempt = 1; attempt <= 6; attempt++) await signIn("ghost@example.com", "bad guess!");
    expect((await signIn("ghost@example.com", "bad guess!")).statusCode).toBe(429);
  });

  it("throttles one IP spraying many accounts after 20 failures", async () => {
    const ip = "192.0.2.7";
    for (let attempt = 1; attempt <= 21; attempt++) {
      expect((await signIn(`spray${attempt}@example.com`, "bad guess!", {}, ip)).statusCode).toBe(400);
    }
    const blocked = await signIn("spray-next@example.com", "bad guess!", {}, ip);
    expect(blocked.statusCode).toBe(429);
  });

  it("keeps counting an IP's failures when it signs in to an account of its own", async () => {
    const ip = "192.0.2.8";
    await signUp(t.app, "own@example.com");
    for (let attempt = 1; attempt <= 20; attempt++)
      await signIn(`guess${attempt}@example.com`, "bad guess!", {}, ip);
    expect((await signIn("own@example.com", STRONG_PASSWORD, {}, ip)).statusCode).toBe(200);
    // The 21st failure still counts as the 21st, so the next attempt waits.
    expect((await signIn("guess21@example.com", "bad guess!", {}, ip)).statusCode).toBe(400);
    expect((await signIn("guess22@example.com", "bad guess!", {}, ip)).statusCode).toBe(429);
    // Failures fade: three minutes forget one, so a quiet IP gets its room back.
    t.clock.advance(2 * 3 * 60_000);
    expect((await signIn("guess23@example.com", "bad guess!", {}, ip)).statusCode).toBe(400);
    expect((await signIn("guess24@example.com", "bad guess!", {}, ip)).statusCode).toBe(400);
  });

  it("checks no more passwords for parallel guesses than for sequential ones", async () => {
    await signUp(t.app, "rush@example.com");
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        signIn("rush@example.com", `wrong guess ${index}`, {}, `198.51.100.${index + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});

describe("cross-site request defence", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
  ])("refuses a write labelled %s", async (label, headers) => {
    const { cookie } = await signUp(t.app, `max-${label.length}@example.com`);
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/player/profile/",
      headers: { cookie, ...headers },
      payload: { name: "Max" },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/rest/player/profile/", headers: { cookie } })).json().data
        .name,
    ).toBeNull();
  });

  it("refuses a cross-site logout but allows a same-origin one", async () => {
    const { cookie } = await signUp(t.app, "ned@example.com");
    const crossSite = await t.app.inject({
      method: "GET",
      url: "/rest/logout/",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
    const sameOrigin = await t.app.inject({
      method: "GET",
      url: "/rest/logout/",
      headers: { cookie, "sec-fetch-site": "same-origin", origin: "http://localhost" },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("refuses a cross-site logout from an older browser that only sends a Referer", async () => {
    const { cookie } = await signUp(t.app, "old-browser@example.com");
    const crossSite = await t.app.inject({
      method: "GET",
      url: "/rest/logout/",
      headers: { cookie, referer: "https://evil.example/page" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
    const fromOurPage = await t.app.inject({
      method: "GET",
      url: "/rest/logout/",
      headers: { cookie, referer: "http://localhost/profile" },
    });
    expect(fromOurPage.statusCode).toBe(200);
  });
});

// The cross-site check reads the matched route's `csrf` setting, so every spelling of the path
// that reaches sign-out is checked alike.
describe("a cross-site sign-out, however its path is written", () => {
  it.each([
    ["/rest/logou%74/", "encoded-segment"],
    ["/%72est/logout/", "encoded-prefix"],
    ["/rest/./logout/", "dot-segment"],
  ])("is refused at %s and the player stays signed in", async (url, name) => {
    const { cookie } = await signUp(t.app, `${name}@example.com`);
    for (const crossSite of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie, ...crossSite } });
      expect(response.statusCode).toBe(403);
    }
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
  });

  it("is refused in an absolute-form request line", async () => {
    const { cookie } = await signUp(t.app, "absolute-form@example.com");
    const port = await listenOnLoopback(t.app);
    for (const target of ["http://localhost/rest/logout/", "http://localhost/%72est/logou%74/"]) {
      const response = await sendRawRequest(port, `GET ${target} HTTP/1.1`, {
        cookie,
        "sec-fetch-site": "cross-site",
      });
      expect(response.status).toBe(403);
    }
    expect((await appInit(t.app, cookie)).isGuest).toBe(false);
  });

  it("still signs out from the site itself at an encoded path", async () => {
    const { cookie } = await signUp(t.app, "encoded-logout@example.com");
    const response = await t.app.inject({
      method: "GET",
      url: "/rest/logou%74/",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    expect((await appInit(t.app, cookie)).isGuest).toBe(true);
  });
});

describe("request handle", () => {
  it("tells the server renderer whether the visitor is signed in and sends players away from auth pages", async () => {
    const guest = await t.app.inject({ method: "GET", url: "/rest/request/handle/?path=/signin" });
    expect(guest.json()).toEqual({ authorized: false });
    const { cookie } = await signUp(t.app, "oli@example.com");
    const handle = (path: string) =>
      t.app.inject({
        method: "GET",
        url: `/rest/request/handle/?path=${encodeURIComponent(path)}`,
        headers: { cookie },
      });
    expect((await handle("/signin")).json()).toEqual({ authorized: true, redirectUrl: "/" });
    expect((await handle("/es/signup/")).json()).toEqual({ authorized: true, redirectUrl: "/es/" });
    expect((await handle("/lobby")).json()).toEqual({ authorized: true });
  });

  it("lets a signed-in player back on the sign-in page with a provider's answer, a refusal too: linking it finishes there", async () => {
    const { cookie } = await signUp(t.app, "lin@example.com");
    const handle = (query: string) =>
      t.app.inject({
        method: "GET",
        url: `/rest/request/handle/?path=/signin&${query}`,
        headers: { cookie },
      });
    expect((await handle("code=abc&state=google.xyz")).json()).toEqual({ authorized: true });
    // The player cancelled at the provider: the page sends them back to the socials tab with why.
    expect((await handle("error=access_denied&state=google.xyz")).json()).toEqual({ authorized: true });
    expect((await handle("state=google.xyz")).json()).toEqual({ authorized: true, redirectUrl: "/" });
    expect((await handle("error=access_denied")).json()).toEqual({ authorized: true, redirectUrl: "/" });
  });

  it("answers only the renderer's basic auth when credentials are configured (spec §7)", async () => {
    const locked = await buildTestApp({ REQUEST_HANDLE_CREDENTIALS: "renderer:long enough secret" });
    try {
      const ask = (authorization?: string) =>
        locked.app.inject({
          method: "GET",
          url: "/rest/request/handle/?path=/lobby",
          headers: authorization ? { authorization } : {},
        });
      const anonymous = await ask();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers["www-authenticate"]).toMatch(/^Basic realm=/);
      expect(anonymous.json().error.reason).toBe("RENDERER_ONLY");
      expect((await ask(basicAuthorization("renderer:a wrong secret!!"))).statusCode).toBe(401);
      const renderer = await ask(basicAuthorization("renderer:long enough secret"));
      expect(renderer.statusCode).toBe(200);
      expect(renderer.json()).toEqual({ authorized: false });
    } finally {
      await locked.close();
    }
  });

  it("sends visitors whose IP is in a region that is not served to the geoblock page", async () => {
    const from = (ip: string, path: string) =>
      t.app.inject({
        method: "GET",
        url: `/rest/request/handle/?path=${encodeURIComponent(path)}`,
        remoteAddress: ip,
      });
    const britain = "81.2.69.142";
    expect((await from(britain, "/lobby")).json()).toEqual({
      authorized: false,
      redirectUrl: "/geoblock/?reason=blockedRegion",
    });
    expect((await from(britain, "/es/lobby")).json().redirectUrl).toBe("/es/geoblock/?reason=blockedRegion");
    // The geoblock page itself and the editorial pages stay readable.
    expect((await from(britain, "/geoblock/")).json()).toEqual({ authorized: false });
    expect((await from(britain, "/page/terms")).json()).toEqual({ authorized: false });
    // Only the geoblock page itself: a path that merely mentions it is checked like any other.
    expect((await from(britain, "/lobby/geoblock-news")).json().redirectUrl).toBe(
      "/geoblock/?reason=blockedRegion",
    );
    expect((await from("129.116.0.1", "/lobby")).json()).toEqual({ authorized: false });
  });
});
