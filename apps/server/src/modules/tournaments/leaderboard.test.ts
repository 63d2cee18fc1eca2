import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_CONNECTION_OPTIONS } from "../../plugins/redis.ts";
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

describe("race leaderboards", () => {
  it("ranks by points, then by player id in byte order, on PostgreSQL", async () => {
    const { id, rows } = await raceWith(t, 1, 60);
    const board = postgresLeaderboard(t.app.db);
    const expected = [...rows].sort((a, b) =>
      b.points !== a.points
        ? b.points - a.points
        : Buffer.compare(Buffer.from(b.playerId), Buffer.from(a.playerId)),
    );
    const { all, places, count } = await answers(board, id, rows);
    expect(all).toEqual(expected);
    expect(count).toBe(rows.length);
    expect(places).toEqual(rows.map((row) => expected.indexOf(row) + 1));
    expect(await board.placeOf(id, "nobody", 0)).toBeNull();
  });

  it("answers from PostgreSQL while Redis is away", async () => {
    const { id, rows } = await raceWith(t, 99, 30);
    const away = new Redis("redis://127.0.0.1:1", REDIS_CONNECTION_OPTIONS);
    away.on("error", () => {});
    try {
      const board = redisLeaderboard(away, t.app.db, t.app.log);
      await board.record(id, rows);
      expect(await answers(board, id, rows)).toEqual(await answers(postgresLeaderboard(t.app.db), id, rows));
    } finally {
      away.disconnect();
    }
  });
});
