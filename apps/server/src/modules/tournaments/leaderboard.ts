/**
 * A race's ranking, behind one interface with two stores that answer alike (ADR 130, ADR 134):
 * - PostgreSQL: the entries themselves (`tournament_entries`; no index holds points, so scoring
 *   updates entries in place), with the running races' standings read once into each instance's
 *   memory (`rankedInMemory`) and kept current by the totals this instance scores and by a reload
 *   every few seconds (another instance's scores); a finished race is read by its frozen places
 *   (`frozenLeaderboard`);
 * - Redis (with `REDIS_URL`): a sorted set per race, `ZADD GT` of each entry's points as scoring
 *   commits them. Points grow and are written as totals, so a batch the relay sends again writes
 *   the same totals and nothing counts twice; a refund's lower total is written as it is.
 * Places order by points, then by player id in byte order (how Redis orders equal scores), so both
 * stores give the same places. Redis is optional state (ADR 100): a failed command is logged and the
 * read is answered from PostgreSQL; a set found holding fewer entries than the database ranks is
 * filled again from it (checked once a minute per race and instance).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";
import { Ranking } from "./ranking.ts";
import * as repo from "./repo.ts";

export interface Ranked {
  playerId: string;
  points: number;
}

export interface Leaderboard {
  /** Records entries' point totals (the PostgreSQL store has them already). */
  record(tournamentId: number, totals: readonly Ranked[]): Promise<void>;
  /** Records totals that went down (a refund took a bet's points back); at 0 a player leaves the standings. */
  lower(tournamentId: number, totals: readonly Ranked[]): Promise<void>;
  /** The player's place, or null while they have no points. */
  placeOf(tournamentId: number, playerId: string, points: number): Promise<number | null>;
  /** Places `from`… (1-based), `count` of them. */
  range(tournamentId: number, from: number, count: number): Promise<Ranked[]>;
  count(tournamentId: number): Promise<number>;
  /** Forgets a finished race (its final places are in the database). */
  forget(tournamentId: number): Promise<void>;
}

export function postgresLeaderboard(db: Db): Leaderboard {
  return {
    record: async () => {},
    lower: async () => {},
    placeOf: async (tournamentId, playerId, points) =>
      points > 0 ? repo.placeOf(db, tournamentId, playerId, points) : null,
    range: (tournamentId, from, count) => repo.rankRange(db, tournamentId, from, count),
    count: (tournamentId) => repo.countRanked(db, tournamentId),
    forget: async () => {},
  };
}

/** A finished race's store: its places as they were frozen when it stopped. */
export function frozenLeaderboard(db: Db): Leaderboard {
  return {
    record: async () => {},
    lower: async () => {},
    placeOf: async (tournamentId, playerId) => repo.frozenPlaceOf(db, tournamentId, playerId),
    range: (tournamentId, from, count) => repo.frozenRange(db, tournamentId, from, count),
    count: (tournamentId) => repo.countFrozen(db, tournamentId),
    forget: async () => {},
  };
}

/** How old a race's standings in memory may grow before they are read again (other instances' scores). */
const RELOAD_MS = 2_000;
/** Standings not read for this long are dropped (a finished race, read from the database after). */
const IDLE_MS = 10 * 60_000;

interface Standings {
  ranking: Ranking | null;
  loading: Promise<Ranking> | null;
  /** Totals recorded while a reload was reading, applied to what it read. */
  recordedDuringLoad: Map<string, number> | null;
  loadedAt: number;
  readAt: number;
}

/**
 * The PostgreSQL store with each running race's standings in this instance's memory: a place is a
 * binary search (ranking.ts), not a count of the entries above in the database. The standings are
 * read once, follow the totals this instance records, and are read again in the background when
 * older than RELOAD_MS (a reader meanwhile gets the ones held), so another instance's scores show
 * within a few seconds; a race's own instance sees its scores at once.
 */
export function rankedInMemory(db: Db, clock: () => number = Date.now): Leaderboard {
  const races = new Map<number, Standings>();

  function load(tournamentId: number, standings: Standings): Promise<Ranking> {
    standings.recordedDuringLoad = new Map();
    const startedAt = clock();
    standings.loading = repo
      .allRanked(db, tournamentId)
      .then((rows) => {
        const ranking = new Ranking(rows);
        for (const [playerId, points] of standings.recordedDuringLoad ?? []) ranking.set(playerId, points);
        Object.assign(standings, { ranking, loadedAt: startedAt });
        return ranking;
      })
      .finally(() => {
        standings.loading = null;
        standings.recordedDuringLoad = null;
      });
    return standings.loading;
  }

  async function rankingOf(tournamentId: number): Promise<Ranking> {
    const now = clock();
    for (const [id, held] of races) if (now - held.readAt > IDLE_MS) races.delete(id);
    let standings = races.get(tournamentId);
    if (!standings) {
      standings = { ranking: null, loading: null, recordedDuringLoad: null, loadedAt: 0, readAt: now };
      races.set(tournamentId, standings);
    }
    standings.readAt = now;
    if (!standings.ranking) return standings.loading ?? load(tournamentId, standings);
    if (!standings.loading && now - standings.loadedAt > RELOAD_MS) {
      // A failed reload leaves the standings held; the next read tries again.
      load(tournamentId, standings).catch(() => {});
    }
    return standings.ranking;
  }

  async function record(tournamentId: number, totals: readonly Ranked[]) {
    const standings = races.get(tournamentId);
    if (!standings) return;
    for (const { playerId, points } of totals) {
      standings.ranking?.set(playerId, points);
      standings.recordedDuringLoad?.set(playerId, points);
    }
  }

  return {
    record,
    lower: record,
    placeOf: async (tournamentId, playerId, points) =>
      points > 0 ? (await rankingOf(tournamentId)).place(playerId, points) : null,
    range: async (tournamentId, from, count) => (await rankingOf(tournamentId)).range(from, count),
    count: async (tournamentId) => (await rankingOf(tournamentId)).size,
    async forget(tournamentId) {
      races.delete(tournamentId);
    },
  };
}

const keyOf = (tournamentId: number) => `tournament:${tournamentId}:ranks`;
/** How often an instance checks a race's set against the database again (a Redis that restarted). */
const RECHECK_MS = 60_000;
const LOAD_BATCH = 5_000;

/** The Redis store, falling back to `fallback` (PostgreSQL) whenever Redis fails. */
export function redisLeaderboard(redis: Redis, db: Db, log: FastifyBaseLogger): Leaderboard {
  const fallback = postgresLeaderboard(db);
  /** When this instance last checked each race's set against the database. */
  const checkedAt = new Map<number, number>();

  /**
   * Fills the set from the database when it holds fewer entries than the database ranks (Redis
   * restarted or lost writes): `ZADD GT` of the stored totals, so a newer total in the set stays.
   */
  async function ensureLoaded(tournamentId: number): Promise<void> {
    const last = checkedAt.get(tournamentId);
    if (last !== undefined && Date.now() - last < RECHECK_MS) return;
    const key = keyOf(tournamentId);
    const [inSet, inDatabase] = await Promise.all([redis.zcard(key), repo.countRanked(db, tournamentId)]);
    if (inSet < inDatabase) {
      const rows = await repo.allRanked(db, tournamentId);
      for (let from = 0; from < rows.length; from += LOAD_BATCH) {
        const batch = rows.slice(from, from + LOAD_BATCH);
        await redis.zadd(key, "GT", ...batch.flatMap((row) => [row.points, row.playerId]));
      }
    }
    checkedAt.set(tournamentId, Date.now());
  }

  async function orFallback<T>(work: () => Promise<T>, fallen: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error }, "race leaderboard read from PostgreSQL: Redis failed");
      return fallen();
    }
  }

  return {
    async record(tournamentId, totals) {
      if (totals.length === 0) return;
      try {
        await redis.zadd(keyOf(tournamentId), "GT", ...totals.flatMap((row) => [row.points, row.playerId]));
      } catch (error) {
        // The set is rebuilt from the database when it is next found out of step.
        checkedAt.delete(tournamentId);
        log.warn({ err: error }, "race points not written to Redis");
      }
    },
    async lower(tournamentId, totals) {
      if (totals.length === 0) return;
      const key = keyOf(tournamentId);
      const kept = totals.filter((row) => row.points > 0);
      const left = totals.filter((row) => row.points <= 0).map((row) => row.playerId);
      const batch = redis.multi();
      if (kept.length > 0) batch.zadd(key, ...kept.flatMap((row) => [row.points, row.playerId]));
      if (left.length > 0) batch.zrem(key, ...left);
      try {
        await batch.exec();
      } catch (error) {
        // A higher total left in the set stays until the set is filled again from the database.
        checkedAt.delete(tournamentId);
        log.warn({ err: error }, "race points taken back not written to Redis");
      }
    },
    placeOf: (tournamentId, playerId, points) =>
      orFallback(
        async () => {
          if (points <= 0) return null;
          await ensureLoaded(tournamentId);
          const rank = await redis.zrevrank(keyOf(tournamentId), playerId);
          return rank === null ? fallback.placeOf(tournamentId, playerId, points) : rank + 1;
        },
        () => fallback.placeOf(tournamentId, playerId, points),
      ),
    range: (tournamentId, from, count) =>
      orFallback(
        async () => {
          await ensureLoaded(tournamentId);
          const flat = await redis.zrevrange(keyOf(tournamentId), from - 1, from + count - 2, "WITHSCORES");
          const rows: Ranked[] = [];
          for (let i = 0; i < flat.length; i += 2) {
            rows.push({ playerId: flat[i] as string, points: Number(flat[i + 1]) });
          }
          return rows;
        },
        () => fallback.range(tournamentId, from, count),
      ),
    count: (tournamentId) =>
      orFallback(
        async () => {
          await ensureLoaded(tournamentId);
          return redis.zcard(keyOf(tournamentId));
        },
        () => fallback.count(tournamentId),
      ),
    async forget(tournamentId) {
      checkedAt.delete(tournamentId);
      await redis.del(keyOf(tournamentId)).catch((error: unknown) => {
        log.warn({ err: error }, "finished race's leaderboard not removed from Redis");
      });
    },
  };
}
