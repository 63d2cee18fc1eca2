/** The Redis store against PostgreSQL on the same random standings (runs where a test Redis is configured). */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { postgresLeaderboard, redisLeaderboard } from "./leaderboard.ts";
import { answers, raceWith } from "./leaderboard-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("race leaderboards on Redis", () => {
  it("gives the same places from Redis as from PostgreSQL on random inputs", async () => {
    const redis = t.app.redis as Redis;
    for (const seed of [7, 42, 1234]) {
      const { id, rows } = await raceWith(t, seed, 80);
      const stored = redisLeaderboard(redis, t.app.db, t.app.log);
      // Half the totals written as scoring writes them (some twice, as a relay sent again); the set
      // is filled from the database for the rest when first read.
      await stored.record(id, rows.slice(0, 40));
      await stored.record(id, rows.slice(0, 10));
      expect(await answers(stored, id, rows)).toEqual(await answers(postgresLeaderboard(t.app.db), id, rows));
      await stored.forget(id);
    }
  });
});
