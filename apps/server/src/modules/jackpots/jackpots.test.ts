import { JackpotsResponse, type JackpotTier, type Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameSeedPairs, jackpotPools, jackpotWins, outboxEvents } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";
import { auditJackpots } from "./audit.ts";
import { POOLS_EVERY_MS } from "./plugin.ts";
import { RULES_TTL_MS, tierWon } from "./service.ts";
import { DEMO_POOLS } from "./settings.ts";

const GAME = "lucky-lanterns";
const title = findTitle(GAME);
if (!title) throw new Error(`no title ${GAME}`);
const COIN_BET = title.info.betLevels.coins[0] as number;
/** An entries bet large enough that every tier takes a share of it. */
const ENTRY_BET = title.info.betLevels.entries.find((level) => level >= 2_000) as number;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { DEMO_DATA: "true", RATE_LIMIT_MAX: "1000000", WELCOME_COINS: "100000000", WELCOME_ENTRIES: "1000000" },
    { poolSize: 10 },
  );
});
afterAll(() => t.close());

async function pools() {
  return JackpotsResponse.parse((await t.app.inject("/rest/jackpots/")).json()).data.pools;
}

const poolOf = async (currency: "coins" | "entries", tier: JackpotTier) =>
  (await pools()).find((pool) => pool.currency === currency && pool.tier === tier);

async function spinOut(
  player: StudioPlayer,
  body: { currency: string; bet: number },
  key: string,
): Promise<Round> {
  const response = await player.spin(GAME, body, key);
  if (response.statusCode !== 200) throw new Error(`spin ${key}: ${response.statusCode} ${response.body}`);
  return player.playOut(response.json().data.round);
}

/** Every pool's rules kept, its odds set to `winStakeOf(tier)`; rounds use them once the cache turns. */
async function setOdds(winStakeOf: (currency: string, tier: JackpotTier) => number) {
  for (const pool of await pools()) {
    await t.database.db
      .update(jackpotPools)
      .set({ winStake: winStakeOf(pool.currency, pool.tier) })
      .where(and(eq(jackpotPools.currency, pool.currency), eq(jackpotPools.tier, pool.tier)));
  }
  t.clock.advance(RULES_TTL_MS);
}

describe("progressive jackpots", () => {
  it("publishes the demo's pools at their seeds with their rules", async () => {
    const grand = DEMO_POOLS.find((pool) => pool.currency === "coins" && pool.tier === "grand");
    expect(await poolOf("coins", "grand")).toEqual({
      tier: "grand",
      currency: "coins",
      amount: grand?.seed,
      seed: grand?.seed,
      contributionBps: 10,
      qualifyingBet: 1,
      winStake: grand?.winStake,
    });
    expect(await pools()).toHaveLength(8);
  });

  it("pays the pool a test seed wins, once, resets it to its seed and tells the winner and everyone", async () => {
    const player = await studioPlayer(() => t.app, "jackpot-winner");
    // Two rounds feed the pools first, so the pool paid is more than its seed.
    for (const key of ["feed-one", "feed-two"])
      await spinOut(player, { currency: "coins", bet: COIN_BET }, key);
    const minorPool = await poolOf("coins", "minor");
    const rules = (await pools())
      .filter((pool) => pool.currency === "coins")
      .map(({ tier, contributionBps, qualifyingBet, winStake }) => ({
        tier,
        contributionBps,
        qualifyingBet,
        winStake,
      }));
    expect(minorPool?.amount).toBe((minorPool?.seed ?? 0) + 2 * Math.floor((COIN_BET * 30) / 10_000));

    // A client seed whose first round, with the committed next server seed, wins the minor tier.
    const [pair] = await t.database.db
      .select({ next: gameSeedPairs.nextServerSeed })
      .from(gameSeedPairs)
      .where(and(eq(gameSeedPairs.playerId, player.playerId), sql`${gameSeedPairs.revealedAt} is null`));
    const serverSeed = pair?.next as string;
    let clientSeed = "";
    for (let attempt = 0; !clientSeed; attempt += 1) {
      const candidate = `test-seed-${attempt}`;
      const seeds = { serverSeed, clientSeed: candidate, nonce: 0 };
      if (tierWon({ seeds, rules, stake: COIN_BET }) === "minor") clientSeed = candidate;
    }
    expect((await player.post("/rest/fairness/rotate/", { clientSeed })).statusCode).toBe(200);

    const before = (await player.get("/rest/app/init/")).json().data.playerInfo.playerBalance.coins as number;
    const spin = await player.spin(GAME, { currency: "coins", bet: COIN_BET }, "the-winning-spin");
    expect(spin.statusCode).toBe(200);
    const round = spin.json().data.round as Round;
    const share = Math.floor((COIN_BET * 30) / 10_000);
    const paid = (minorPool?.amount ?? 0) + share;
    const firstStepWin = round.steps[0]?.win ?? 0;
    expect(spin.json().data.balance.coins).toBe(before - COIN_BET + firstStepWin + paid);
    expect(await poolOf("coins", "minor")).toMatchObject({ amount: minorPool?.seed });

    // The same request again answers the same and pays nothing more.
    const again = await player.spin(GAME, { currency: "coins", bet: COIN_BET }, "the-winning-spin");
    expect(again.json().data.balance).toEqual(spin.json().data.balance);
    const wins = await t.database.db
      .select()
      .from(jackpotWins)
      .where(eq(jackpotWins.playerId, player.playerId));
    expect(wins).toEqual([
      expect.objectContaining({ roundId: round.id, tier: "minor", amount: paid, seed: minorPool?.seed }),
    ]);
    const won = await t.database.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, "jackpots.won"), eq(outboxEvents.playerId, player.playerId)));
    expect(won).toEqual([{ payload: { currency: "coins", tier: "minor", amount: paid, gameId: GAME } }]);

    // Everyone hears the pools once, whatever was played since the last push, on the next run.
    t.clock.advance(POOLS_EVERY_MS);
    await t.app.jobs.runDue();
    const pushes = await t.database.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, "jackpots.pools"), sql`${outboxEvents.playerId} is null`));
    expect(pushes).toContainEqual({
      payload: {
        currency: "coins",
        pools: expect.arrayContaining([{ tier: "minor", amount: minorPool?.seed }]),
      },
    });
    t.clock.advance(POOLS_EVERY_MS);
    await t.app.jobs.runDue();
    const after = await t.database.db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, "jackpots.pools"));
    expect(after).toHaveLength(pushes.length);

    // The jackpots page and the home's last winners list the win.
    const page = JackpotsResponse.parse((await t.app.inject("/rest/jackpots/")).json()).data;
    expect(page.lastWins[0]).toMatchObject({ tier: "minor", currency: "coins", amount: paid, gameId: GAME });
    t.clock.advance(5_000);
    const home = (await t.app.inject("/rest/page/home/")).json();
    expect(home.payload.lastWinners).toContainEqual(
      expect.objectContaining({
        id: `jackpot:${round.id}`,
        jackpot: "minor",
        amount: paid,
        currency: "coins",
      }),
    );
    expect(home.payload.jackpots).toContainEqual({ tier: "minor", coins: minorPool?.seed, entries: 5_000 });
  });

  it("keeps contributions plus seeds equal to the pools plus wins paid after thousands of concurrent spins", {
    timeout: 240_000,
  }, async () => {
    // Odds made short so the tiers are won many times while the players spin.
    await setOdds((currency, tier) => {
      const bet = currency === "coins" ? COIN_BET : ENTRY_BET;
      return { mini: 15, minor: 60, major: 250, grand: 1_000 }[tier] * bet;
    });
    const PLAYERS = 20;
    const SPINS = 100;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, index) => studioPlayer(() => t.app, `jackpot-books-${index}`)),
    );
    for (const [index, player] of players.entries()) {
      if (index % 2 === 1) {
        const switched = await player.get("/rest/player/game-mode/switch-to-sweep-stakes/");
        expect(switched.statusCode).toBe(200);
      }
    }
    // The pools job pushes all along, locking the pools as the rounds do.
    let spinning = true;
    const pushing = (async () => {
      while (spinning) {
        t.clock.advance(POOLS_EVERY_MS);
        await t.app.jobs.runDue();
        // The embedded database answers within the same turn of the event loop: without giving
        // the turn back, this loop would never let the spins' requests run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      players.map(async (player, index) => {
        const body =
          index % 2 === 0 ? { currency: "coins", bet: COIN_BET } : { currency: "entries", bet: ENTRY_BET };
        for (let spin = 0; spin < SPINS; spin += 1) await spinOut(player, body, `books-spin-${spin}`);
      }),
    ).finally(() => {
      spinning = false;
    });
    await pushing;

    const sum = async (query: ReturnType<typeof sql>) =>
      Number((await t.database.db.execute<{ total: string | number | null }>(query)).rows[0]?.total ?? 0);
    for (const currency of ["coins", "entries"] as const) {
      const poolAccounts = sql`p.account like ${`system:jackpot:%:${currency}`}`;
      const contributions = await sum(sql`select sum(p.amount) as total from ledger_postings p
          join ledger_transactions t on t.id = p.transaction_id where ${poolAccounts} and t.kind = 'bet'`);
      const seeds = await sum(sql`select sum(p.amount) as total from ledger_postings p
          where p.account = ${`system:promotions:jackpots:${currency}`}`);
      const paid = await sum(sql`select sum(amount) as total from jackpot_wins where currency = ${currency}`);
      const held = await sum(
        sql`select sum(amount) as total from jackpot_pools where currency = ${currency}`,
      );
      expect(contributions).toBeGreaterThan(0);
      expect(paid).toBeGreaterThan(0);
      // Seeds leave the budget (negative postings); contributions and seeds are what went in.
      expect(contributions - seeds).toBe(held + paid);
    }
    const wins = await t.database.db.select({ count: sql<number>`count(*)` }).from(jackpotWins);
    const winTransfers = await t.database.db.execute<{ count: string | number }>(
      sql`select count(*) as count from ledger_transactions where kind = 'jackpot_win'`,
    );
    expect(Number(winTransfers.rows[0]?.count)).toBe(Number(wins[0]?.count));
    expect(Number(wins[0]?.count)).toBeGreaterThan(PLAYERS);

    expect((await t.app.wallet.audit()).violations).toEqual([]);
    expect(await auditJackpots(t.database.db)).toEqual([]);
  });
});
