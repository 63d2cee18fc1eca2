/**
 * Spins racing on PostgreSQL, where requests run on a pool of real connections at once (on the
 * embedded database they queue on its one connection).
 */
import { minor, type Round } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type StudioPlayer, studioPlayer } from "../../test/studio-player.ts";

const FRUITS = "midnight-fruits";
const VIKING = "viking-voyage";
const lowest = (gameId: string) => findTitle(gameId)?.info.betLevels.coins[0] as number;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

/**
 * A player with coins and a seed pair already made: a first spin's pair is created under a unique
 * index, which alone would make racing first spins wait for each other.
 */
async function fundedPlayer(): Promise<StudioPlayer> {
  const player = await studioPlayer(() => t.app, "racing");
  await t.app.wallet.grant(
    player.playerId,
    { coins: minor("coins", 10_000_000) },
    `fund:${player.playerId}`,
    "test",
  );
  expect((await player.get("/rest/fairness/")).statusCode).toBe(200);
  return player;
}

async function betsOf(playerId: string): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`
    select count(*)::int as count from ledger_transactions
    where player_id = ${playerId} and kind = 'bet'`)) as unknown as { rows: { count: number }[] };
  return Number(rows[0]?.count);
}

it("plays one round and takes one bet for twenty copies of a spin sent at once", async () => {
  const player = await fundedPlayer();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, "twenty-clicks"),
    ),
  );
  expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
  const rounds = answers.map((answer) => answer.json().data.round as Round);
  expect(new Set(rounds.map((round) => round.id)).size).toBe(1);
  expect(await betsOf(player.playerId)).toBe(1);
  const [round] = rounds as [Round];
  expect((await t.app.wallet.balances(player.playerId)).coins).toBe(10_000_000 - round.cost + round.totalWin);
});

it("opens one round of a game when bonus buys with different keys race, refusing the others", async () => {
  const player = await fundedPlayer();
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      player.spin(VIKING, { currency: "coins", bet: lowest(VIKING), buy: true }, `race-buy-${index}`),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
    expect(refused.json().error.reason).toBe("ROUND_IN_PROGRESS");
  }
  expect(await betsOf(player.playerId)).toBe(1);
});

it("gives every round of players spinning at once its own nonce, and keeps the ledger whole", async () => {
  const everyone = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer()));
  const rounds = await Promise.all(
    everyone.map(async (player) =>
      Promise.all(
        Array.from({ length: 6 }, async (_, index) => {
          const response = await player.spin(
            FRUITS,
            { currency: "coins", bet: lowest(FRUITS) },
            `many-spins-${index}`,
          );
          expect(response.statusCode).toBe(200);
          return response.json().data.round as Round;
        }),
      ),
    ),
  );
  for (const [index, played] of rounds.entries()) {
    expect(played.map((round) => round.fairness.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    const net = played.reduce((sum, round) => sum + round.totalWin - round.cost, 0);
    const player = everyone[index] as StudioPlayer;
    expect((await t.app.wallet.balances(player.playerId)).coins).toBe(10_000_000 + net);
  }
  expect((await t.app.wallet.audit()).violations).toEqual([]);
}, 60_000);

it("serves spins and seed rotations of one player racing each other, never with a 500", async () => {
  const player = await fundedPlayer();
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0
        ? player.spin(FRUITS, { currency: "coins", bet: lowest(FRUITS) }, `racing-rotation-${index}`)
        : player.post("/rest/fairness/rotate/", {}),
    ),
  );
  // Lines-only spins leave no round open, so no rotation has a reason to be refused.
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  const rounds = answers
    .filter((_, index) => index % 2 === 0)
    .map((answer) => answer.json().data.round as Round);
  const { rows } = (await t.database.db.execute(sql`
    select seed_pair_id as pair, nonce from game_rounds where player_id = ${player.playerId}
    order by seed_pair_id, nonce`)) as unknown as { rows: { pair: string | number; nonce: number }[] };
  expect(rows).toHaveLength(rounds.length);
  // Each pair's rounds took its nonces in turn from 0: none reused, none skipped.
  const nonces = new Map<string, number[]>();
  for (const row of rows) nonces.set(String(row.pair), [...(nonces.get(String(row.pair)) ?? []), row.nonce]);
  for (const taken of nonces.values()) expect(taken).toEqual(taken.map((_, nonce) => nonce));
  expect((await player.get("/rest/fairness/")).json().data.previous).toHaveLength(6);
  expect((await t.app.wallet.audit()).violations).toEqual([]);
});
