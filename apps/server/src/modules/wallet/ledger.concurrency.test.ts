/**
 * The ledger under concurrent requests: on PostgreSQL (when the suite runs there) these go
 * through a pool of real connections at once; on the embedded database they queue.
 */
import { minor } from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ledgerTransactions } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

const newPlayer = async () => (await signUpPlayer(t.app, "busy")).playerId;

const round = { gameId: "slots", roundId: "r" };

it("gives 1,000 concurrent replays of one key one effect and identical answers", async () => {
  const player = await newPlayer();
  const answers = await Promise.all(
    Array.from({ length: 1_000 }, () =>
      t.app.wallet.grant(player, { coins: minor("coins", 2_500) }, `once:${player}`, "replay"),
    ),
  );
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  expect((await t.app.wallet.balances(player)).coins).toBe(2_500);
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)` })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `once:${player}`));
  expect(Number(row?.n)).toBe(1);
}, 120_000);

it("never lets concurrent bets take a balance below zero", async () => {
  const player = await newPlayer();
  await t.app.wallet.grant(player, { coins: minor("coins", 1_000) }, `stake:${player}`, "bets");
  const bets = await Promise.allSettled(
    Array.from({ length: 60 }, (_, index) =>
      t.app.wallet.bet(player, "coins", minor("coins", 30), `race:${player}:${index}`, round),
    ),
  );
  const placed = bets.filter((bet) => bet.status === "fulfilled").length;
  const refused = bets.filter(
    (bet) => bet.status === "rejected" && (bet.reason as { reason?: string }).reason === "INSUFFICIENT_FUNDS",
  ).length;
  expect([placed, refused]).toEqual([33, 27]);
  expect((await t.app.wallet.balances(player)).coins).toBe(10);
  expect((await t.app.wallet.audit()).violations).toEqual([]);
}, 120_000);

it("lets many players bet against the house at once without waiting on each other or deadlocking", async () => {
  const everyone = await Promise.all(Array.from({ length: 20 }, () => newPlayer()));
  await Promise.all(
    everyone.map((player) =>
      t.app.wallet.grant(
        player,
        { coins: minor("coins", 10_000), entries: minor("entries", 500) },
        `g:${player}`,
        "bets",
      ),
    ),
  );
  await Promise.all(
    everyone.flatMap((player) =>
      Array.from({ length: 10 }, async (_, index) => {
        const currency = index % 2 ? "coins" : "entries";
        await t.app.wallet.bet(player, currency, minor(currency, 40), `b:${player}:${index}`, round);
        await t.app.wallet.win(player, currency, minor(currency, 25), `w:${player}:${index}`, round);
      }),
    ),
  );
  for (const player of everyone) {
    const balances = await t.app.wallet.balances(player);
    expect(balances.coins).toBe(10_000 - 5 * 15);
    expect(balances.entries.total).toBe(500 - 5 * 15);
  }
  expect((await t.app.wallet.audit()).violations).toEqual([]);
}, 120_000);
