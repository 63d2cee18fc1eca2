import { DevOutboxResponse } from "@reelhouse/contract";
import { BRANDS } from "@reelhouse/contract/brands";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createMessaging, type Messaging } from "./service.ts";

describe("with the development outbox on", () => {
  let harness: TestApp;
  let messaging: Messaging;

  beforeAll(async () => {
    harness = await buildTestApp({ DEV_OUTBOX: "true" });
    // A second service on the same database writes the same outbox the app's own service reads.
    messaging = createMessaging({
      db: harness.database.db,
      clock: harness.clock,
      config: harness.config.messaging,
      log: harness.app.log,
    });
    await messaging.sendEmail({
      to: "reader@example.com",
      brand: BRANDS.jackpotRabbit,
      subject: "Confirm your email",
      text: "Confirm at https://funrize.test/confirm?token=t0k3n.",
      html: '<p><a href="https://funrize.test/confirm?token=t0k3n">Confirm</a></p>',
    });
    harness.clock.advance(60_000);
    await messaging.sendSms({ to: "+15555550123", body: "Your code is 246810" });
    harness.clock.advance(60_000);
    await messaging.sendEmail({
      to: "reader@example.com",
      brand: BRANDS.funrize,
      subject: "<script>alert(1)</script> & more",
      text: 'Hello <img src=x onerror="alert(2)">',
    });
  });
  afterAll(async () => {
    await messaging.close();
    await harness.close();
  });

  it("answers only requests from this machine: reset links and codes are not for anyone else", async () => {
    for (const url of ["/dev/mailbox", "/rest/dev/outbox/", "/dev/mailbox/1"]) {
      const remote = await harness.app.inject({
        method: "GET",
        url,
        remoteAddress: "203.0.113.5",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain("reader@example.com");
      const local = await harness.app.inject({ method: "GET", url, remoteAddress: "::ffff:127.0.0.1" });
      expect(local.statusCode, url).toBe(200);
    }
  });

  it("lists emails and SMS newest first on the mailbox page, escaped, with clickable links", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const page = response.body;

    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(page).toContain("Hello &lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(page).toContain(
      '<a href="https://funrize.test/confirm?token=t0k3n">https://funrize.test/confirm?token=t0k3n</a>.',
    );
    expect(page).toContain("+15555550123");
    expect(page).toContain(
      "From <strong>&quot;Jackpot Rabbit&quot; &lt;no-reply@jackpotrabbit.example&gt;</strong> · Reply-To support@jackpotrabbit.example",
    );
    // Only the email that has an HTML version links to it.
    expect(page.match(/ · <a href="\/dev\/mailbox\/\d+">HTML version<\/a>/g)).toHaveLength(1);
    expect(page).toContain('<time datetime="2026-01-01T12:00:00.000Z">2026-01-01 12:00:00 UTC</time>');

    const order = ["&lt;script&gt;", "Your code is 246810", "Confirm your email"].map((text) =>
      page.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("styles the page with a nonce the CSP allows, and runs no script", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/dev/mailbox" });
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce}'`));
    expect(response.body).not.toMatch(/<script/i);
  });

  it("filters the page by recipient and channel", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/dev/mailbox?to=READER%40example.com&channel=",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Confirm your email");
    expect(response.body).not.toContain("246810");
  });

  it("shows one message with its sender, its HTML version inside a sandboxed frame", async () => {
    const [scripted, confirm] = await messaging.listOutbox({ to: "reader@example.com", channel: "email" });
    const response = await harness.app.inject({ method: "GET", url: `/dev/mailbox/${confirm?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Confirm your email</title>");
    expect(response.body).toContain(
      "From <strong>&quot;Jackpot Rabbit&quot; &lt;no-reply@jackpotrabbit.example&gt;",
    );
    expect(response.body).toContain(
      `<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mailbox/${confirm?.id}/html">`,
    );

    const escaped = await harness.app.inject({ method: "GET", url: `/dev/mailbox/${scripted?.id}` });
    expect(escaped.body).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>");
    expect(escaped.body).not.toContain("<script>");

    expect((await harness.app.inject({ method: "GET", url: "/dev/mailbox/999999" })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: "GET", url: "/dev/mailbox/abc" })).statusCode).toBe(400);
  });

  it("serves an email's HTML under a mail client's rules: styles and images, no script, sandboxed", async () => {
    const [, confirm] = await messaging.listOutbox({ to: "reader@example.com", channel: "email" });
    const response = await harness.app.inject({ method: "GET", url: `/dev/mailbox/${confirm?.id}/html` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe('<p><a href="https://funrize.test/confirm?token=t0k3n">Confirm</a></p>');
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src http: https: data:");
    expect(csp).toMatch(/sandbox allow-popups allow-popups-to-escape-sandbox(;|$)/);
    expect(csp).not.toMatch(/script-src/);

    const [sms] = await messaging.listOutbox({ to: "+15555550123" });
    const forSms = await harness.app.inject({ method: "GET", url: `/dev/mailbox/${sms?.id}/html` });
    expect(forSms.statusCode).toBe(404);
    const remote = await harness.app.inject({
      method: "GET",
      url: `/dev/mailbox/${confirm?.id}/html`,
      remoteAddress: "203.0.113.5",
    });
    expect(remote.statusCode).toBe(404);
  });

  it("lists the outbox as JSON for browser tests, newest first, by recipient and channel", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/rest/dev/outbox/?to=Reader%40Example.com&channel=email",
    });
    expect(response.statusCode).toBe(200);
    const { data } = DevOutboxResponse.parse(response.json());
    expect(data.map((message) => message.subject)).toEqual([
      "<script>alert(1)</script> & more",
      "Confirm your email",
    ]);
    expect(data[1]).toMatchObject({
      to: "reader@example.com",
      text: "Confirm at https://funrize.test/confirm?token=t0k3n.",
    });

    const sms = DevOutboxResponse.parse(
      (
        await harness.app.inject({ method: "GET", url: "/rest/dev/outbox/?to=%2B15555550123&channel=sms" })
      ).json(),
    );
    expect(sms.data.map((message) => message.text)).toEqual(["Your code is 246810"]);

    const invalid = await harness.app.inject({ method: "GET", url: "/rest/dev/outbox/?channel=fax" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("keeps the development routes out of the API docs", async () => {
    const document = (await harness.app.inject({ method: "GET", url: "/docs/json" })).json();
    const paths = Object.keys(document.paths);
    expect(paths).toContain("/rest/page/content/{name}/");
    expect(paths.filter((path) => path.includes("dev"))).toEqual([]);
  });
});

describe("with the development outbox off", () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp({ DEV_OUTBOX: "false" });
  });
  afterAll(async () => {
    await harness.close();
  });

  it("serves neither the mailbox nor the JSON outbox", async () => {
    for (const url of [
      "/dev/mailbox",
      "/dev/mailbox/1",
      "/dev/mailbox/1/html",
      "/rest/dev/outbox/?to=a%40b.c",
    ]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
