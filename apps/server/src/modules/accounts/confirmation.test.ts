import type { DevOutboxMessage } from "@reelhouse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  appInit,
  codeIn,
  confirmPhone,
  cookieHeader,
  cookiesFrom,
  linkParam,
  otherCode,
  STRONG_PASSWORD,
  signIn,
  signUp,
} from "./testing.ts";

// One app for the file; with no SMTP or Twilio configured, messages land in the development outbox.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Messages the outbox holds for `to`, newest first. */
async function outbox(to: string, channel: "email" | "sms"): Promise<DevOutboxMessage[]> {
  const response = await t.app.inject({ method: "GET", url: "/rest/dev/outbox/", query: { to, channel } });
  return response.json().data;
}

async function confirmationToken(email: string): Promise<string> {
  const [mail] = await outbox(email, "email");
  return linkParam(mail?.text ?? "", "confirmEmail");
}

async function textedCode(phone: string): Promise<string> {
  const [sms] = await outbox(phone, "sms");
  return codeIn(sms?.text ?? "");
}

const post = (url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function rewards(cookie: string) {
  return (await t.app.inject({ method: "GET", url: "/rest/player/rewards/", headers: { cookie } })).json()
    .data;
}

let phoneCounter = 0;
const freshPhone = () => `+1555020${String(++phoneCounter).padStart(4, "0")}`;

describe("email confirmation", () => {
  it("sends the link at sign-up; the link confirms the email and earns the email reward", async () => {
    const { cookie } = await signUp(t.app, "amy@example.com");
    const [mail] = await outbox("amy@example.com", "email");
    expect(mail?.subject).toMatch(/^Confirm your .+ email$/);
    expect(mail?.text).toMatch(/http:\/\/localhost(:80)?\/\?confirmEmail=[\w-]{43}/);
    expect((await rewards(cookie)).email).toEqual({ available: true, completed: false, coins: 2_000_000 });

    const confirmed = await post("/rest/email/confirm/", null, {
      token: linkParam(mail?.text ?? "", "confirmEmail"),
    });
    expect(confirmed.json()).toEqual({ success: true });
    expect(await appInit(t.app, cookie)).toMatchObject({ emailConfirmed: true, primaryContact: "email" });
    expect((await rewards(cookie)).email).toEqual({ available: true, completed: true, coins: 2_000_000 });
  });

  it("sends the email as the brand of the site the player joined, in that brand's look", async () => {
    const joined = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      headers: { host: "stormrush.localhost" },
      payload: { email: "storm@example.com", password: STRONG_PASSWORD, termsVersion: 1 },
    });
    expect(joined.statusCode).toBe(200);
    const [mail] = await outbox("storm@example.com", "email");
    expect(mail?.from).toBe('"Stormrush" <no-reply@stormrush.example>');
    expect(mail?.replyTo).toBe("support@stormrush.example");
    expect(mail?.subject).toBe("Confirm your Stormrush email");
    expect(mail?.html).toContain('alt="Stormrush"');
    expect(mail?.html).toContain('src="http://stormrush.localhost/email/logo/stormrush.png"');
    expect(mail?.html).toContain("background-color:#ffe14d"); // the button, in Stormrush's primary
    expect(mail?.text).toMatch(/^Stormrush\n\nConfirm your email\n\n/);
    expect(mail?.text).toMatch(/http:\/\/stormrush\.localhost\/\?confirmEmail=[\w-]{43}/);
    expect(mail?.text).toContain(
      "You received this email because this address was used to sign up at Stormrush.\n" +
        "Need help? Write to us at support@stormrush.example\n" +
        "Stormrush Operations LLC\n",
    );
  });

  it("refuses the same link twice", async () => {
    await signUp(t.app, "ben@example.com");
    const token = await confirmationToken("ben@example.com");
    expect((await post("/rest/email/confirm/", null, { token })).statusCode).toBe(200);
    const again = await post("/rest/email/confirm/", null, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("This link is invalid or has expired. Request a new one.");
  });

  it("sends a fresh link on request, in the player's language, which replaces the old one", async () => {
    const { cookie } = await signUp(t.app, "cleo@example.com");
    const first = await confirmationToken("cleo@example.com");
    const resent = await t.app.inject({
      method: "POST",
      url: "/rest/email/confirm/send/",
      headers: { cookie, "accept-language": "es" },
    });
    expect(resent.json()).toEqual({ success: true });
    const [mail] = await outbox("cleo@example.com", "email");
    expect(mail?.subject).toMatch(/^Confirma tu correo electrónico de /);
    expect(mail?.text).toMatch(/http:\/\/localhost(:80)?\/es\/\?confirmEmail=/);
    const second = linkParam(mail?.text ?? "", "confirmEmail");

    expect((await post("/rest/email/confirm/", null, { token: first })).statusCode).toBe(400);
    expect((await post("/rest/email/confirm/", null, { token: second })).statusCode).toBe(200);
    expect((await appInit(t.app, cookie)).emailConfirmed).toBe(true);
  });

  it("refuses a link a day old", async () => {
    await signUp(t.app, "dan@example.com");
    const token = await confirmationToken("dan@example.com");
    t.clock.advance(24 * 3_600_000);
    expect((await post("/rest/email/confirm/", null, { token })).statusCode).toBe(400);
    // The sign-up session has gone idle meanwhile; a new one shows the email still unconfirmed.
    const session = cookieHeader(cookiesFrom(await signIn(t.app, "dan@example.com", STRONG_PASSWORD)));
    expect((await appInit(t.app, session)).emailConfirmed).toBe(false);
  });

  it("answers 409 when asked to confirm an email that already is", async () => {
    const { cookie } = await signUp(t.app, "eva@example.com");
    await post("/rest/email/confirm/", null, { token: await confirmationToken("eva@example.com") });
    const sent = (await outbox("eva@example.com", "email")).length;
    const again = await post("/rest/email/confirm/send/", cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Already confirmed.");
    expect((await outbox("eva@example.com", "email")).length).toBe(sent);
  });
});

describe("phone confirmation", () => {
  it("texts a code that confirms the phone and earns the phone reward", async () => {
    const { cookie } = await signUp(t.app, "fin@example.com");
    const phone = freshPhone();
    expect((await post("/rest/phone/confirm/send/", cookie, { phone })).json()).toEqual({ success: true });
    const [sms] = await outbox(phone, "sms");
    expect(sms?.text).toMatch(/: your code to confirm your phone is \d{6}\. It expires in 10 minutes\.$/);
    // The number joins the profile only when its code comes back.
    expect(await appInit(t.app, cookie)).toMatchObject({ phone: null, phoneConfirmed: false });

    const confirmed = await post("/rest/phone/confirm/", cookie, { code: codeIn(sms?.text ?? "") });
    expect(confirmed.json()).toEqual({ success: true });
    expect(await appInit(t.app, cookie)).toMatchObject({
      phone,
      phoneConfirmed: true,
      // The email is not confirmed, so the phone is the way to reach this player.
      primaryContact: "phone",
    });
    expect((await rewards(cookie)).phone).toEqual({ available: true, completed: true, coins: 2_000_000 });
  });

  it("refuses a wrong code with 400 and keeps the phone unconfirmed", async () => {
    const { cookie } = await signUp(t.app, "gil@example.com");
    const phone = freshPhone();
    await post("/rest/phone/confirm/send/", cookie, { phone });
    const wrong = await post("/rest/phone/confirm/", cookie, { code: otherCode(await textedCode(phone)) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      "That code is not right or has expired. Check it or request a new one.",
    );
    expect((await appInit(t.app, cookie)).phoneConfirmed).toBe(false);
    expect((await rewards(cookie)).phone.completed).toBe(false);
  });

  it("refuses a malformed code as a field error", async () => {
    const { cookie } = await signUp(t.app, "hana@example.com");
    const response = await post("/rest/phone/confirm/", cookie, { code: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: "body.code", message: "Enter the 6-digit code" }]);
  });

  it("answers a phone another player has confirmed like any other, but texts it nothing and never confirms it", async () => {
    const owner = await signUp(t.app, "ivy@example.com");
    const phone = freshPhone();
    await confirmPhone(t.app, owner.cookie, phone, textedCode);
    const textsBefore = (await outbox(phone, "sms")).length;
    t.clock.advance(60_000);

    const { cookie } = await signUp(t.app, "jack@example.com");
    const taken = await post("/rest/phone/confirm/send/", cookie, { phone });
    const free = await post("/rest/phone/confirm/send/", (await signUp(t.app, "jill@example.com")).cookie, {
      phone: freshPhone(),
    });
    expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    expect(await outbox(phone, "sms")).toHaveLength(textsBefore);
    // The minute between codes applies alike, too.
    expect((await post("/rest/phone/confirm/send/", cookie, { phone })).statusCode).toBe(429);

    const guess = await post("/rest/phone/confirm/", cookie, { code: "123456" });
    expect(guess.statusCode).toBe(400);
    expect(await appInit(t.app, cookie)).toMatchObject({ phone: null, phoneConfirmed: false });
    expect(await appInit(t.app, owner.cookie)).toMatchObject({ phone, phoneConfirmed: true });
  });

  it("answers 409 for a phone the player has already confirmed", async () => {
    const { cookie } = await signUp(t.app, "kai@example.com");
    const phone = freshPhone();
    await confirmPhone(t.app, cookie, phone, textedCode);
    expect((await post("/rest/phone/confirm/send/", cookie, { phone })).statusCode).toBe(409);
  });

  it("asks for a phone first when none was given", async () => {
    const { cookie } = await signUp(t.app, "lia@example.com");
    const response = await post("/rest/phone/confirm/", cookie, { code: "123456" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Add your phone number to your profile first.");
  });
});
