/**
 * Free spins granted by a promotion and played in the studio: granted once per key, played only by
 * their player in their game, currency and bet, one spin taken per round in the round's own
 * transaction (so a resend, a double click or two tabs never take two), their stakes paid by the
 * promotion's budget as they are played and never once they expire, and the books audited clean.
 */
import { RealtimeMessage, type Round } from "@reelhouse/contract";
import { findTitle, playStep, TITLES } from "@reelhouse/games";
import { fairDraw } from "@reelhouse/games/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../db/transaction.ts";
import type { StoredEvent } from "../../lib/domain-events.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";
import { FREE_SPINS_EXPIRY_EVERY_MS, FREE_SPINS_EXPIRY_JOB } from "./plugin.ts";
import type { FreeSpinGrant } from "./service.ts";

/** Lines only, no feature: every spin is a whole round. */
const FRUITS = "midnight-fruits";
/** Hold and win: a spin that lands enough coins opens respins, so the round goes on. */
const DRAGONS = "dragons-hoard";
const DAY_MS = 24 * 60 * 60 * 1000;

const levels = (gameId: string, currency: "coins" | "entries" = "coins") =>
  findTitle(gameId)?.info.betLevels[currency] ?? [];
const lowest = (gameId: string, currency: "coins" | "entries" = "coins") =>
  levels(gameId, currency)[0] as number;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

let grants = 0;
function grantOf(playerId: string, changes: Partial<FreeSpinGrant> = {}): FreeSpinGrant {
  return {
    playerId,
    gameId: FRUITS,
    currency: "coins",
    betLevel: lowest(FRUITS),
    count: 3,
    lifetimeMs: DAY_MS,
    budget: "dailyLogin",
    idempotencyKey: `daily-login:${playerId}:${++grants}`,
    source: "daily-login:day-1",
    ...changes,
  };
}

/** Grants in a transaction of its own, as a promotion's claim would. */
const grant = (request: FreeSpinGrant) =>
  withTransaction(t.database.db, (tx) => t.app.studio.within(tx).grantFreeSpins(request));

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** What the postings of `account` sum to (a budget or the house). */
async function accountSum(account: string): Promise<number> {
  const [row] = await rows<{ sum: string | number | null }>(
    sql`select sum(amount)::bigint as sum from ledger_postings where account = ${account}`,
  );
  return Number(row?.sum ?? 0);
}

async function outboxOf(playerId: string, topicPrefix = "studio.") {
  return rows<{ id: number; topic: string; player_id: string; payload: Record<string, unknown> }>(sql`
    select id, topic, player_id, payload from outbox_events
    where player_id = ${playerId} and topic like ${`${topicPrefix}%`} order by id`);
}

/** The realtime messages the studio's events become, through the mapping its plugin registered. */
async function messagesOf(playerId: string): Promise<RealtimeMessage[]> {
  const stored: StoredEvent[] = (await outboxOf(playerId)).map((row) => ({
    id: Number(row.id),
    topic: row.topic,
    playerId: row.player_id,
    payload: row.payload,
    createdAt: new Date(),
  }));
  const delivered = await withTransaction(t.database.db, (tx) =>
    t.app.events.deliver(tx, stored, (_event, error) => {
      throw error;
    }),
  );
  return delivered.flatMap((event) => event.messages).map((message) => RealtimeMessage.parse(message));
}

async function freeSpinsOf(player: StudioPlayer) {
  const response = await player.get("/rest/player/free-spins/");
  expect(response.statusCode).toBe(200);
  return response.json().data.freeSpins as { spinsId: string; spinsRemain: number }[];
}

const spinFree = (player: StudioPlayer, spinsId: string, key: string, changes: object = {}) =>
  player.spin(
    FRUITS,
    { currency: "coins", bet: lowest(FRUITS), freeSpinsId: spinsId, ...changes },
    `free-spin:${key}`,
  );

describe("granting free spins", () => {
  it("grants the spins for their lifetime, moves no money and tells the player's tabs", async () => {
    const player = await studioPlayer(() => t.app);
    const houseBefore = await accountSum("system:house:coins");
    const granted = await grant(grantOf(player.playerId, { count: 10 }));
    expect(granted).toEqual({
      spinsId: expect.any(String),
      gameId: FRUITS,
      spinsTotal: 10,
      spinsRemain: 10,
      endDate: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      betLevel: lowest(FRUITS),
      currency: "coins",
    });
    expect(await accountSum("system:promotions:dailyLogin:coins")).toBe(0);
    expect(await accountSum("system:house:coins")).toBe(houseBefore);
    expect(await freeSpinsOf(player)).toEqual([
      {
        spinsId: granted.spinsId,
        gameId: FRUITS,
        gameName: findTitle(FRUITS)?.info.name,
        currency: "coins",
        betLevel: lowest(FRUITS),
        spinsTotal: 10,
        spinsRemain: 10,
        endDate: granted.endDate,
        totalWin: 0,
      },
    ]);
    expect(await messagesOf(player.playerId)).toEqual([
      { type: "freeSpin", action: "granted", data: { freeSpinId: granted.spinsId, gameId: FRUITS } },
      {
        type: "playerFreeSpin",
        action: "granted",
        data: { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 10 },
      },
    ]);
  });

  it("answers the same grant for the same key, and refuses the key with another grant", async () => {
    const player = await studioPlayer(() => t.app);
    const request = grantOf(player.playerId);
    const first = await grant(request);
    const [again, twin] = await Promise.all([grant(request), grant(request)]);
    expect(again).toEqual(first);
    expect(twin).toEqual(first);
    await expect(grant({ ...request, count: 4 })).rejects.toMatchObject({
      statusCode: 409,
      reason: "IDEMPOTENCY_KEY_REUSED",
    });
    expect(await freeSpinsOf(player)).toHaveLength(1);
    expect(await outboxOf(player.playerId)).toHaveLength(1);
  });

  it("grants once when the same key is asked twice at the same moment", async () => {
    const player = await studioPlayer(() => t.app);
    const request = grantOf(player.playerId);
    const answers = await Promise.all([grant(request), grant(request), grant(request)]);
    expect(new Set(answers.map((answer) => answer.spinsId)).size).toBe(1);
    expect(await freeSpinsOf(player)).toHaveLength(1);
  });

  it("refuses a grant it cannot honour with a clear 4xx and writes nothing", async () => {
    const player = await studioPlayer(() => t.app);
    const refusals: [Partial<FreeSpinGrant>, object][] = [
      [{ gameId: "no-such-game" }, { statusCode: 404, reason: "GAME_NOT_FOUND" }],
      [{ betLevel: lowest(FRUITS) + 1 }, { statusCode: 400, reason: "BET_NOT_OFFERED" }],
      // A bet level of coins is not one of entries.
      [
        { currency: "entries", betLevel: levels(FRUITS).at(-1) },
        { statusCode: 400, reason: "BET_NOT_OFFERED" },
      ],
      [{ count: 0 }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ count: 501 }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ count: 2.5 }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ lifetimeMs: 0 }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ lifetimeMs: 400 * DAY_MS }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [
        { budget: "jackpot" as FreeSpinGrant["budget"] },
        { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" },
      ],
      [{ source: " " }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ idempotencyKey: "" }, { statusCode: 400, reason: "FREE_SPINS_GRANT_INVALID" }],
      [{ playerId: "no-such-player" }, { statusCode: 404, reason: "PLAYER_NOT_FOUND" }],
    ];
    for (const [change, refusal] of refusals) {
      await expect(grant(grantOf(player.playerId, change)), JSON.stringify(change)).rejects.toMatchObject(
        refusal,
      );
    }
    await expect(grant(grantOf(player.playerId, { count: 0, lifetimeMs: -1 }))).rejects.toMatchObject({
      details: {
        fields: [
          { path: "count", message: expect.any(String) },
          { path: "lifetimeMs", message: expect.any(String) },
        ],
      },
    });
    expect(await freeSpinsOf(player)).toEqual([]);
    expect(await outboxOf(player.playerId)).toEqual([]);
  });

  it("grants every house title's spins at any of its bet levels, scratch cards too", async () => {
    const player = await studioPlayer(() => t.app);
    for (const { info } of TITLES) {
      for (const currency of ["coins", "entries"] as const) {
        const betLevel = info.betLevels[currency].at(-1) as number;
        await grant(grantOf(player.playerId, { gameId: info.id, currency, betLevel, count: 1 }));
      }
    }
    expect(await freeSpinsOf(player)).toHaveLength(TITLES.length * 2);
  });
});

describe("playing free spins", () => {
  it("plays a real round at the grant's bet, paid by the promotion: the player's balance moves only by the win", async () => {
    const player = await studioPlayer(() => t.app);
    const bet = lowest(FRUITS);
    const granted = await grant(grantOf(player.playerId, { count: 3, budget: "dailyWheel" }));
    const budgetBefore = await accountSum("system:promotions:dailyWheel:coins");
    let coins = 0;
    let won = 0;
    for (let spin = 1; spin <= 3; spin++) {
      const response = await spinFree(player, granted.spinsId, `free-${spin}`);
      expect(response.statusCode).toBe(200);
      const { round, balance, freeSpins } = response.json().data;
      expect(round).toMatchObject({
        gameId: FRUITS,
        currency: "coins",
        bet,
        cost: bet,
        buy: false,
        ante: false,
        freeSpinsId: granted.spinsId,
        status: "complete",
      });
      coins += round.totalWin;
      won += round.totalWin;
      expect(balance.coins).toBe(coins);
      expect(freeSpins).toMatchObject({ spinsId: granted.spinsId, spinsRemain: 3 - spin, totalWin: won });
      // The round is verifiable like any other: the pair and nonce it was drawn from.
      expect(round.fairness.nonce).toBe(spin - 1);
    }
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(coins);
    expect(await accountSum("system:promotions:dailyWheel:coins")).toBe(budgetBefore - 3 * bet);
    const { transactions } = await t.app.wallet.history(player.playerId, {});
    const stakes = transactions.filter((transaction) => transaction.kind === "free_spin_bet");
    expect(stakes).toHaveLength(3);
    // The player staked nothing: the history shows the free spin, with no change to their balance.
    expect(stakes.every((stake) => stake.coins === 0 && stake.entries === 0)).toBe(true);
    expect(transactions.filter((transaction) => transaction.kind === "bet")).toEqual([]);
    // They are rounds in coins: the history of coins lists them, that of entries does not.
    const inCoins = await t.app.wallet.history(player.playerId, { currency: "coins", kind: "free_spin_bet" });
    expect(inCoins.transactions).toHaveLength(3);
    const inEntries = await t.app.wallet.history(player.playerId, {
      currency: "entries",
      kind: "free_spin_bet",
    });
    expect(inEntries.transactions).toEqual([]);
    expect(await freeSpinsOf(player)).toEqual([]);
    expect((await t.app.wallet.audit()).violations).toEqual([]);

    const messages = await messagesOf(player.playerId);
    expect(messages.filter((message) => message.action === "used").map((m) => m.data)).toEqual([
      { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 2 },
      { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 1 },
      { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 0 },
    ]);
    expect(messages.filter((message) => message.action === "finished")).toEqual([
      {
        type: "playerFreeSpin",
        action: "finished",
        data: { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 0 },
      },
      { type: "freeSpin", action: "finished", data: { freeSpinId: granted.spinsId, gameId: FRUITS } },
    ]);

    const over = await spinFree(player, granted.spinsId, "free-4");
    expect(over.statusCode).toBe(409);
    expect(over.json().error.reason).toBe("FREE_SPINS_USED_UP");
  });

  it("answers a resent free spin with its first answer and takes no second spin", async () => {
    const player = await studioPlayer(() => t.app);
    const granted = await grant(grantOf(player.playerId, { count: 2 }));
    const first = await spinFree(player, granted.spinsId, "resent-free");
    const again = await spinFree(player, granted.spinsId, "resent-free");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await freeSpinsOf(player)).toMatchObject([{ spinsRemain: 1 }]);
    // The key with a paid spin instead is another request.
    const reused = await player.spin(
      FRUITS,
      { currency: "coins", bet: lowest(FRUITS) },
      "free-spin:resent-free",
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("plays the last spin once when two tabs ask for it at the same moment", async () => {
    const player = await studioPlayer(() => t.app);
    const granted = await grant(grantOf(player.playerId, { count: 1 }));
    const answers = await Promise.all([
      spinFree(player, granted.spinsId, "tab-one"),
      spinFree(player, granted.spinsId, "tab-two"),
      spinFree(player, granted.spinsId, "tab-three"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.reason).toBe("FREE_SPINS_USED_UP");
    }
    const [played] = await rows<{ count: number }>(
      sql`select count(*)::int as count from game_rounds where free_spins_id = ${granted.spinsId}`,
    );
    expect(Number(played?.count)).toBe(1);
    expect(await accountSum("system:promotions:dailyLogin:coins")).toBeLessThanOrEqual(-lowest(FRUITS));
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });

  it("refuses another player's spins, another game's, bet's or currency's, a buy and the ante", async () => {
    const owner = await studioPlayer(() => t.app);
    const other = await studioPlayer(() => t.app);
    const granted = await grant(grantOf(owner.playerId));
    const theirs = await spinFree(other, granted.spinsId, "not-mine");
    expect([theirs.statusCode, theirs.json().error.reason]).toEqual([404, "FREE_SPINS_NOT_FOUND"]);

    const refusals: [object, number, string][] = [
      [{ bet: levels(FRUITS)[1] }, 400, "FREE_SPINS_MISMATCH"],
      [{ buy: true }, 400, "FREE_SPINS_WITH_BUY"],
      [{ ante: true }, 400, "FREE_SPINS_WITH_BUY"],
    ];
    for (const [index, [change, status, reason]] of refusals.entries()) {
      const response = await spinFree(owner, granted.spinsId, `refused-${index}`, change);
      expect([response.statusCode, response.json().error.reason], JSON.stringify(change)).toEqual([
        status,
        reason,
      ]);
    }
    const otherGame = await owner.spin(
      "lucky-lanterns",
      { currency: "coins", bet: lowest("lucky-lanterns"), freeSpinsId: granted.spinsId },
      "other-game",
    );
    expect([otherGame.statusCode, otherGame.json().error.reason]).toEqual([400, "FREE_SPINS_MISMATCH"]);
    const unknown = await spinFree(owner, "7d1f5a52-2f3c-4f5e-8a47-0d6b1c9e2a10", "unknown-grant");
    expect([unknown.statusCode, unknown.json().error.reason]).toEqual([404, "FREE_SPINS_NOT_FOUND"]);
    expect(await freeSpinsOf(owner)).toMatchObject([{ spinsRemain: 3 }]);
    expect((await t.app.wallet.balances(owner.playerId)).coins).toBe(0);
  });

  it("plays a grant in entries only in SweepStakes mode, where its wins are entries", async () => {
    const player = await studioPlayer(() => t.app);
    const bet = lowest(FRUITS, "entries");
    const granted = await grant(grantOf(player.playerId, { currency: "entries", betLevel: bet, count: 2 }));
    const body = { currency: "entries", bet, freeSpinsId: granted.spinsId };
    const inCoinsMode = await player.spin(FRUITS, body, "entries-in-coins-mode");
    expect([inCoinsMode.statusCode, inCoinsMode.json().error.reason]).toEqual([
      403,
      "CURRENCY_NOT_IN_GAME_MODE",
    ]);
    expect(await freeSpinsOf(player)).toMatchObject([{ spinsRemain: 2 }]);

    expect((await player.get("/rest/player/game-mode/switch-to-sweep-stakes/")).statusCode).toBe(200);
    const played = await player.spin(FRUITS, body, "entries-in-sweeps");
    expect(played.statusCode).toBe(200);
    const { round, balance } = played.json().data;
    const { entries } = await t.app.wallet.balances(player.playerId);
    expect(balance.entries).toBe(round.totalWin);
    // Won in play, so redeemable; nothing was staked, so nothing played through.
    expect(entries).toMatchObject({ redeemable: round.totalWin, promotional: 0, playThroughLeft: 0 });
    expect(await accountSum("system:promotions:dailyLogin:entries")).toBeLessThanOrEqual(-bet);
  });

  it("shows a game's free spins in its session, in either currency", async () => {
    const player = await studioPlayer(() => t.app);
    const coins = await grant(grantOf(player.playerId, { lifetimeMs: 2 * DAY_MS }));
    const entries = await grant(
      grantOf(player.playerId, { currency: "entries", betLevel: lowest(FRUITS, "entries") }),
    );
    await grant(grantOf(player.playerId, { gameId: "lucky-lanterns", betLevel: lowest("lucky-lanterns") }));
    const session = (await player.get(`/rest/studio/${FRUITS}/session/`)).json().data;
    expect(session.freeSpins.map((free: { spinsId: string }) => free.spinsId)).toEqual([
      entries.spinsId,
      coins.spinsId,
    ]);
    expect(await freeSpinsOf(player)).toHaveLength(3);
  });

  it("counts what a free spin's round won once its later steps end it", async () => {
    const player = await studioPlayer(() => t.app);
    const bet = lowest(DRAGONS);
    const granted = await grant(grantOf(player.playerId, { gameId: DRAGONS, betLevel: bet, count: 2 }));
    await playFromAFeatureNonce(player.playerId, DRAGONS);
    const spun = await player.spin(
      DRAGONS,
      { currency: "coins", bet, freeSpinsId: granted.spinsId },
      "feature-round",
    );
    expect(spun.statusCode).toBe(200);
    const { round, freeSpins } = spun.json().data as { round: Round; freeSpins: { totalWin: number } };
    expect(round.status).toBe("open");
    // The open round's wins count once it ends.
    expect(freeSpins.totalWin).toBe(0);
    const ended = await player.playOut(round);
    expect(ended.totalWin).toBeGreaterThan(0);
    expect(await freeSpinsOf(player)).toMatchObject([{ spinsRemain: 1, totalWin: ended.totalWin }]);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(ended.totalWin);
    expect((await t.app.wallet.audit()).violations).toEqual([]);
  });
});

describe("free spins past their end date", () => {
  it("are neither listed nor playable, cost nothing, and the sweep tells the player's tabs", async () => {
    const player = await studioPlayer(() => t.app);
    const granted = await grant(
      grantOf(player.playerId, { count: 5, lifetimeMs: 60_000, budget: "cashback" }),
    );
    expect((await spinFree(player, granted.spinsId, "before-the-end")).statusCode).toBe(200);
    const budget = await accountSum("system:promotions:cashback:coins");
    t.clock.advance(60_000);
    expect(await freeSpinsOf(player)).toEqual([]);
    const late = await spinFree(player, granted.spinsId, "after-the-end");
    expect([late.statusCode, late.json().error.reason]).toEqual([409, "FREE_SPINS_EXPIRED"]);

    // The sweep is a durable job: when it next comes due, it finishes every grant past its end.
    t.clock.advance(FREE_SPINS_EXPIRY_EVERY_MS);
    const swept = (await t.app.jobs.runDue()).filter((run) => run.name === FREE_SPINS_EXPIRY_JOB);
    expect(swept.map((run) => run.outcome)).toEqual(["succeeded"]);
    expect(await t.app.studio.finishExpiredFreeSpins()).toBe(0);
    expect(await accountSum("system:promotions:cashback:coins")).toBe(budget);
    expect(budget).toBe(-lowest(FRUITS));
    const finished = (await messagesOf(player.playerId)).filter((message) => message.action === "finished");
    expect(finished).toEqual([
      {
        type: "playerFreeSpin",
        action: "finished",
        data: { freeSpinId: granted.spinsId, gameId: FRUITS, spinsLeft: 0 },
      },
      { type: "freeSpin", action: "finished", data: { freeSpinId: granted.spinsId, gameId: FRUITS } },
    ]);
    const [event] = (await outboxOf(player.playerId, "studio.free-spins-expired")).map((row) => row.payload);
    expect(event).toEqual({ spinsId: granted.spinsId, gameId: FRUITS, spinsRemain: 4 });
  });
});

describe("a free spin that fails at its last write", () => {
  it("leaves its spin, the budget and the outbox as they were", async () => {
    const player = await studioPlayer(() => t.app);
    const granted = await grant(grantOf(player.playerId, { count: 2, budget: "scratchCards" }));
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function fail_round_insert() returns trigger language plpgsql as $$
        begin raise exception 'injected failure on %', tg_table_name; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_round_insert before insert on game_round_steps
        for each row execute function fail_round_insert()`),
    );
    try {
      const failed = await spinFree(player, granted.spinsId, "fails-at-the-end");
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw("drop trigger fail_round_insert on game_round_steps"));
    }
    expect(await freeSpinsOf(player)).toMatchObject([{ spinsRemain: 2, totalWin: 0 }]);
    expect(await accountSum("system:promotions:scratchCards:coins")).toBe(0);
    expect(await outboxOf(player.playerId, "studio.free-spin-played")).toEqual([]);
    // The same key plays once the fault is gone.
    expect((await spinFree(player, granted.spinsId, "fails-at-the-end")).statusCode).toBe(200);
    expect(await freeSpinsOf(player)).toMatchObject([{ spinsRemain: 1 }]);
  });
});

describe("the free spins list", () => {
  it("is for signed-in players", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/player/free-spins/" });
    expect(response.statusCode).toBe(401);
  });
});

/**
 * Moves the player's active pair to a nonce whose first step opens `gameId`'s feature, so the next
 * spin is a round that goes on: the seeds are the player's own, only the nonce is chosen.
 */
async function playFromAFeatureNonce(playerId: string, gameId: string): Promise<void> {
  const title = findTitle(gameId);
  if (!title) throw new Error(`no title ${gameId}`);
  const [pair] = await rows<{ id: number; server_seed: string; client_seed: string }>(sql`
    select id, server_seed, client_seed from game_seed_pairs where player_id = ${playerId} and revealed_at is null`);
  if (!pair) throw new Error("the player has no active seed pair");
  for (let nonce = 0; nonce < 100_000; nonce++) {
    const draw = fairDraw({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce, step: 0 });
    if (playStep(title, { state: null, buy: false }, draw).state !== null) {
      await t.database.db.execute(
        sql`update game_seed_pairs set next_nonce = ${nonce} where id = ${pair.id}`,
      );
      return;
    }
  }
  throw new Error(`no nonce opens ${gameId}'s feature`);
}
