import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";
import { DEVELOPMENT_SANDBOX_SECRET } from "./provider-api.ts";

const clean = { DATABASE_URL: "", REDIS_URL: "", DEMO_DATA: "", PROVIDER_SANDBOX_SECRET: "" };

describe("provider API settings", () => {
  it("gives the sandbox the development secret and its game host outside production", () => {
    const { providerApi } = loadConfig({ ...clean, NODE_ENV: "development" });
    expect(providerApi.providers.sandbox).toEqual({
      slug: "sandbox",
      secret: DEVELOPMENT_SANDBOX_SECRET,
      maxStake: { coins: 5_000_000, entries: 10_000 },
    });
    expect(providerApi.sandboxHost).toBe(true);
    expect(providerApi.tokenIdleMs).toBe(60 * 60_000);
  });

  it("never uses the development secret in production: the one set, or a new random one", () => {
    const first = loadConfig({ ...clean, NODE_ENV: "production" }).providerApi;
    const second = loadConfig({ ...clean, NODE_ENV: "production" }).providerApi;
    expect(first.providers.sandbox?.secret).not.toBe(DEVELOPMENT_SANDBOX_SECRET);
    expect(first.providers.sandbox?.secret).not.toBe(second.providers.sandbox?.secret);
    expect(first.sandboxHost).toBe(false);
    const secret = "s".repeat(40);
    const set = loadConfig({ ...clean, NODE_ENV: "production", PROVIDER_SANDBOX_SECRET: secret }).providerApi;
    expect(set.providers.sandbox?.secret).toBe(secret);
  });

  it("serves the sandbox game host in the production demo", () => {
    expect(loadConfig({ ...clean, NODE_ENV: "production", DEMO_DATA: "true" }).providerApi.sandboxHost).toBe(
      true,
    );
  });

  it("reads stakes in whole units and refuses a short secret", () => {
    const { providerApi } = loadConfig({
      ...clean,
      PROVIDER_SANDBOX_MAX_STAKE_COINS: "250",
      PROVIDER_SANDBOX_MAX_STAKE_ENTRIES: "5",
    });
    expect(providerApi.providers.sandbox?.maxStake).toEqual({ coins: 25_000, entries: 500 });
    expect(() => loadConfig({ ...clean, PROVIDER_SANDBOX_SECRET: "short" })).toThrow(ConfigError);
  });
});
