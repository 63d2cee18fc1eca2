import { and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REDIS_CONNECTION_OPTIONS } from "../../plugins/redis.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { SETTLES } from "../../test/settles.ts";
import {
  frozenLeaderboard,
  postgresLeaderboard,
  type Ranked,
  rankedInMemory,
  redisLeaderboard,
} from "./leaderboard.ts";
import { answers, raceWith } from "./leaderboard-fixtures.ts";
import { freezePlaces } from "./repo.ts";
import { tournamentEntries } from "./schema.ts";

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

  it("reads a finished race by the places frozen when it stopped, as it ranked", async () => {
    const { id, rows } = await raceWith(t, 7, 60);
    const ranked = await answers(postgresLeaderboard(t.app.db), id, rows);
    await freezePlaces(t.app.db, id);
    expect(await answers(frozenLeaderboard(t.app.db), id, rows)).toEqual(ranked);
    expect(await frozenLeaderboard(t.app.db).placeOf(id, "nobody", 0)).toBeNull();
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

  it("ranks alike in memory, follows the totals it records, and reads another instance's after a while", async () => {
    const { id, rows } = await raceWith(t, 5, 80);
    let now = 0;
    const board = rankedInMemory(t.app.db, () => now);
    const database = postgresLeaderboard(t.app.db);
    expect(await answers(board, id, rows)).toEqual(await answers(database, id, rows));

    const setPoints = async (playerId: string, points: number) =>
      t.app.db
        .update(tournamentEntries)
        .set({ points })
        .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.playerId, playerId)));
    // This instance's scoring: one total raised, one lowered (a rollback), one back to none.
    const [raised, lowered, emptied, other] = rows as [Ranked, Ranked, Ranked, Ranked];
    const recorded = [
      { playerId: raised.playerId, points: 30 },
      { playerId: lowered.playerId, points: 1 },
      { playerId: emptied.playerId, points: 0 },
    ];
    for (const row of recorded) await setPoints(row.playerId, row.points);
    await board.record(id, recorded);
    const after = (changes: readonly Ranked[]) =>
      rows
        .map((row) => changes.find((change) => change.playerId === row.playerId) ?? row)
        .filter((row) => row.points > 0);
    expect(await answers(board, id, after(recorded))).toEqual(await answers(database, id, after(recorded)));

    // Another instance's score: seen once the standings are older than the reload interval.
    await setPoints(other.playerId, 40);
    const moved = [...recorded, { playerId: other.playerId, points: 40 }];
    expect((await board.range(id, 1, 1))[0]?.playerId).toBe(raised.playerId);
    now += 2_001;
    await vi.waitFor(
      async () => expect((await board.range(id, 1, 1))[0]?.playerId).toBe(other.playerId),
      SETTLES,
    );
    expect(await answers(board, id, after(moved))).toEqual(await answers(database, id, after(moved)));
  });
});
