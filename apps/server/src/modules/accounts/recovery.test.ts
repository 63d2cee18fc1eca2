import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationTokens } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type LocalSmtpServer, startLocalSmtpServer } from "../../test/local-smtp-server.ts";
import { type LocalTwilioApi, startLocalTwilioApi } from "../../test/local-twilio-api.ts";
import {
  appInit,
  BREACHED_PASSWORDS,
  codeIn,
  confirmPhone,
  cookieHeader,
  cookiesFrom,
  FULL_WIDTH_COMMON_PASSWORD,
  linkParam,
  otherCode,
  RANDOM_PASSPHRASE,
  STRONG_PASSWORD,
  signIn,
  signUp,
} from "./testing.ts";

// One app for the file, sending email to a real local SMTP server and SMS to a local Twilio API.
let t: TestApp;
let smtp: LocalSmtpServer;
let twilio: LocalTwilioApi;
let brandName: string;
beforeAll(async () => {
  [smtp, twilio] = await Promise.all([startLocalSmtpServer(), startLocalTwilioApi()]);
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilio.url,
  });
  brandName = (await appInit(t.app)).appName;
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), twilio.close()]);
});

const NEW_PASSWORD = "a brand new passphrase";

const forgot = (payload: { email: string } | { phone: string }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/rest/password/forgot/", payload, headers });

const reset = (
  payload: { token: string; password: string } | { phone: string; code: string; password: string },
) => t.app.inject({ method: "POST", url: "/rest/password/reset/", payload });

/** Asserts that the reset refuses every breached password, full-width password123 included, as too common. */
async function expectBreachedRefused(proof: { token: string } | { phone: string; code: string }) {
  for (const password of [...BREACHED_PASSWORDS, FULL_WIDTH_COMMON_PASSWORD]) {
    const response = await reset({ ...proof, password });
    expect(response.statusCode, password).toBe(400);
    expect(response.json().error, password).toMatchObject({
      reason: "COMMON_PASSWORD",
      fields: [{ path: "body.password", message: "This password is too common. Choose another one." }],
    });
  }
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelope.to.includes(email));
const resetMailsTo = (email: string) =>
  mailsTo(email).filter((mail) => mail.parsed.text?.includes("/reset?token="));
const textsTo = (phone: string) => twilio.requests.filter((request) => request.form.To === phone);
const lastCodeTo = (phone: string) => codeIn(textsTo(phone).at(-1)?.form.Body ?? "");

/** Asks for a reset link and returns the token from the email that arrived. */
async function resetToken(email: string, headers: Record<string, string> = {}): Promise<string> {
  expect((await forgot({ email }, headers)).statusCode).toBe(200);
  return linkParam(mailsTo(email).at(-1)?.parsed.text ?? "", "token");
}

let phoneCounter = 0;
/** A player with a confirmed phone of their own. */
async function playerWithPhone(email: string) {
  const phone = `+1555010${String(++phoneCounter).padStart(4, "0")}`;
  const player = await signUp(t.app, email);
  await confirmPhone(t.app, player.cookie, phone, lastCodeTo);
  return { ...player, phone };
}

describe("password reset by email", () => {
  it("emails an English reset link that sets the new password once, within the hour", async () => {
    await signUp(t.app, "rae@example.com");
    expect((await forgot({ email: "RAE@example.com" })).json()).toEqual({ success: true });

    const mail = mailsTo("rae@example.com").at(-1);
    expect(mail?.parsed.subject).toBe(`Reset your ${brandName} password`);
    expect(mail?.parsed.text).toContain("The link expires in 1 hour and works once.");
    expect(mail?.parsed.text).toMatch(/http:\/\/localhost(:80)?\/reset\?token=[\w-]{43}/);
    expect(mail?.parsed.html).toContain("Choose a new password");
    const token = linkParam(mail?.parsed.text ?? "", "token");

    t.clock.advance(59 * 60_000);
    expect((await reset({ token, password: NEW_PASSWORD })).json()).toEqual({ success: true });
    expect((await signIn(t.app, "rae@example.com", NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, "rae@example.com", STRONG_PASSWORD)).statusCode).toBe(400);

    const again = await reset({ token, password: "yet another passphrase" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("This link is invalid or has expired. Request a new one.");
    expect((await signIn(t.app, "rae@example.com", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("words the email in Spanish and links to the Spanish reset page for a Spanish visitor", async () => {
    await signUp(t.app, "sol@example.com");
    await forgot({ email: "sol@example.com" }, { "accept-language": "es-ES,es;q=0.9" });
    const mail = mailsTo("sol@example.com").at(-1);
    expect(mail?.parsed.subject).toBe(`Restablece tu contraseña de ${brandName}`);
    expect(mail?.parsed.text).toContain("El enlace caduca en 1 hora y solo se puede usar una vez.");
    expect(mail?.parsed.text).toMatch(/http:\/\/localhost(:80)?\/es\/reset\?token=[\w-]{43}/);
    const token = linkParam(mail?.parsed.text ?? "", "token");
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("sends the reset as the brand of the site it was asked on", async () => {
    await signUp(t.app, "tia@example.com");
    await forgot({ email: "tia@example.com" }, { host: "tao.localhost" });
    const mail = mailsTo("tia@example.com").at(-1);
    expect(mail?.parsed.from).toEqual({ name: "Tao Fortune", address: "no-reply@tao.example" });
    expect(mail?.parsed.replyTo).toEqual([{ name: "", address: "support@tao.example" }]);
    expect(mail?.parsed.subject).toBe("Reset your Tao Fortune password");
    expect(mail?.parsed.html).toContain('src="http://tao.localhost/email/logo/tao.png"');
    expect(mail?.parsed.html).toContain("background-color:#0a1d18"); // Tao's header band
    expect(mail?.parsed.text).toMatch(/http:\/\/tao\.localhost\/reset\?token=[\w-]{43}/);
    expect(mail?.parsed.text?.trim()).toMatch(/Tao Fortune Operations LLC\n.+\n18\+ · Play responsibly$/);
  });

  it("refuses a link an hour old", async () => {
    await signUp(t.app, "tam@example.com");
    const token = await resetToken("tam@example.com");
    t.clock.advance(60 * 60_000);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await signIn(t.app, "tam@example.com", STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("only honours the newest link", async () => {
    await signUp(t.app, "uma@example.com");
    const first = await resetToken("uma@example.com");
    t.clock.advance(60_000);
    const second = await resetToken("uma@example.com");
    expect((await reset({ token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("sends one reset email a minute and five an hour, answering alike and keeping the pending link", async () => {
    await signUp(t.app, "una@example.com");
    const first = await resetToken("una@example.com");
    const unknown = (await forgot({ email: "nobody-at-all@example.com" })).json();
    const again = await forgot({ email: "una@example.com" });
    expect(again.json()).toEqual(unknown);
    expect(resetMailsTo("una@example.com")).toHaveLength(1);
    for (let sent = 2; sent <= 5; sent++) {
      t.clock.advance(60_000);
      await forgot({ email: "una@example.com" });
      expect(resetMailsTo("una@example.com")).toHaveLength(sent);
    }
    t.clock.advance(60_000);
    expect((await forgot({ email: "una@example.com" })).json()).toEqual(unknown);
    expect(resetMailsTo("una@example.com")).toHaveLength(5);
    // An hour after the first, the allowance has room again.
    t.clock.advance(56 * 60_000);
    const later = await resetToken("una@example.com");
    expect(resetMailsTo("una@example.com")).toHaveLength(6);
    expect(later).not.toBe(first);
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const before = smtp.received.length;
    const response = await forgot({ email: "nobody-here@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(smtp.received.length).toBe(before);
  });

  it("signs the player out everywhere", async () => {
    const { cookie: laptop } = await signUp(t.app, "val@example.com");
    const phone = cookieHeader(cookiesFrom(await signIn(t.app, "val@example.com", STRONG_PASSWORD)));
    expect((await appInit(t.app, laptop)).isGuest).toBe(false);
    expect((await appInit(t.app, phone)).isGuest).toBe(false);

    const token = await resetToken("val@example.com");
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await appInit(t.app, laptop)).isGuest).toBe(true);
    expect((await appInit(t.app, phone)).isGuest).toBe(true);
  });

  it("refuses a common password or the email as password without using up the link", async () => {
    await signUp(t.app, "wes@example.com");
    const token = await resetToken("wes@example.com");

    const common = await reset({ token, password: "iloveyou" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual([
      { path: "body.password", message: "This password is too common. Choose another one." },
    ]);
    const email = await reset({ token, password: "wes@example.com" });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.fields).toEqual([
      { path: "body.password", message: "Your password must not be your email address." },
    ]);

    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t.app, "wes@example.com", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses breached passwords without using up the link, then takes a random passphrase", async () => {
    await signUp(t.app, "bree@example.com");
    const token = await resetToken("bree@example.com");
    await expectBreachedRefused({ token });
    expect((await reset({ token, password: RANDOM_PASSPHRASE })).statusCode).toBe(200);
    expect((await signIn(t.app, "bree@example.com", RANDOM_PASSPHRASE)).statusCode).toBe(200);
    expect((await signIn(t.app, "bree@example.com", STRONG_PASSWORD)).statusCode).toBe(400);
  });

  it("confirms the email it was sent to, with the email reward", async () => {
    const { playerId } = await signUp(t.app, "xan@example.com");
    const token = await resetToken("xan@example.com");
    await reset({ token, password: NEW_PASSWORD });

    const session = cookieHeader(cookiesFrom(await signIn(t.app, "xan@example.com", NEW_PASSWORD)));
    const init = await appInit(t.app, session);
    expect(init).toMatchObject({ login: playerId, emailConfirmed: true });
    const rewards = await t.app.inject({
      method: "GET",
      url: "/rest/player/rewards/",
      headers: { cookie: session },
    });
    expect(rewards.json().data.email).toMatchObject({ completed: true });
  });
});

describe("password reset by text message", () => {
  it("texts a code to a confirmed phone that resets the password once", async () => {
    const { phone, cookie } = await playerWithPhone("yara@example.com");
    expect((await forgot({ phone: phone.replace(/^\+1(\d{3})/, "+1 ($1) ") })).statusCode).toBe(200);
    const text = textsTo(phone).at(-1)?.form.Body ?? "";
    expect(text).toMatch(
      new RegExp(`^${brandName}: your code to reset your password is \\d{6}\\. It expires in 10 minutes\\.$`),
    );
    const code = codeIn(text);

    expect((await reset({ phone, code, password: NEW_PASSWORD })).json()).toEqual({ success: true });
    expect((await signIn(t.app, "yara@example.com", NEW_PASSWORD)).statusCode).toBe(200);
    expect((await appInit(t.app, cookie)).isGuest).toBe(true);
    const again = await reset({ phone, code, password: "yet another passphrase" });
    expect(again.statusCode).toBe(400);
  });

  it("sends nothing to a phone that is not confirmed, and answers the same", async () => {
    const { cookie } = await signUp(t.app, "zed@example.com");
    const phone = "+15550109999";
    await t.app.inject({
      method: "POST",
      url: "/rest/player/profile/",
      headers: { cookie },
      payload: { phone },
    });
    const response = await forgot({ phone });
    expect(response.json()).toEqual({ success: true });
    expect(textsTo(phone)).toEqual([]);
  });

  it("counts wrong codes and gives up on the code after the fifth", async () => {
    const { phone } = await playerWithPhone("abe@example.com");
    await forgot({ phone });
    const code = lastCodeTo(phone);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await reset({ phone, code: otherCode(code), password: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(
        "That code is not right or has expired. Check it or request a new one.",
      );
    }
    const fifth = await reset({ phone, code: otherCode(code), password: NEW_PASSWORD });
    expect(fifth.json().error.message).toBe("Too many wrong codes. Request a new code.");

    const right = await reset({ phone, code, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe("Too many wrong codes. Request a new code.");
    expect((await signIn(t.app, "abe@example.com", STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("sends at most one code a minute, answering the same as for a number with no account", async () => {
    const { phone } = await playerWithPhone("bea@example.com");
    // The phone confirmation code went out just now; reset codes have their own minute.
    expect((await forgot({ phone })).statusCode).toBe(200);
    const sent = textsTo(phone).length;
    const firstCode = lastCodeTo(phone);
    t.clock.advance(59_000);
    const tooSoon = await forgot({ phone });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual((await forgot({ phone: "+15550108888" })).json());
    expect(textsTo(phone).length).toBe(sent);
    t.clock.advance(1_000);
    expect((await forgot({ phone })).statusCode).toBe(200);
    expect(textsTo(phone).length).toBe(sent + 1);
    expect(lastCodeTo(phone)).not.toBe(firstCode);
  });

  it("sends at most five reset codes an hour to one account", async () => {
    const { phone } = await playerWithPhone("bo@example.com");
    const before = textsTo(phone).length;
    for (let sent = 1; sent <= 5; sent++) {
      expect((await forgot({ phone })).statusCode).toBe(200);
      expect(textsTo(phone).length).toBe(before + sent);
      t.clock.advance(60_000);
    }
    expect((await forgot({ phone })).json()).toEqual({ success: true });
    expect(textsTo(phone).length).toBe(before + 5);
    t.clock.advance(55 * 60_000);
    await forgot({ phone });
    expect(textsTo(phone).length).toBe(before + 6);
  });

  it("counts guesses sent at the same time before checking any of them", async () => {
    const { phone } = await playerWithPhone("bix@example.com");
    await forgot({ phone });
    const code = lastCodeTo(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => reset({ phone, code: otherCode(code), password: NEW_PASSWORD })),
    );
    expect(guesses.every((guess) => guess.statusCode === 400)).toBe(true);
    const [row] = await t.database.db
      .select({ attempts: verificationTokens.attempts })
      .from(verificationTokens)
      .where(
        and(eq(verificationTokens.target, phone), eq(verificationTokens.purpose, "password_reset_phone")),
      );
    expect(row?.attempts).toBe(5);
    expect((await reset({ phone, code, password: NEW_PASSWORD })).json().error.message).toBe(
      "Too many wrong codes. Request a new code.",
    );
  });

  it("allows ten wrong guesses an hour across new codes", async () => {
    const { phone } = await playerWithPhone("cy@example.com");
    for (let round = 1; round <= 2; round++) {
      await forgot({ phone });
      const code = lastCodeTo(phone);
      for (let guess = 1; guess <= 5; guess++)
        await reset({ phone, code: otherCode(code), password: NEW_PASSWORD });
      t.clock.advance(60_000);
    }
    await forgot({ phone });
    const third = await reset({ phone, code: lastCodeTo(phone), password: NEW_PASSWORD });
    expect(third.json().error.message).toBe("Too many wrong codes. Request a new code.");
    t.clock.advance(60 * 60_000);
    await forgot({ phone });
    expect((await reset({ phone, code: lastCodeTo(phone), password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("lets a code expire after ten minutes", async () => {
    const { phone } = await playerWithPhone("cal@example.com");
    await forgot({ phone });
    const code = lastCodeTo(phone);
    t.clock.advance(10 * 60_000);
    const expired = await reset({ phone, code, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect((await signIn(t.app, "cal@example.com", STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("only honours the newest code", async () => {
    const { phone } = await playerWithPhone("dot@example.com");
    await forgot({ phone });
    const older = lastCodeTo(phone);
    t.clock.advance(60_000);
    await forgot({ phone });
    const newer = lastCodeTo(phone);
    expect((await reset({ phone, code: older, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ phone, code: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses breached passwords without using up the code, then takes a random passphrase", async () => {
    const { phone } = await playerWithPhone("cole@example.com");
    await forgot({ phone });
    const code = lastCodeTo(phone);
    await expectBreachedRefused({ phone, code });
    expect((await reset({ phone, code, password: RANDOM_PASSPHRASE })).statusCode).toBe(200);
    expect((await signIn(t.app, "cole@example.com", RANDOM_PASSPHRASE)).statusCode).toBe(200);
  });

  it("refuses the email as password without using up the code", async () => {
    const { phone } = await playerWithPhone("eli@example.com");
    await forgot({ phone });
    const code = lastCodeTo(phone);
    expect((await reset({ phone, code, password: "eli@example.com" })).statusCode).toBe(400);
    expect((await reset({ phone, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
