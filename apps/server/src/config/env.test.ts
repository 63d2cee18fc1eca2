import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { accountsEnv } from "./accounts.ts";
import { databaseEnv } from "./database.ts";
import { ConfigError, defaultNodeEnvToProduction, loadConfig } from "./env.ts";
import { messagingEnv } from "./messaging.ts";
import { rateLimitEnv } from "./rate-limit.ts";
import { redisEnv } from "./redis.ts";
import { serverEnv } from "./server.ts";
import { siteEnv } from "./site.ts";
import { socialAuthEnv } from "./social-auth.ts";
import { testingEnv } from "./testing.ts";

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
      migrationUrl: "postgres://app@db:5432/reelhouse",
      settings: {
        applicationName: "reelhouse",
        statementTimeoutMs: 30_000,
        idleInTransactionTimeoutMs: 30_000,
        connectTimeoutMs: 5_000,
        keepAliveIdleMs: 10_000,
      },
    });
  });

  it("takes the connection settings and a direct migration URL from the environment", () => {
    const config = loadConfig({
      ...clean,
      DATABASE_URL: "postgres://app@pgbouncer:6432/reelhouse",
      DATABASE_MIGRATION_URL: "postgres://app@db:5432/reelhouse",
      DATABASE_APPLICATION_NAME: "reelhouse-eu-1",
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "0",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_KEEPALIVE_IDLE_MS: "30000",
    });
    expect(config.database).toMatchObject({
      migrationUrl: "postgres://app@db:5432/reelhouse",
      settings: {
        applicationName: "reelhouse-eu-1",
        statementTimeoutMs: 0,
        idleInTransactionTimeoutMs: 0,
        connectTimeoutMs: 2_000,
        keepAliveIdleMs: 30_000,
      },
    });
  });

  it("refuses a connect timeout that would let a request wait without bound", () => {
    expect(() =>
      loadConfig({
        ...clean,
        DATABASE_URL: "postgres://app@db:5432/reelhouse",
        DATABASE_CONNECT_TIMEOUT_MS: "0",
      }),
    ).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
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

  it("takes MAIL_FROM as an address with or without a display name, and no sender override without it", () => {
    const mailFrom = (value: string) => loadConfig({ ...clean, MAIL_FROM: value }).messaging.mailFrom;
    expect(mailFrom("")).toBeNull();
    expect(mailFrom("Tao <hi@tao.test>")).toEqual({ name: "Tao", address: "hi@tao.test" });
    expect(mailFrom('"Tao, Inc." <hi@tao.test>')).toEqual({ name: "Tao, Inc.", address: "hi@tao.test" });
    expect(mailFrom("hi@tao.test")).toEqual({ name: null, address: "hi@tao.test" });
    expect(mailFrom("<hi@tao.test>")).toEqual({ name: null, address: "hi@tao.test" });
    expect(() => mailFrom("Tao")).toThrow(/MAIL_FROM/);
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

describe("purchase limit configuration", () => {
  it("reads the bounds in whole dollars as cents, and the cooling period in hours", () => {
    const config = loadConfig({
      ...clean,
      PURCHASE_LIMIT_DAY_MIN_USD: "5",
      PURCHASE_LIMIT_DAY_MAX_USD: "500",
      PURCHASE_LIMIT_COOLING_HOURS: "72",
    });
    expect(config.responsiblePlay).toEqual({
      purchaseLimitBounds: {
        day: { minMinor: 500, maxMinor: 50_000 },
        week: { minMinor: 1_000, maxMinor: 1_000_000 },
        month: { minMinor: 1_000, maxMinor: 2_500_000 },
      },
      coolingPeriodMs: 72 * 3_600_000,
    });
  });

  it("refuses a minimum above its maximum, the default maximum included", () => {
    let caught: unknown;
    try {
      loadConfig({ ...clean, PURCHASE_LIMIT_DAY_MIN_USD: "3000", PURCHASE_LIMIT_WEEK_MAX_USD: "5" });
    } catch (error) {
      caught = error;
    }
    const keys = (caught as ConfigError).issues.map((issue) => issue.split(":")[0]);
    expect(keys).toEqual(["PURCHASE_LIMIT_DAY_MIN_USD", "PURCHASE_LIMIT_WEEK_MIN_USD"]);
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

  it("is off behind a proxy, where every request would look local, and refuses to be turned on there", () => {
    expect(outbox({ NODE_ENV: "production", DEMO_DATA: "true", TRUST_PROXY: "true" })).toBe(false);
    expect(configIssues({ DEV_OUTBOX: "true", TRUST_PROXY: "true" })).toEqual([
      "DEV_OUTBOX: the development outbox cannot be on behind a proxy (TRUST_PROXY=true)",
    ]);
  });
});

describe("the shiftable test clock", () => {
  it("is off unless its secret is set, and refused behind a proxy", () => {
    expect(loadConfig(clean).testClockSecret).toBeNull();
    expect(loadConfig({ ...clean, TEST_CLOCK_SECRET: "a-long-enough-secret" }).testClockSecret).toBe(
      "a-long-enough-secret",
    );
    expect(configIssues({ TEST_CLOCK_SECRET: "a-long-enough-secret", TRUST_PROXY: "true" })).toEqual([
      "TEST_CLOCK_SECRET: the shiftable test clock cannot be on behind a proxy (TRUST_PROXY=true)",
    ]);
  });
});

function configIssues(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...clean, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe("social sign-in configuration", () => {
  const applePem = generateKeyPairSync("ec", { namedCurve: "P-256" })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();

  it("turns every provider off when nothing is set", () => {
    expect(loadConfig(clean).social).toEqual({ google: null, facebook: null, apple: null });
  });

  it("turns Google and Facebook on with their credentials and the public endpoints by default", () => {
    const { social } = loadConfig({
      ...clean,
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      FACEBOOK_APP_ID: "123",
      FACEBOOK_APP_SECRET: "facebook-secret",
      FACEBOOK_GRAPH_URL: "https://graph.facebook.com/v22.0/",
    });
    expect(social.google).toEqual({
      clientId: "google-client",
      clientSecret: "google-secret",
      issuer: "https://accounts.google.com",
    });
    expect(social.facebook).toEqual({
      appId: "123",
      appSecret: "facebook-secret",
      graphUrl: "https://graph.facebook.com/v22.0",
      dialogUrl: "https://www.facebook.com/v21.0/dialog/oauth",
    });
  });

  it("turns Apple on with the team's key, given on one line with \\n escapes", () => {
    const { social } = loadConfig({
      ...clean,
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY7654321",
      APPLE_PRIVATE_KEY: applePem.replaceAll("\n", "\\n"),
    });
    expect(social.apple).toEqual({
      clientId: "com.example.web",
      issuer: "https://appleid.apple.com",
      clientSecret: {
        kind: "signed",
        teamId: "TEAM123456",
        keyId: "KEY7654321",
        privateKey: applePem.trim(),
      },
    });
  });

  it("turns Apple on with a ready-made client secret instead", () => {
    const { social } = loadConfig({
      ...clean,
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_CLIENT_SECRET: "eyJ.x.y",
    });
    expect(social.apple?.clientSecret).toEqual({ kind: "static", value: "eyJ.x.y" });
  });

  it("refuses to start half-configured, naming each missing variable alongside other bad keys", () => {
    const issues = configIssues({
      GOOGLE_CLIENT_ID: "google-client",
      FACEBOOK_APP_SECRET: "x",
      PORT: "eighty",
    });
    expect(issues.map((issue) => issue.split(":")[0]).sort()).toEqual([
      "FACEBOOK_APP_ID",
      "GOOGLE_CLIENT_SECRET",
      "PORT",
    ]);
    expect(issues).toContain(
      "GOOGLE_CLIENT_SECRET: missing; Google sign-in needs GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET",
    );
  });

  it("names what Apple still needs for the set most of its variables point at", () => {
    expect(configIssues({ APPLE_TEAM_ID: "TEAM123456", APPLE_KEY_ID: "KEY7654321" })).toEqual([
      expect.stringMatching(/^APPLE_CLIENT_ID: missing; Apple sign-in needs/),
      expect.stringMatching(/^APPLE_PRIVATE_KEY: missing; /),
    ]);
  });

  it("refuses both an Apple key and a ready-made Apple secret", () => {
    const issues = configIssues({
      APPLE_CLIENT_ID: "com.example.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY7654321",
      APPLE_PRIVATE_KEY: applePem,
      APPLE_CLIENT_SECRET: "eyJ.x.y",
    });
    expect(issues).toEqual([
      expect.stringMatching(/^APPLE_CLIENT_SECRET: does not go with APPLE_CLIENT_ID \+ APPLE_TEAM_ID/),
    ]);
  });

  it("refuses an Apple private key that is not an EC P-256 PEM", () => {
    const rsaPem = generateKeyPairSync("rsa", { modulusLength: 2048 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    for (const key of ["not a key", rsaPem]) {
      const issues = configIssues({
        APPLE_CLIENT_ID: "com.example.web",
        APPLE_TEAM_ID: "TEAM123456",
        APPLE_KEY_ID: "KEY7654321",
        APPLE_PRIVATE_KEY: key,
      });
      expect(issues).toEqual([
        expect.stringMatching(/^APPLE_PRIVATE_KEY: must be the PEM of the EC P-256 key/),
      ]);
    }
  });
});

describe("configuration concerns", () => {
  it("lists the bad keys of every concern together, cross-variable rules included", () => {
    const issues = configIssues({
      PORT: "eighty",
      REDIS_URL: "http://cache",
      SESSION_IDLE_MINUTES: "1",
      RATE_LIMIT_WINDOW_MS: "10",
      TEST_DATABASE_URL: "mysql://db/x",
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret",
      GOOGLE_CLIENT_ID: "google-client",
    });
    expect(issues.map((issue) => issue.split(":")[0]).sort()).toEqual([
      "GOOGLE_CLIENT_SECRET",
      "PORT",
      "RATE_LIMIT_WINDOW_MS",
      "REDIS_URL",
      "SESSION_IDLE_MINUTES",
      "TEST_DATABASE_URL",
      "TWILIO_FROM",
    ]);
  });

  it("gives no variable to two concerns", () => {
    const concerns = [
      serverEnv,
      databaseEnv,
      redisEnv,
      siteEnv,
      rateLimitEnv,
      accountsEnv,
      messagingEnv,
      socialAuthEnv,
      testingEnv,
    ];
    const keys = concerns.flatMap((concern) => Object.keys(concern.shape));
    expect(keys.length).toBeGreaterThan(40);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads session lengths in the unit of their name, bounded in that unit", () => {
    expect(
      loadConfig({ ...clean, SESSION_IDLE_MINUTES: "", SESSION_ABSOLUTE_HOURS: "" }).session,
    ).toMatchObject({
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
    });
    expect(
      loadConfig({ ...clean, SESSION_IDLE_MINUTES: "45", SESSION_ABSOLUTE_HOURS: "2" }).session,
    ).toMatchObject({ idleTimeoutMs: 45 * 60_000, absoluteTimeoutMs: 2 * 3_600_000 });
    expect(configIssues({ SESSION_IDLE_MINUTES: "43201", SESSION_ABSOLUTE_HOURS: "0" })).toEqual([
      expect.stringMatching(/^SESSION_IDLE_MINUTES: .*43200/),
      expect.stringMatching(/^SESSION_ABSOLUTE_HOURS: .*1/),
    ]);
  });

  it("sends links from PUBLIC_URL without its trailing slash, or from this port on localhost", () => {
    expect(loadConfig({ ...clean, PUBLIC_URL: "https://play.example.com/" }).publicUrl).toBe(
      "https://play.example.com",
    );
    expect(loadConfig({ ...clean, PUBLIC_URL: "", PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
  });
});

describe("NODE_ENV for the libraries", () => {
  const given = process.env.NODE_ENV;
  afterEach(() => {
    if (given === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = given;
  });

  it("is production when unset, as the configuration reads it, and stays as set otherwise", () => {
    delete process.env.NODE_ENV;
    defaultNodeEnvToProduction();
    expect(process.env.NODE_ENV).toBe("production");
    expect(loadConfig({ ...clean, NODE_ENV: undefined }).isProduction).toBe(true);

    process.env.NODE_ENV = "development";
    defaultNodeEnvToProduction();
    expect(process.env.NODE_ENV).toBe("development");
  });
});

describe("document storage configuration", () => {
  const issuesOf = (env: Record<string, string>) => {
    try {
      loadConfig({ ...clean, ...env });
    } catch (error) {
      return (error as ConfigError).issues.map((issue) => issue.split(":")[0]);
    }
    return [];
  };

  it("keeps documents in the folder unless a bucket is named", () => {
    expect(loadConfig(clean).verification.documentsS3).toBeNull();
  });

  it("reads MinIO-style settings, path-style by default with an endpoint, explicit keys as a pair", () => {
    const config = loadConfig({
      ...clean,
      DOCUMENT_STORE_S3_BUCKET: "kyc-documents",
      DOCUMENT_STORE_S3_ENDPOINT: "http://minio:9000",
      DOCUMENT_STORE_S3_PREFIX: "documents/",
      DOCUMENT_STORE_S3_ACCESS_KEY_ID: "minio",
      DOCUMENT_STORE_S3_SECRET_ACCESS_KEY: "minio-secret",
    });
    expect(config.verification.documentsS3).toEqual({
      bucket: "kyc-documents",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      prefix: "documents/",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
    });
  });

  it("leaves AWS S3 itself to virtual-host addressing and the SDK's credential chain", () => {
    const config = loadConfig({
      ...clean,
      DOCUMENT_STORE_S3_BUCKET: "kyc",
      DOCUMENT_STORE_S3_REGION: "eu-west-1",
    });
    expect(config.verification.documentsS3).toMatchObject({
      region: "eu-west-1",
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it("refuses half a key pair, and bucket settings without a bucket", () => {
    expect(
      issuesOf({ DOCUMENT_STORE_S3_BUCKET: "kyc", DOCUMENT_STORE_S3_ACCESS_KEY_ID: "only-the-id" }),
    ).toEqual(["DOCUMENT_STORE_S3_SECRET_ACCESS_KEY"]);
    expect(issuesOf({ DOCUMENT_STORE_S3_ENDPOINT: "http://minio:9000" })).toEqual([
      "DOCUMENT_STORE_S3_ENDPOINT",
    ]);
  });
});
