import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = "correct horse battery staple";

const forgot = (email: string, host: string) =>
  t.app.inject({ method: "POST", url: "/rest/password/forgot/", headers: { host }, payload: { email } });

async function resetMailsTo(email: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/dev/outbox/",
    query: { to: email, channel: "email" },
  });
  const messages = response.json().data as { text: string }[];
  return messages.map((message) => message.text).filter((text) => text.includes("/reset?token="));
}

describe("the request's Host", () => {
  beforeAll(async () => {
    const signedUp = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "host@example.com", password: PASSWORD, termsVersion: 1 },
    });
    expect(signedUp.statusCode).toBe(200);
  });

  it.each([
    "localhost:@evil.example",
    "127.0.0.1:3000@evil.example",
    "funrize.localhost:@evil.example",
    "localhost:3000/evil.example",
    "[",
    "localhost:99999",
  ])("refuses %s before any account work, alike for known and unknown emails", async (host) => {
    const known = await forgot("host@example.com", host);
    const unknown = await forgot("nobody@example.com", host);
    expect(known.statusCode).toBe(400);
    expect(known.json().error.reason).toBe("BAD_HOST");
    expect([unknown.statusCode, unknown.json().error.reason]).toEqual([400, "BAD_HOST"]);
    expect(await resetMailsTo("host@example.com")).toEqual([]);
  });

  it("refuses a sign-up under a malformed host, creating nothing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      headers: { host: "localhost:@evil.example" },
      payload: { email: "poisoned@example.com", password: PASSWORD, termsVersion: 1 },
    });
    expect(response.statusCode).toBe(400);
    const again = await t.app.inject({
      method: "POST",
      url: "/rest/registration/",
      payload: { email: "poisoned@example.com", password: PASSWORD, termsVersion: 1 },
    });
    expect(again.statusCode).toBe(200);
  });

  it("links a theme's own host with its port, and a foreign host to the public URL", async () => {
    expect((await forgot("host@example.com", "tao.localhost:3000")).statusCode).toBe(200);
    expect((await resetMailsTo("host@example.com"))[0]).toContain("http://tao.localhost:3000/reset?token=");
    t.clock.advance(60_000);
    expect((await forgot("host@example.com", "evil.example")).statusCode).toBe(200);
    const [newest] = await resetMailsTo("host@example.com");
    expect(newest).toContain(`${t.config.publicUrl}/reset?token=`);
    expect(newest).not.toContain("evil.example");
  });
});
