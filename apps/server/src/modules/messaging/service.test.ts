import { BRANDS } from "@reelhouse/contract/brands";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { AppError } from "../../lib/errors.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type LocalSmtpServer, startLocalSmtpServer } from "../../test/local-smtp-server.ts";
import { type LocalTwilioApi, startLocalTwilioApi } from "../../test/local-twilio-api.ts";
import { createMessaging, type Messaging } from "./service.ts";
import { DeliveryError } from "./transports.ts";
import { createTwilioTransport } from "./twilio-transport.ts";

let harness: TestApp;
let smtp: LocalSmtpServer;
let twilio: LocalTwilioApi;
const opened: Messaging[] = [];

beforeAll(async () => {
  [harness, smtp, twilio] = await Promise.all([
    buildTestApp(),
    startLocalSmtpServer(),
    startLocalTwilioApi(),
  ]);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((messaging) => messaging.close()));
});
afterAll(async () => {
  await Promise.all([harness.close(), smtp.close(), twilio.close()]);
});

const NO_TRANSPORTS = {
  NODE_ENV: "test",
  SMTP_URL: "",
  DEV_OUTBOX: "",
  TWILIO_ACCOUNT_SID: "",
  TWILIO_AUTH_TOKEN: "",
  TWILIO_FROM: "",
};

/** A messaging service on the test database whose log lines are kept for inspection. */
function messagingWith(env: Record<string, string>): {
  messaging: Messaging;
  logs: Record<string, unknown>[];
} {
  const logs: Record<string, unknown>[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const config = loadConfig({ ...NO_TRANSPORTS, ...env }).messaging;
  const messaging = createMessaging({ db: harness.database.db, clock: harness.clock, config, log });
  opened.push(messaging);
  return { messaging, logs };
}

async function expectUnavailable(sending: Promise<void>): Promise<void> {
  const error = await sending.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: "UNAVAILABLE",
    message: "We could not send the message. Please try again in a few minutes.",
  });
}

const twilioEnv = () => ({
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_FROM: "+15005550006",
  TWILIO_API_URL: twilio.url,
});

const { funrize, tao, sws } = BRANDS;

describe("email over SMTP", () => {
  it("gives a marketing email one-click unsubscribe headers (RFC 8058), and no other email", async () => {
    const { messaging } = messagingWith({ SMTP_URL: smtp.url });
    const unsubscribeUrl = "https://funrize.test/rest/unsubscribe/?token=p1.email.sig";
    const email = { to: "player@example.com", brand: funrize, subject: "This week's offers", text: "Offers" };
    await messaging.sendMarketingEmail({ ...email, unsubscribeUrl });
    const headerOf = (name: string) =>
      smtp.received.at(-1)?.parsed.headers.find((header) => header.key === name)?.value;
    expect(headerOf("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(headerOf("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    await messaging.sendEmail(email);
    expect(headerOf("list-unsubscribe")).toBeUndefined();
  });

  it("hands the message to the relay with sender, recipient, subject, text and HTML", async () => {
    const { messaging, logs } = messagingWith({ SMTP_URL: smtp.url });
    await messaging.sendEmail({
      to: "player@example.com",
      brand: funrize,
      subject: "Reset your password",
      text: "Open https://funrize.test/reset?token=abc123",
      html: '<p>Open <a href="https://funrize.test/reset?token=abc123">this link</a></p>',
    });

    const mail = smtp.received.at(-1);
    expect(mail?.envelope).toEqual({ from: "no-reply@funrize.example", to: ["player@example.com"] });
    expect(mail?.parsed.from).toMatchObject({ name: "Funrize", address: "no-reply@funrize.example" });
    expect(mail?.parsed.replyTo).toEqual([expect.objectContaining({ address: "support@funrize.example" })]);
    expect(mail?.parsed.to).toEqual([expect.objectContaining({ address: "player@example.com" })]);
    expect(mail?.parsed.subject).toBe("Reset your password");
    expect(mail?.parsed.text?.trim()).toBe("Open https://funrize.test/reset?token=abc123");
    expect(mail?.parsed.html).toContain('<a href="https://funrize.test/reset?token=abc123">this link</a>');

    const logged = JSON.stringify(logs);
    expect(logged).not.toContain("abc123");
    expect(logged).not.toContain("player@");
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: "message sent", channel: "email", via: "smtp", to: "…@example.com" }),
    );
  });

  it("sends each brand's email from its operator, with replies going to the brand's support", async () => {
    const { messaging } = messagingWith({ SMTP_URL: smtp.url });
    for (const brand of [tao, sws]) {
      await messaging.sendEmail({ to: "many@example.com", brand, subject: "Hi", text: "Hello" });
      const mail = smtp.received.at(-1);
      expect(mail?.parsed.from).toEqual(brand.operator.mailFrom);
      expect(mail?.envelope.from).toBe(brand.operator.mailFrom.address);
      expect(mail?.parsed.replyTo).toEqual([{ name: "", address: brand.operator.supportEmail }]);
    }
    expect(tao.operator.mailFrom).toEqual({ name: "Tao Fortune", address: "no-reply@tao.example" });
  });

  it("sends every brand's email from MAIL_FROM when the operator sets it", async () => {
    const named = messagingWith({ SMTP_URL: smtp.url, MAIL_FROM: "Reelhouse <no-reply@reelhouse.local>" });
    await named.messaging.sendEmail({ to: "one@example.com", brand: tao, subject: "Hi", text: "Hello" });
    expect(smtp.received.at(-1)?.parsed.from).toEqual({
      name: "Reelhouse",
      address: "no-reply@reelhouse.local",
    });
    expect(smtp.received.at(-1)?.parsed.replyTo?.[0]?.address).toBe("support@tao.example");

    // An address alone keeps the brand's name.
    const bare = messagingWith({ SMTP_URL: smtp.url, MAIL_FROM: "mail@operator.test" });
    await bare.messaging.sendEmail({ to: "one@example.com", brand: sws, subject: "Hi", text: "Hello" });
    expect(smtp.received.at(-1)?.parsed.from).toEqual({ name: "SweepsWin", address: "mail@operator.test" });
  });

  it("answers UNAVAILABLE and logs the relay's codes when the relay refuses the recipient", async () => {
    smtp.rejectedRecipients.add("gone@example.org");
    const { messaging, logs } = messagingWith({ SMTP_URL: smtp.url });
    const before = smtp.received.length;

    await expectUnavailable(
      messaging.sendEmail({
        to: "gone@example.org",
        brand: funrize,
        subject: "Code",
        text: "Your code is 481516",
      }),
    );
    expect(smtp.received.length).toBe(before);
    const failure = logs.find((line) => line.msg === "message delivery failed");
    expect(failure).toMatchObject({ level: 50, channel: "email", to: "…@example.org", responseCode: 550 });
    expect(JSON.stringify(logs)).not.toContain("481516");
  });

  it("answers UNAVAILABLE when the relay does not accept the login", async () => {
    const { messaging } = messagingWith({ SMTP_URL: smtp.url.replace(":s3cret@", ":wrong@") });
    await expectUnavailable(
      messaging.sendEmail({ to: "a@example.com", brand: funrize, subject: "Hi", text: "Hello" }),
    );
  });
});

describe("SMS through Twilio", () => {
  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    const { messaging, logs } = messagingWith(twilioEnv());
    await messaging.sendSms({ to: "+15555550123", body: "Your Reelhouse code is 123456" });

    expect(twilio.requests.at(-1)).toEqual({
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      form: { To: "+15555550123", From: "+15005550006", Body: "Your Reelhouse code is 123456" },
    });
    expect(logs).toContainEqual(expect.objectContaining({ msg: "message sent", via: "twilio", to: "…0123" }));
    expect(JSON.stringify(logs)).not.toContain("123456");
  });

  it("answers UNAVAILABLE and logs Twilio's error code when Twilio refuses the message", async () => {
    const { messaging, logs } = messagingWith(twilioEnv());
    twilio.failNextWith({ status: 400, code: 21211, message: "The 'To' number +15555550199 is not valid." });

    await expectUnavailable(messaging.sendSms({ to: "+15555550199", body: "Code 654321" }));
    const failure = logs.find((line) => line.msg === "message delivery failed");
    expect(failure).toMatchObject({
      channel: "sms",
      via: "twilio",
      status: 400,
      twilioCode: 21211,
      to: "…0199",
    });
    expect(JSON.stringify(logs)).not.toContain("654321");
    expect(JSON.stringify(logs)).not.toContain("+15555550199");
  });

  it("answers UNAVAILABLE when the credentials are wrong", async () => {
    const { messaging, logs } = messagingWith({ ...twilioEnv(), TWILIO_AUTH_TOKEN: "wrong" });
    await expectUnavailable(messaging.sendSms({ to: "+15555550123", body: "Code 1" }));
    expect(logs.find((line) => line.msg === "message delivery failed")).toMatchObject({
      status: 401,
      twilioCode: 20003,
    });
  });

  it("gives up on a Twilio that does not answer in time", async () => {
    const transport = createTwilioTransport({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: "+15005550006",
      apiUrl: twilio.url,
      timeoutMs: 200,
    });
    twilio.stallNext();
    const error = await transport
      .send({ to: "+15555550123", body: "Code 1" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).toBe("Twilio timed out");
  });
});

describe("development outbox", () => {
  it("keeps emails and SMS instead of sending them and lists them newest first", async () => {
    const { messaging } = messagingWith({ DEV_OUTBOX: "true" });
    await messaging.sendEmail({
      to: "Outbox.Player@Example.com",
      brand: tao,
      subject: "Welcome",
      text: "Hi",
      html: "<p>Hi</p>",
    });
    harness.clock.advance(1000);
    await messaging.sendSms({ to: "+15555550142", body: "Code 777888" });
    harness.clock.advance(1000);
    await messaging.sendEmail({
      to: "outbox.player@example.com",
      brand: funrize,
      subject: "Confirm",
      text: "Confirm it",
    });

    const forPlayer = await messaging.listOutbox({ to: "OUTBOX.player@example.com" });
    expect(forPlayer.map((message) => message.subject)).toEqual(["Confirm", "Welcome"]);
    expect(await messaging.listOutbox({ to: "outbox.player@example.com", limit: 1 })).toEqual([forPlayer[0]]);
    expect(forPlayer[1]).toMatchObject({
      channel: "email",
      to: "Outbox.Player@Example.com",
      from: '"Tao Fortune" <no-reply@tao.example>',
      replyTo: "support@tao.example",
      text: "Hi",
      html: "<p>Hi</p>",
      createdAt: "2026-01-01T12:00:00.000Z",
    });

    const sms = await messaging.listOutbox({ to: "+15555550142", channel: "sms" });
    expect(sms).toEqual([
      expect.objectContaining({
        channel: "sms",
        from: null,
        replyTo: null,
        subject: null,
        html: null,
        text: "Code 777888",
      }),
    ]);
    expect(await messaging.getOutboxMessage(sms[0]?.id ?? 0)).toEqual(sms[0]);
    expect(await messaging.listOutbox({ to: "+15555550142", channel: "email" })).toEqual([]);
  });

  it("uses the real transport for a channel that has one", async () => {
    const { messaging } = messagingWith({ DEV_OUTBOX: "true", ...twilioEnv() });
    const sent = twilio.requests.length;
    await messaging.sendSms({ to: "+15555550177", body: "Code 1" });
    expect(twilio.requests.length).toBe(sent + 1);
    expect(await messaging.listOutbox({ to: "+15555550177" })).toEqual([]);
  });

  it("answers NOT_FOUND for an id it does not hold", async () => {
    const { messaging } = messagingWith({ DEV_OUTBOX: "true" });
    await expect(messaging.getOutboxMessage(999_999)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("without any transport", () => {
  it("warns at creation and answers UNAVAILABLE instead of dropping messages", async () => {
    const { messaging, logs } = messagingWith({ DEV_OUTBOX: "false" });
    expect(logs.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      "SMTP_URL is not set and the development outbox is off: emails cannot be sent",
      "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set and the development outbox is off: SMS cannot be sent",
    ]);
    await expectUnavailable(
      messaging.sendEmail({ to: "x@example.com", brand: funrize, subject: "S", text: "T" }),
    );
    await expectUnavailable(messaging.sendSms({ to: "+15555550100", body: "B" }));
    expect(await messaging.listOutbox({ to: "x@example.com" })).toEqual([]);
  });

  it("says at creation that the outbox keeps what is not delivered", () => {
    const { logs } = messagingWith({ DEV_OUTBOX: "true", SMTP_URL: smtp.url });
    expect(logs.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set: SMS are not delivered; they are kept in the development outbox at /dev/mailbox",
    ]);
  });
});
