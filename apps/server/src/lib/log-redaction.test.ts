import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { redactUrl, serializeError } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("masks the values of secret-bearing query parameters and keeps the rest", () => {
    expect(redactUrl("/reset?token=abc123&lang=es")).toBe("/reset?token=%5Bredacted%5D&lang=es");
    expect(redactUrl("/signin/cb?code=4%2F0AX&state=s1")).toBe(
      "/signin/cb?code=%5Bredacted%5D&state=%5Bredacted%5D",
    );
    expect(redactUrl("/lobby?tab=new")).toBe("/lobby?tab=new");
    expect(redactUrl("/lobby")).toBe("/lobby");
  });
});

describe("serializeError", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("keeps a failed query's statement and the database's code, not the values it was given", async () => {
    const failure = await t.database.db
      .execute(sql`select ${"ana@example.com"}::int as nope`)
      .catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain("ana@example.com");
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain("ana@example.com");
    expect(logged).toContain("select $1::int as nope");
    expect(logged).toContain('"code":"22P02"');
  });

  it("masks tokens in URLs an error message quotes", () => {
    const logged = serializeError(new TypeError("Invalid URL: http://x@evil.example/reset?token=live-token"));
    expect(JSON.stringify(logged)).not.toContain("live-token");
    expect(logged.message).toBe("Invalid URL: http://x@evil.example/reset?token=[redacted]");
  });
});
