/**
 * `npm run bench -- races`: a race of 100,000 entrants on PostgreSQL, its leaderboard in Redis and
 * in PostgreSQL. Four phases on each store: score updates as the relay makes them (the race's
 * `score` of a bet: the entry locked, the transaction kept once, the points added, the total written
 * to the store, the `bet` message written to the outbox), in batches of the relay's transactions, and a player's place
 * with the top 10 read as a race page reads them. Beside them, in the same run, a bare Redis loop of
 * ZINCRBY then ZREVRANK: what Redis alone allows one Node process here. Prints the figures and
 * asserts none, but refuses a scoring phase whose bets were not all scored (a bet no race counts
 * would measure nothing). Goal: score updates at least half the bare loop's rate; reads at p99 ≤ 10 ms.
 *
 * Environment: BENCH_ENTRANTS (default 100000), BENCH_CONCURRENCY (reads in flight, default 32),
 * BENCH_BATCH (bets per relay transaction, default 100), BENCH_RELAYS (relays at once, default 2), BENCH_SECONDS (per phase, default 10), BENCH_POSTGRES_URL (a loopback server: a scratch
 * database is made and dropped), BENCH_REDIS_URL (default redis://127.0.0.1:6379; its keys are
 * made under a prefix of the run's and deleted after).
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { Redis } from "ioredis";
import pg from "pg";
import pino from "pino";
import { DEFAULT_POSTGRES_SETTINGS } from "../apps/server/src/config/database.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { withTransaction } from "../apps/server/src/db/transaction.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import {
  frozenLeaderboard,
  type Leaderboard,
  postgresLeaderboard,
  rankedInMemory,
  redisLeaderboard,
} from "../apps/server/src/modules/tournaments/leaderboard.ts";
import { tournamentEntries } from "../apps/server/src/modules/tournaments/schema.ts";
import { createTournaments, type TournamentsDeps } from "../apps/server/src/modules/tournaments/service.ts";
import { REDIS_CONNECTION_OPTIONS } from "../apps/server/src/plugins/redis.ts";
import { drive, type Figures, positive, printTable } from "./shared/phases.ts";
import { benchPostgresUrl, isReachable, withScratchDatabase } from "./shared/postgres.ts";

const settings = {
  entrants: Math.round(positive(process.env, "BENCH_ENTRANTS", 100_000)),
  concurrency: Math.round(positive(process.env, "BENCH_CONCURRENCY", 32)),
  seconds: positive(process.env, "BENCH_SECONDS", 10),
  postgresUrl: benchPostgresUrl(process.env),
  redisUrl: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379",
};
const ROWS_PER_INSERT = 5_000;
/** Events per relay transaction (the relay takes up to 500) and relays at once (one per instance). */
const BATCH = Math.round(positive(process.env, "BENCH_BATCH", 100));
const RELAYS = Math.round(positive(process.env, "BENCH_RELAYS", 2));
const GAME = "midnight-fruits";
const THEME = "funrize";
const BET = 1_000_00;

const stop = new AbortController();
process.once("SIGINT", () => stop.abort());
const log = pino({ level: "error" });
const phase = { players: settings.concurrency, seconds: settings.seconds, signal: stop.signal };
const pick = () => `bench-racer-${Math.floor(Math.random() * settings.entrants)}`;
/**
 * A player of relay `relay`'s share: the outbox relay never claims a player's event while an earlier
 * one of theirs is in another relay's batch (realtime/repo.ts), so batches in flight at once never
 * share a player; the entrants are dealt to the relays to keep that true here.
 */
const pickFor = (relay: number) => {
  const share = Math.floor(settings.entrants / RELAYS);
  return `bench-racer-${relay * share + Math.floor(Math.random() * share)}`;
};

/** A running race with `entrants` joined players holding random points. */
async function seedRace(database: Database): Promise<number> {
  const now = new Date();
  const tournaments = createTournaments(depsFor(database, postgresLeaderboard(database.db)));
  const id = await tournaments.create({
    theme: THEME,
    kind: "sprint",
    gameMode: "TournamentPoints",
    isTeamBased: false,
    isSubscriptionRequired: true,
    gameCodes: [GAME],
    startsAt: new Date(now.getTime() - 60_000),
    endsAt: new Date(now.getTime() + 24 * 60 * 60_000),
    minBet: 0,
    scoring: "staked",
    prizes: Array.from({ length: 10 }, (_, index) => ({ place: index + 1, coins: 100_000, entries: 0 })),
    teams: [],
  });
  if (id === null) throw new Error("race not made");
  for (let start = 0; start < settings.entrants; start += ROWS_PER_INSERT) {
    const count = Math.min(ROWS_PER_INSERT, settings.entrants - start);
    await database.db.insert(tournamentEntries).values(
      Array.from({ length: count }, (_, offset) => ({
        tournamentId: id,
        playerId: `bench-racer-${start + offset}`,
        points: Math.floor(Math.random() * 1_000_000),
        joinedAt: now,
      })),
    );
  }
  return id;
}

/** The service as the plugin builds it, on `leaderboard`; scoring and reads use nothing else. */
function depsFor(database: Database, leaderboard: Leaderboard): TournamentsDeps {
  const unused = () => {
    throw new Error("not used by the benchmark");
  };
  return {
    db: database.db,
    clock: systemClock,
    accounts: { names: unused, standing: unused } as unknown as TournamentsDeps["accounts"],
    wallet: { within: unused } as unknown as TournamentsDeps["wallet"],
    eligiblePrize: unused,
    catalogueIdsByCode: async () => new Map(),
    leaderboard,
    archive: frozenLeaderboard(database.db),
  };
}

let transactionId = 0;

/** The bets race `id` has kept as scored (read on `admin`, a connection of the benchmark's own). */
async function scoredBets(admin: pg.Client, id: number): Promise<number> {
  const { rows } = await admin.query<{ count: number }>(
    "select count(*)::int as count from tournament_scores where tournament_id = $1 and kind = 'bet'",
    [id],
  );
  return rows[0]?.count ?? 0;
}

async function measureStore(
  database: Database,
  admin: pg.Client,
  id: number,
  label: string,
  leaderboard: Leaderboard,
) {
  const tournaments = createTournaments(depsFor(database, leaderboard));
  const rows: Figures[] = [];
  // The first read fills a Redis set, or the standings in memory, from the database; not timed.
  await leaderboard.range(id, 1, 10);
  // As the relay delivers: a batch of bets in one transaction, a relay per instance.
  const scoredBefore = await scoredBets(admin, id);
  let committed = 0;
  const batches = await drive(
    `score updates, ${label}`,
    async (relay) => {
      await withTransaction(database.db, (handle) =>
        tournaments.within(handle).score(
          Array.from({ length: BATCH }, () => {
            const playerId = pickFor(relay);
            const tx = ++transactionId;
            return {
              id: tx,
              playerId,
              createdAt: new Date(),
              payload: {
                transactionId: tx,
                kind: "bet" as const,
                playerId,
                balances: {
                  coins: 0,
                  entries: { total: 0, promotional: 0, redeemable: 0, playThroughLeft: 0 },
                } as never,
                change: { coins: -BET, entries: 0 } as never,
                round: {
                  gameId: GAME,
                  roundId: `bench-round-${tx}`,
                  currency: "coins" as const,
                  amount: BET,
                  theme: THEME,
                },
              },
            };
          }),
        ),
      );
      committed++;
    },
    { ...phase, players: RELAYS },
  );
  // A phase that scored nothing (a bet no race counts) would measure nothing: it is refused.
  const scored = (await scoredBets(admin, id)) - scoredBefore;
  if (scored !== committed * BATCH) {
    throw new Error(`${label}: ${scored} bets scored of the ${committed * BATCH} committed`);
  }
  rows.push({
    ...batches,
    perSecond: batches.perSecond * BATCH,
    note: `p50/p99 of a batch of ${BATCH}, ${RELAYS} relays`,
  });
  rows.push(
    await drive(
      `place + top 10, ${label}`,
      async () => {
        const playerId = pick();
        const [entry] = await Promise.all([
          leaderboard.range(id, 1, 10),
          leaderboard.placeOf(id, playerId, 1 + Math.floor(Math.random() * 1_000_000)),
        ]);
        if (entry.length !== 10) throw new Error("top 10 short");
      },
      phase,
    ),
  );
  return rows;
}

async function bareRedis(redis: Redis): Promise<Figures> {
  const key = "bench-bare";
  return drive(
    "bare Redis ZINCRBY + ZREVRANK",
    async () => {
      const member = pick();
      await redis.zincrby(key, 10, member);
      await redis.zrevrank(key, member);
    },
    phase,
  );
}

async function main(): Promise<void> {
  console.log(
    `races: ${settings.entrants} entrants, ${settings.concurrency} in flight, ${settings.seconds} s a phase; ` +
      `${availableParallelism()} cores, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
  );
  if (!(await isReachable(settings.postgresUrl))) {
    console.error(`no PostgreSQL at ${settings.postgresUrl.host}: nothing to measure`);
    process.exitCode = 1;
    return;
  }
  const prefix = `reelhouse-bench:${randomBytes(4).toString("hex")}:`;
  const redis = new Redis(settings.redisUrl, { ...REDIS_CONNECTION_OPTIONS, keyPrefix: prefix });
  redis.on("error", () => {});
  await redis.connect();
  try {
    await withScratchDatabase(settings.postgresUrl, async (url) => {
      const database = await openDatabase({
        kind: "postgres",
        url: url.href,
        poolSize: settings.concurrency,
        settings: DEFAULT_POSTGRES_SETTINGS,
      });
      try {
        await database.migrate();
        const id = await seedRace(database);
        // As autovacuum leaves a table that has settled (statistics, visibility, free space).
        const admin = new pg.Client({ connectionString: url.href });
        await admin.connect();
        const rows = await (async () => {
          try {
            await admin.query("vacuum analyze tournament_entries");
            return [
              await bareRedis(redis),
              ...(await measureStore(
                database,
                admin,
                id,
                "Redis store",
                redisLeaderboard(redis, database.db, log),
              )),
              ...(await measureStore(database, admin, id, "PostgreSQL store", rankedInMemory(database.db))),
            ];
          } finally {
            await admin.end();
          }
        })();
        printTable(rows, "ops/s");
        const [bare, redisScore] = rows;
        if (bare && redisScore) {
          console.log(
            `score updates on Redis: ${(redisScore.perSecond / bare.perSecond).toFixed(2)}x the bare loop`,
          );
        }
      } finally {
        await database.close();
      }
    });
  } finally {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    redis.disconnect();
  }
}

await main();
