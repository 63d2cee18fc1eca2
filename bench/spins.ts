/**
 * `npm run bench -- spins`: rounds of a house game played through the HTTP API, as the game client
 * plays them, against the real server process (`src/server.ts`, production mode, request logs on):
 * simulated players, each signed up through the API, spin with an Idempotency-Key each time and
 * play any free spins or respins a spin opens, one request after the other. Every request is one
 * database transaction with the bet or win in it (the studio's rounds go through
 * `wallet.within(tx)`, never the wallet's group commit). On the embedded database, then on
 * PostgreSQL when one answers on loopback; beside the `ledger` benchmark's wallet phase measured in
 * the same run on the same kind of database, so the cost of HTTP, sessions, the game and the
 * round's rows shows against the bare ledger. The spins are measured on two servers side by side on
 * each database, one with the progressive jackpots off and one with them on (the demo's pools
 * seeded in its database before it starts), in alternating turns, and the ratio of their mean
 * peaks printed: with jackpots each round also feeds the pools and draws their trigger. Prints the figures; asserts none
 * (docs/benchmarks.md).
 *
 * Environment: BENCH_SECONDS (each phase, default 10), BENCH_PLAYERS (default 200), BENCH_TURNS
 * (back-to-back turns of each server, default 3),
 * BENCH_CONNECTIONS (the PostgreSQL pool of the server and of the ledger phase, default 32),
 * BENCH_GROUPS (the ledger phase's concurrent group commits, default 8), BENCH_GAME (default
 * lucky-lanterns), BENCH_POSTGRES_URL (a loopback server; its database is used only to create and
 * drop the `reelhouse_bench_<random>` databases, one for the ledger phase and one for the server).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { type Currency, minor } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { type DatabaseTarget, openDatabase } from "../apps/server/src/db/client.ts";
import { systemClock } from "../apps/server/src/lib/clock.ts";
import { createJackpots } from "../apps/server/src/modules/jackpots/service.ts";
import { DEMO_POOLS } from "../apps/server/src/modules/jackpots/settings.ts";
import { createWallet } from "../apps/server/src/modules/wallet/service.ts";
import { type ServerProcess, spawnServer } from "../apps/server/src/test/spawn-server.ts";
import { drive, type Figures, fixed, type Operation, positive, printTable } from "./shared/phases.ts";
import { benchPostgresUrl, isReachable, withScratchDatabase } from "./shared/postgres.ts";
import { measureWallet, PACED_SHARE } from "./shared/wallet.ts";

const settings = {
  seconds: positive(process.env, "BENCH_SECONDS", 10),
  players: Math.round(positive(process.env, "BENCH_PLAYERS", 200)),
  connections: Math.round(positive(process.env, "BENCH_CONNECTIONS", 32)),
  groups: Math.round(positive(process.env, "BENCH_GROUPS", 8)),
  gameId: process.env.BENCH_GAME ?? "lucky-lanterns",
  /** Back-to-back turns of each server, jackpots off and on, in alternation. */
  turns: Math.round(positive(process.env, "BENCH_TURNS", 3)),
  postgresUrl: benchPostgresUrl(process.env),
};
const title = findTitle(settings.gameId);
if (!title) throw new Error(`BENCH_GAME: no title ${settings.gameId}`);
/**
 * The lowest bet in each currency on which every demo jackpot pool takes a share (a share is
 * rounded down to the minor unit, so the lowest entries bets feed none): a run cannot spend the
 * welcome grants below.
 */
const feedsEveryPool = (currency: Currency) => (level: number) =>
  DEMO_POOLS.filter((pool) => pool.currency === currency).every(
    (pool) => Math.floor((level * pool.contributionBps) / 10_000) > 0,
  );
const BETS = {
  coins: title.info.betLevels.coins.find(feedsEveryPool("coins")) as number,
  entries: title.info.betLevels.entries.find(feedsEveryPool("entries")) as number,
};
/** Sign-ups in flight at once (each hashes a password on the server). */
const SIGN_UP_CONCURRENCY = 8;

/** Ctrl-C ends the running phase early; the server stops and the scratch databases are dropped all the same. */
const stop = new AbortController();
process.once("SIGINT", () => stop.abort());

const phase = { players: settings.players, seconds: settings.seconds, signal: stop.signal };

/** The server as an operator runs it, with room for the run: no request budget, grants it cannot spend. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    RATE_LIMIT_MAX: "1000000000",
    WELCOME_COINS: "1000000",
    WELCOME_ENTRIES: "1000000",
    ...env,
  });
}

interface Player {
  cookie: string;
  currency: Currency;
}

/** Players signed up through the API; even ones spin coins, odd ones entries (in SweepStakes mode). */
async function signUpPlayers(baseUrl: string, label: string): Promise<Player[]> {
  const players: Player[] = new Array(settings.players);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
      for (let index = next++; index < settings.players; index = next++) {
        const response = await fetch(`${baseUrl}/rest/registration/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            email: `bench-${label}-${index}@example.com`,
            password: "correct horse battery staple",
            termsVersion: 1,
          }),
        });
        if (response.status !== 200)
          throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
        const cookie = response.headers
          .getSetCookie()
          .map((header) => header.split(";")[0])
          .join("; ");
        const currency = index % 2 === 0 ? "coins" : "entries";
        // Entries are played in SweepStakes mode; a new player starts in TournamentPoints (coins).
        if (currency === "entries") {
          const switched = await fetch(`${baseUrl}/rest/player/game-mode/switch-to-sweep-stakes/`, {
            headers: { cookie },
          });
          if (switched.status !== 200) throw new Error(`game mode ${index}: ${switched.status}`);
        }
        players[index] = { cookie, currency };
      }
    }),
  );
  return players;
}

interface RoundAnswer {
  data: { round: { id: string; status: "open" | "complete"; stepCount: number } };
}

async function post(url: string, player: Player, body: object, key?: string): Promise<RoundAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: player.cookie,
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as RoundAnswer;
}

/** Each player's round still open (a feature to play), carried from one phase to the next. */
type OpenRounds = Map<number, RoundAnswer["data"]["round"]>;

/**
 * One request a time per player: a spin, or the next step of the round the last spin opened.
 * Every request counts as a spin (a free spin or respin is one).
 */
function spins(baseUrl: string, players: Player[], openRounds: OpenRounds, label: string): Operation {
  return async (index, step) => {
    const player = players[index] as Player;
    const open = openRounds.get(index);
    const answer = open
      ? await post(`${baseUrl}/rest/studio/rounds/${open.id}/next/`, player, { step: open.stepCount })
      : await post(
          `${baseUrl}/rest/studio/${settings.gameId}/spin/`,
          player,
          { currency: player.currency, bet: BETS[player.currency] },
          `bench-${label}-${index}-${step}`,
        );
    if (answer.data.round.status === "open") openRounds.set(index, answer.data.round);
    else openRounds.delete(index);
  };
}

/** A server under test, its players signed up, and the rounds they left open. */
interface Spinning {
  server: ServerProcess;
  players: Player[];
  openRounds: OpenRounds;
}

async function signUpOn(server: ServerProcess, label: string): Promise<Spinning & { note: string }> {
  const started = performance.now();
  const players = await signUpPlayers(server.baseUrl, label);
  const note = `${settings.players} sign-ups took ${fixed((performance.now() - started) / 1000)} s`;
  return { server, players, openRounds: new Map(), note };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The spins on two servers side by side, jackpots off and on, in alternating back-to-back turns
 * (so a machine whose other load drifts weighs on both alike), then each at 70 % of its mean peak.
 * The last row carries the ratio of the mean peaks.
 */
async function measureJackpots(name: string, off: ServerProcess, on: ServerProcess): Promise<Figures[]> {
  const slug = name.toLowerCase();
  const sides = [
    { label: "off", ...(await signUpOn(off, `${slug}-off`)) },
    { label: "on", ...(await signUpOn(on, `${slug}-on`)) },
  ];
  const rows: Figures[] = [];
  const peaks: Record<string, number[]> = { off: [], on: [] };
  for (let turn = 1; turn <= settings.turns && !stop.signal.aborted; turn += 1) {
    for (const side of sides) {
      const peak = await drive(
        `${name} jackpots ${side.label}, back to back ${turn}`,
        spins(side.server.baseUrl, side.players, side.openRounds, `peak-${turn}`),
        phase,
      );
      if (turn === 1) peak.note = side.note;
      peaks[side.label]?.push(peak.perSecond);
      rows.push(peak);
    }
  }
  for (const side of sides) {
    if (stop.signal.aborted) break;
    const perSecond = PACED_SHARE * mean(peaks[side.label] ?? [0]);
    const paced = await drive(
      `${name} jackpots ${side.label}, at 70 % of peak`,
      spins(side.server.baseUrl, side.players, side.openRounds, "paced"),
      { ...phase, perSecond },
    );
    paced.note = `asked ${Math.round(perSecond)}/s`;
    rows.push(paced);
  }
  const [offMean, onMean] = [mean(peaks.off ?? []), mean(peaks.on ?? [])];
  const last = rows.at(-1);
  if (last && offMean > 0) {
    last.note = `${last.note}; mean peaks ${fixed(onMean, 0)} on / ${fixed(offMean, 0)} off = ${fixed(onMean / offMean)}x (goal: at least 0.9x)`;
  }
  return rows;
}

/** The demo's jackpot pools seeded in the server's database before it starts, as the demo does. */
async function seedJackpotPools(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const wallet = createWallet({
      db: database.db,
      clock: systemClock,
      settings: {
        playThroughMultiplier: 1,
        welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
      },
    });
    const names = async () => [];
    await createJackpots({
      db: database.db,
      clock: systemClock,
      wallet,
      accounts: { names },
      enabled: true,
    }).seedPools(DEMO_POOLS);
  } finally {
    await database.close();
  }
}

async function benchPglite(): Promise<Figures[]> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  let ledger: Figures[];
  try {
    await database.migrate();
    ledger = await measureWallet(database, "PGlite", { ...phase, groups: settings.groups, paced: false });
  } finally {
    await database.close();
  }
  if (stop.signal.aborted) return ledger;
  const dirs = [
    await mkdtemp(join(tmpdir(), "reelhouse-bench-spins-")),
    await mkdtemp(join(tmpdir(), "reelhouse-bench-spins-")),
  ];
  const [offDir, onDir] = dirs as [string, string];
  const servers: ServerProcess[] = [];
  try {
    await seedJackpotPools({ kind: "pglite", dataDir: onDir });
    servers.push(await startServer({ DATA_DIR: offDir, JACKPOTS_ENABLED: "false" }));
    servers.push(await startServer({ DATA_DIR: onDir, JACKPOTS_ENABLED: "true" }));
    const spins = await measureJackpots("PGlite", servers[0] as ServerProcess, servers[1] as ServerProcess);
    return [...ledger, ...spins];
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The ledger phase and the server each on a scratch database of their own: the ledger phase leaves
 * its outbox events undelivered, which the server's relay would otherwise deliver during its run.
 */
async function benchPostgres(): Promise<Figures[]> {
  const ledger = await withScratchDatabase(settings.postgresUrl, async (url) => {
    const database = await openDatabase({ kind: "postgres", url: url.href, poolSize: settings.connections });
    try {
      await database.migrate();
      return await measureWallet(database, "PostgreSQL", { ...phase, groups: settings.groups, paced: false });
    } finally {
      await database.close();
    }
  });
  if (stop.signal.aborted) return ledger;
  const spins = await withScratchDatabase(settings.postgresUrl, (offUrl) =>
    withScratchDatabase(settings.postgresUrl, async (onUrl) => {
      await seedJackpotPools({ kind: "postgres", url: onUrl.href, poolSize: 2 });
      const servers: ServerProcess[] = [];
      try {
        for (const [url, jackpots] of [
          [offUrl, "false"],
          [onUrl, "true"],
        ] as const) {
          servers.push(
            await startServer({
              DATABASE_URL: url.href,
              DATABASE_POOL_SIZE: String(settings.connections),
              JACKPOTS_ENABLED: jackpots,
            }),
          );
        }
        return await measureJackpots("PostgreSQL", servers[0] as ServerProcess, servers[1] as ServerProcess);
      } finally {
        for (const server of servers) await server.stop();
      }
    }),
  );
  return [...ledger, ...spins];
}

console.log(
  `spins bench: ${settings.players} players spinning ${settings.gameId} through the API (coins and entries, half each), ` +
    `${settings.seconds} s a phase; PostgreSQL pool of ${settings.connections} connections; ` +
    `${availableParallelism()} CPUs, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} before`,
);
const figures = await benchPglite();
if (!stop.signal.aborted) {
  if (await isReachable(settings.postgresUrl)) {
    figures.push(...(await benchPostgres()));
    console.log(`PostgreSQL at ${settings.postgresUrl.host}, scratch databases dropped`);
  } else {
    console.log(`PostgreSQL: nothing answers at ${settings.postgresUrl.host}, its phases are skipped`);
  }
}
console.log();
printTable(figures, "per second");
console.log(`load average ${loadavg()[0]?.toFixed(1)} after`);
if (stop.signal.aborted) {
  console.log("Interrupted: the figures above cover part of a phase only.");
  process.exitCode = 130;
}
