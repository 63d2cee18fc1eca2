import { type Currency, minor, type Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { players } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";
import type { Credit } from "../wallet/service.ts";

/** Lines only, no feature: every spin is a whole round. */
const FRUITS = "midnight-fruits";
/** A bonus buy that starts free spins: the round stays open for its later steps. */
const VIKING = "viking-voyage";

// Public addresses the shipped geo database places in Quebec (coins only) and Washington (not served).
const MONTREAL_IP = "24.201.0.1";
const SEATTLE_IP = "128.95.1.1";

const levelsOf = (gameId: string, currency: Currency = "coins") => {
  const title = findTitle(gameId);
  if (!title) throw new Error(`no title ${gameId}`);
  return title.info.betLevels[currency];
};
const lowest = (gameId: string, currency: Currency = "coins") => levelsOf(gameId, currency)[0] as number;
const unitsPerBet = (gameId: string) => findTitle(gameId)?.info.unitsPerBet as number;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

async function fundedPlayer(
  amounts: Credit = { coins: minor("coins", 10_000_000), entries: minor("entries", 10_000_000) },
): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app);
  await t.app.wallet.grant(player.playerId, amounts, `fund:${player.playerId}`, "test");
  return player;
}

/** What each of the round's ledger transactions did to the player's balance, by idempotency key. */
async function ledgerOf(roundId: string): Promise<Record<string, number>> {
  const { rows } = (await t.database.db.execute(sql`
    select t.idempotency_key as key, sum(p.amount)::bigint as change
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
    where t.idempotency_key like ${`studio:${roundId}:%`} and p.account like 'player:%'
    group by t.idempotency_key`)) as unknown as { rows: { key: string; change: string | number }[] };
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.change)]));
}

async function switchToSweepStakes(player: StudioPlayer): Promise<void> {
  expect((await player.get("/rest/player/game-mode/switch-to-sweep-stakes/")).statusCode).toBe(200);
}

async function roundCount(playerId: string): Promise<number> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as count from game_rounds where player_id = ${playerId}`,
  )) as unknown as { rows: { count: number }[] };
  return Number(rows[0]?.count);
}

/** Every step's win as the engine's units make it, and the ledger holding exactly the bet and those wins. */
async function expectPaidAsStored(round: Round): Promise<void> {
  const wins: Record<string, number> = {};
  for (const step of round.steps) {
    expect(step.win).toBe(Math.floor((round.bet * step.outcome.winUnits) / unitsPerBet(round.gameId)));
    if (step.win > 0) wins[`studio:${round.id}:step:${step.index}`] = step.win;
  }
  expect(round.totalWin).toBe(round.steps.reduce((sum, step) => sum + step.win, 0));
  expect(await ledgerOf(round.id)).toEqual({ [`studio:${round.id}:bet`]: -round.cost, ...wins });
}

describe("a spin", () => {
  it("debits the round's cost and credits its wins, exactly what the round stores", async () => {
    const player = await fundedPlayer();
    let coins = 10_000_000;
    for (let index = 0; index < 12; index++) {
      const bet = levelsOf(FRUITS)[index % 2] as number;
      const response = await player.spin(FRUITS, { currency: "coins", bet }, `fruits-${index}`);
      expect(response.statusCode).toBe(200);
      const { round, balance } = response.json().data;
      expect(round).toMatchObject({ gameId: FRUITS, currency: "coins", bet, cost: bet, buy: false });
      expect(round).toMatchObject({ status: "complete", stepCount: 1 });
      await expectPaidAsStored(round);
      coins += round.totalWin - round.cost;
      expect(balance.coins).toBe(coins);
    }
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(coins);
  });

  it("buys the feature for its price and pays every step of it, in entries", async () => {
    const player = await fundedPlayer();
    await switchToSweepStakes(player);
    const bet = lowest(VIKING, "entries");
    const price = findTitle(VIKING)?.info.bonusBuy?.price as number;
    const bought = (await player.spin(VIKING, { currency: "entries", bet, buy: true }, "viking-buy")).json()
      .data;
    expect(bought.round).toMatchObject({ buy: true, bet, cost: bet * price, status: "open" });
    expect(bought.round.steps[0].outcome.state).toMatchObject({ kind: "freeSpins" });
    const round = await player.playOut(bought.round);
    expect(round.stepCount).toBeGreaterThan(1);
    expect(round.completedAt).not.toBeNull();
    await expectPaidAsStored(round);
    const { entries } = await t.app.wallet.balances(player.playerId);
    expect(entries.total).toBe(10_000_000 - round.cost + round.totalWin);
  });

  it("plays once per Idempotency-Key: a resent spin answers the stored round and pays nothing more", async () => {
    const player = await fundedPlayer();
    const body = { currency: "coins", bet: lowest(FRUITS) };
    const first = await player.spin(FRUITS, body, "resent-spin");
    const again = await player.spin(FRUITS, body, "resent-spin");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await roundCount(player.playerId)).toBe(1);
    await expectPaidAsStored(first.json().data.round);
  });

  it("answers a resent spin with its first answer, byte for byte, after other spins and a rotation", async () => {
    const player = await fundedPlayer();
    const body = { currency: "coins", bet: lowest(FRUITS) };
    const first = await player.spin(FRUITS, body, "first-of-many");
    expect((await player.spin(FRUITS, body, "second-of-many")).statusCode).toBe(200);
    await t.app.wallet.grant(
      player.playerId,
      { coins: minor("coins", 1) },
      `more:${player.playerId}`,
      "test",
    );
    expect((await player.post("/rest/fairness/rotate/", {})).statusCode).toBe(200);
    const again = await player.spin(FRUITS, body, "first-of-many");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Today's state differs: the balance moved, and the rotation revealed the round's server seed.
    const { round } = (await player.get(`/rest/studio/rounds/${first.json().data.round.id}/`)).json().data;
    expect(round.fairness.serverSeed).not.toBeNull();
    expect(first.json().data.round.fairness.serverSeed).toBeNull();
    expect(await roundCount(player.playerId)).toBe(2);
  });

  it("answers a resent spin with its first answer after the round played on", async () => {
    const player = await fundedPlayer();
    await switchToSweepStakes(player);
    const body = { currency: "entries", bet: lowest(VIKING, "entries"), buy: true };
    const first = await player.spin(VIKING, body, "bought-feature");
    expect(first.json().data.round.status).toBe("open");
    await player.playOut(first.json().data.round);
    const again = await player.spin(VIKING, body, "bought-feature");
    expect(again.body).toBe(first.body);
  });

  it("answers a resent spin of a round kept without its answer with the round and balances as they stand", async () => {
    const player = await fundedPlayer();
    const body = { currency: "coins", bet: lowest(FRUITS) };
    const first = (await player.spin(FRUITS, body, "kept-before-answers")).json().data;
    await t.database.db.execute(sql`update game_rounds set answer = null where id = ${first.round.id}`);
    await t.app.wallet.grant(
      player.playerId,
      { coins: minor("coins", 1) },
      `later:${player.playerId}`,
      "test",
    );
    const again = await player.spin(FRUITS, body, "kept-before-answers");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      ...first,
      balance: { ...first.balance, coins: first.balance.coins + 1 },
    });
    expect(await roundCount(player.playerId)).toBe(1);
  });

  it("plays once when the same spin arrives several times at once", async () => {
    const player = await fundedPlayer();
    const body = { currency: "coins", bet: lowest(FRUITS) };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => player.spin(FRUITS, body, "double-click")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rounds = answers.map((answer) => answer.json().data.round as Round);
    expect(new Set(rounds.map((round) => round.id)).size).toBe(1);
    const [round] = rounds as [Round];
    expect(await roundCount(player.playerId)).toBe(1);
    await expectPaidAsStored(round);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(
      10_000_000 - round.cost + round.totalWin,
    );
  });

  it("refuses the same key with another request, changing nothing", async () => {
    const player = await fundedPlayer();
    const [low, high] = levelsOf(FRUITS) as [number, number];
    await player.spin(FRUITS, { currency: "coins", bet: low }, "reused-key");
    const balances = await t.app.wallet.balances(player.playerId);
    const reused = await player.spin(FRUITS, { currency: "coins", bet: high }, "reused-key");
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await roundCount(player.playerId)).toBe(1);
    expect(await t.app.wallet.balances(player.playerId)).toEqual(balances);
  });

  it("refuses a spin while a round of the same game is open; other games play on", async () => {
    const player = await fundedPlayer();
    const bet = lowest(VIKING);
    const open = (await player.spin(VIKING, { currency: "coins", bet, buy: true }, "open-round")).json().data
      .round;
    const blocked = await player.spin(VIKING, { currency: "coins", bet }, "while-open");
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.reason).toBe("ROUND_IN_PROGRESS");
    expect(
      (await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "other-game")).statusCode,
    ).toBe(200);
    await player.playOut(open);
    expect((await player.spin(VIKING, { currency: "coins", bet }, "while-open")).statusCode).toBe(200);
  });

  it("answers bad requests with 400 or 404 and changes nothing", async () => {
    const player = await fundedPlayer();
    const bet = lowest(FRUITS);
    const refusals = [
      [await player.spin(FRUITS, { currency: "coins", bet: bet + 1 }, "not-a-level"), 400, "BET_NOT_OFFERED"],
      [await player.spin(FRUITS, { currency: "gems", bet }, "bad-currency"), 400, "VALIDATION_FAILED"],
      [
        await player.spin(FRUITS, { currency: "coins", bet, buy: true }, "no-bonus-buy"),
        400,
        "BONUS_BUY_UNAVAILABLE",
      ],
      [await player.spin(FRUITS, { currency: "coins", bet: -bet }, "negative-bet"), 400, "VALIDATION_FAILED"],
      [await player.spin(FRUITS, { currency: "coins", bet }, "short"), 400, "VALIDATION_FAILED"],
      [await player.spin("no-such-game", { currency: "coins", bet }, "unknown-game"), 404, "GAME_NOT_FOUND"],
      [
        await player.post(`/rest/studio/${FRUITS}/spin/`, { currency: "coins", bet }),
        400,
        "VALIDATION_FAILED",
      ],
    ] as const;
    for (const [response, status, reason] of refusals) {
      expect([response.statusCode, response.json().error.reason]).toEqual([status, reason]);
    }
    expect(await roundCount(player.playerId)).toBe(0);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(10_000_000);
    expect((await player.get("/rest/fairness/")).json().data.nextNonce).toBe(0);
  });

  it("refuses a bet the balance cannot cover with the wallet's 409, and writes nothing", async () => {
    const player = await fundedPlayer({ coins: minor("coins", lowest(FRUITS) - 1) });
    const response = await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "too-poor");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.reason).toBe("INSUFFICIENT_FUNDS");
    expect(await roundCount(player.playerId)).toBe(0);
    expect((await player.get("/rest/fairness/")).json().data.nextNonce).toBe(0);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(lowest(FRUITS) - 1);
  });

  it("refuses a currency the geo rules do not offer where the request comes from", async () => {
    const player = await fundedPlayer();
    const entries = await player.spin(
      FRUITS,
      { currency: "entries", bet: lowest(FRUITS, "entries") },
      "geo-spin-1",
      MONTREAL_IP,
    );
    expect(entries.statusCode).toBe(403);
    expect(entries.json().error.reason).toBe("ENTRIES_NOT_AVAILABLE");
    const coins = await player.spin(
      FRUITS,
      { currency: "coins", bet: lowest(FRUITS) },
      "geo-spin-2",
      MONTREAL_IP,
    );
    expect(coins.statusCode).toBe(200);
    const nowhere = await player.spin(
      FRUITS,
      { currency: "coins", bet: lowest(FRUITS) },
      "geo-spin-3",
      SEATTLE_IP,
    );
    expect(nowhere.statusCode).toBe(403);
    expect(nowhere.json().error.reason).toBe("COINS_NOT_AVAILABLE");
    expect(await roundCount(player.playerId)).toBe(1);
    expect((await t.app.wallet.balances(player.playerId)).entries.total).toBe(10_000_000);
  });

  it("refuses a blocked account", async () => {
    const player = await fundedPlayer();
    await t.database.db
      .update(players)
      .set({ accountStatus: "BLOCKED" })
      .where(eq(players.id, player.playerId));
    const response = await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "blocked-spin");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.reason).toBe("ACCOUNT_BLOCKED");
    expect(await roundCount(player.playerId)).toBe(0);
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(10_000_000);
  });

  it("refuses a currency the player's game mode does not play, and writes nothing", async () => {
    const player = await fundedPlayer();
    const entries = await player.spin(
      FRUITS,
      { currency: "entries", bet: lowest(FRUITS, "entries") },
      "entries-in-coins-mode",
    );
    expect(entries.statusCode).toBe(403);
    expect(entries.json().error).toMatchObject({
      reason: "CURRENCY_NOT_IN_GAME_MODE",
      message: "Entries are played in SweepStakes mode. Switch to SweepStakes mode to play with entries.",
    });

    await switchToSweepStakes(player);
    const coins = await player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "coins-in-sweeps");
    expect(coins.statusCode).toBe(403);
    expect(coins.json().error.reason).toBe("CURRENCY_NOT_IN_GAME_MODE");
    expect(await roundCount(player.playerId)).toBe(0);
    expect((await player.get("/rest/fairness/")).json().data.nextNonce).toBe(0);
    const balances = await t.app.wallet.balances(player.playerId);
    expect([balances.coins, balances.entries.total]).toEqual([10_000_000, 10_000_000]);

    const played = await player.spin(
      FRUITS,
      { currency: "entries", bet: lowest(FRUITS, "entries") },
      "entries-in-coins-mode",
    );
    expect(played.statusCode).toBe(200);
  });

  it("answers guests 401", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/rest/studio/${FRUITS}/spin/`,
      headers: { "idempotency-key": "guest-spin" },
      payload: { currency: "coins", bet: lowest(FRUITS) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("a round's later steps", () => {
  it("plays each step once: a resent step answers its first answer, a skipped or finished one is refused", async () => {
    const player = await fundedPlayer();
    const bought = (
      await player.spin(VIKING, { currency: "coins", bet: lowest(VIKING), buy: true }, "steps-round")
    ).json().data.round as Round;
    const skipped = await player.next(bought.id, 2);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error.reason).toBe("STEP_NOT_NEXT");

    const first = await player.next(bought.id, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.round.steps.map((step: { index: number }) => step.index)).toEqual([0, 1]);
    const resent = await player.next(bought.id, 1);
    expect(resent.body).toBe(first.body);

    const done = await player.playOut(first.json().data.round);
    // Resent after the round moved on (later steps, their wins): still the first answer, byte for byte.
    expect((await player.next(bought.id, 1)).body).toBe(first.body);
    const finished = await player.next(bought.id, done.stepCount);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().error.reason).toBe("ROUND_COMPLETE");
    await expectPaidAsStored(done);
  });

  it("answers another player's round 404, to read it or to play it", async () => {
    const owner = await fundedPlayer();
    const other = await fundedPlayer();
    const round = (
      await owner.spin(VIKING, { currency: "coins", bet: lowest(VIKING), buy: true }, "mine-round")
    ).json().data.round as Round;
    for (const response of [
      await other.next(round.id, 1),
      await other.get(`/rest/studio/rounds/${round.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.reason).toBe("ROUND_NOT_FOUND");
    }
    expect((await owner.get(`/rest/studio/rounds/${round.id}/`)).json().data.round.stepCount).toBe(1);
  });
});

describe("a restart", () => {
  it("leaves an open round in the database: a new app on it returns the round in the session and plays it on", async () => {
    const first = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
    let app = first.app;
    try {
      const player = await studioPlayer(() => app);
      await app.wallet.grant(player.playerId, { coins: minor("coins", 10_000_000) }, "restart-fund", "test");
      const bet = lowest(VIKING);
      const bought = (
        await player.spin(VIKING, { currency: "coins", bet, buy: true }, "before-restart")
      ).json().data.round as Round;
      const once = (await player.next(bought.id, 1)).json().data.round as Round;

      await app.close();
      app = await buildApp({
        config: first.config,
        clock: first.clock,
        database: first.database,
        serveSite: false,
      });
      await app.ready();

      const session = (await player.get(`/rest/studio/${VIKING}/session/`)).json().data;
      expect(session.openRound).toEqual(once);
      const round = await player.playOut(session.openRound);
      expect(round.status).toBe("complete");
      expect((await player.get(`/rest/studio/${VIKING}/session/`)).json().data.openRound).toBeNull();
      expect((await app.wallet.balances(player.playerId)).coins).toBe(
        10_000_000 - round.cost + round.totalWin,
      );
    } finally {
      await app.close();
      await first.close();
    }
  });
});
