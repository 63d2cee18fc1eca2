import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

const clean = { DATABASE_URL: "", REDIS_URL: "", THEME: "", THEME_HOSTS: "", PORT: "", NODE_ENV: "" };

describe("loadConfig", () => {
  it("defaults to embedded PGlite in ./data and the funrize theme", () => {
    const config = loadConfig(clean);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.theme.fallback).toBe("funrize");
    expect(config.port).toBe(3000);
    expect(config.redis).toBeNull();
    expect(Object.isFrozen(config.database)).toBe(true);
  });

  it("switches to a node-postgres pool when DATABASE_URL is set", () => {
    const config = loadConfig({
      ...clean,
      DATABASE_URL: "postgres://app@db:5432/reelhouse",
      DATABASE_POOL_SIZE: "20",
    });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://app@db:5432/reelhouse",
      poolSize: 20,
    });
  });

  it("maps request hosts to themes, on top of <theme>.localhost", () => {
    const config = loadConfig({
      ...clean,
      THEME_HOSTS: "play.example.com=tao, Wheel.example.com=fortunewheelz",
    });
    expect(config.theme.byHost["play.example.com"]).toBe("tao");
    expect(config.theme.byHost["wheel.example.com"]).toBe("fortuneWheelz");
    expect(config.theme.byHost["stormrush.localhost"]).toBe("stormrush");
  });

  it("lists every invalid key at once", () => {
    let caught: unknown;
    try {
      loadConfig({
        ...clean,
        PORT: "eighty",
        THEME: "neon",
        DATABASE_URL: "mysql://db/x",
        THEME_HOSTS: "nohost",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const keys = (caught as ConfigError).issues.map((issue) => issue.split(":")[0]);
    expect(keys).toEqual(expect.arrayContaining(["PORT", "THEME", "DATABASE_URL", "THEME_HOSTS"]));
  });

  it("rejects an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => loadConfig({ ...clean, SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...clean, SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(
      loadConfig({ ...clean, SMTP_URL: "smtps://user:pass@mail.example.com:465" }).messaging.smtpUrl,
    ).toBe("smtps://user:pass@mail.example.com:465");
  });

  it("takes MAIL_FROM as an address with or without a display name", () => {
    expect(loadConfig({ ...clean, MAIL_FROM: "" }).messaging.mailFrom).toBe(
      "Reelhouse <no-reply@reelhouse.local>",
    );
    expect(loadConfig({ ...clean, MAIL_FROM: "Tao <hi@tao.test>" }).messaging.mailFrom).toBe(
      "Tao <hi@tao.test>",
    );
    expect(loadConfig({ ...clean, MAIL_FROM: "hi@tao.test" }).messaging.mailFrom).toBe("hi@tao.test");
    expect(() => loadConfig({ ...clean, MAIL_FROM: "Tao" })).toThrow(/MAIL_FROM/);
  });

  it("asks for the whole Twilio account or none of it", () => {
    let caught: unknown;
    try {
      loadConfig({ ...clean, TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "", TWILIO_FROM: "" });
    } catch (error) {
      caught = error;
    }
    const keys = (caught as ConfigError).issues.map((issue) => issue.split(":")[0]);
    expect(keys).toEqual(["TWILIO_AUTH_TOKEN", "TWILIO_FROM"]);

    const config = loadConfig({
      ...clean,
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_FROM: "+15005550006",
    });
    expect(config.messaging.twilio).toEqual({
      accountSid: "AC123",
      authToken: "secret",
      from: "+15005550006",
      apiUrl: "https://api.twilio.com",
    });
  });
});

describe("development outbox default", () => {
  const outbox = (env: Record<string, string>) =>
    loadConfig({ ...clean, SMTP_URL: "", DEV_OUTBOX: "", DEMO_DATA: "", ...env }).messaging.devOutbox;

  it("is on in development and tests while no SMTP relay is configured", () => {
    expect(outbox({ NODE_ENV: "development" })).toBe(true);
    expect(outbox({ NODE_ENV: "test" })).toBe(true);
    expect(outbox({ NODE_ENV: "development", SMTP_URL: "smtp://localhost:2525" })).toBe(false);
  });

  it("is on for the production-built demo and off for a real production deployment", () => {
    expect(outbox({ NODE_ENV: "production", DEMO_DATA: "true" })).toBe(true);
    expect(outbox({ NODE_ENV: "production" })).toBe(false);
    expect(outbox({ NODE_ENV: "production", DEMO_DATA: "true", SMTP_URL: "smtp://mail:25" })).toBe(false);
  });

  it("follows DEV_OUTBOX when it is set", () => {
    expect(outbox({ NODE_ENV: "production", DEV_OUTBOX: "true" })).toBe(true);
    expect(outbox({ NODE_ENV: "development", DEV_OUTBOX: "false" })).toBe(false);
  });
});
