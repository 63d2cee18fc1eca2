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
});
