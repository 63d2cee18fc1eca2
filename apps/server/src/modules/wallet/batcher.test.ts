/**
 * Group commit (ADR 075): transfers that gather while a group commits share the next commit, yet
 * each keeps its own outcome. On PostgreSQL (when the suite runs there) groups run on several
 * connections at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createWallet } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

const settings = { welcomeGrant: { coins: 0, entries: 0 }, playThroughMultiplier: 1 };
const round = { gameId: "slots", roundId: "r" };
let players = 0;
async function newPlayer(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: {
      email: `group-${++players}@example.com`,
      password: "correct horse battery staple",
      termsVersion: 1,
    },
  });
  return response.json().data.playerId;
}

describe("group commit", () => {
  it("commits the transfers that gathered together, and a refused one changes nothing for its neighbours", async () => {
    const db = t.database.db;
    const wallet = createWallet({
      db,
      clock: t.clock,
      settings,
      batching: { concurrency: 1, maxBatch: 100 },
    });
    const player = await newPlayer();
    await wallet.grant(player, { coins: 1_000 }, `group-seed:${player}`, "seed");
    const commits = vi.spyOn(db, "transaction");

    const outcomes = await Promise.allSettled([
      wallet.grant(player, { coins: 1 }, `group-first:${player}`, "first"),
      wallet.bet(player, "coins", 600, `group-bet-1:${player}`, round),
      wallet.bet(player, "coins", 600, `group-bet-2:${player}`, round),
      wallet.grant(player, { coins: 100 }, `group-grant:${player}`, "after"),
    ]);
    // Asked in the same turn, the four share one commit.
    expect(commits).toHaveBeenCalledTimes(1);
    commits.mockRestore();
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(outcomes[2]).toMatchObject({ reason: { reason: "INSUFFICIENT_FUNDS" } });
    expect((await wallet.balances(player)).coins).toBe(1_000 + 1 - 600 + 100);

    // The refused transfer's key was given back: asked again, for less, it goes through.
    await wallet.bet(player, "coins", 400, `group-bet-2:${player}`, round);
    expect((await wallet.balances(player)).coins).toBe(101);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("answers a key repeated within the gathering with the first transfer's answer", async () => {
    const wallet = createWallet({
      db: t.database.db,
      clock: t.clock,
      settings,
      batching: { concurrency: 1, maxBatch: 100 },
    });
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => wallet.grant(player, { coins: 70 }, `group-same:${player}`, "same")),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await wallet.balances(player)).coins).toBe(70);
  });

  it("fails every transfer of a group whose commit fails, and none of them happened", async () => {
    const wallet = createWallet({
      db: t.database.db,
      clock: t.clock,
      settings,
      batching: { concurrency: 1, maxBatch: 100 },
    });
    const player = await newPlayer();
    await wallet.grant(player, { coins: 5 }, `group-lead:${player}`, "lead");
    const outcomes = await Promise.allSettled([
      wallet.grant(player, { coins: 10 }, `group-good:${player}`, "good"),
      // No such player: its accounts cannot be created (foreign key), so the group's transaction fails.
      wallet.grant("no-such-player", { coins: 10 }, `group-bad:${player}`, "bad"),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect((await wallet.balances(player)).coins).toBe(5);
    await wallet.grant(player, { coins: 10 }, `group-good:${player}`, "good");
    expect((await wallet.balances(player)).coins).toBe(15);
  });

  it("runs groups from two wallets on several connections at once without deadlocks or lost money", async () => {
    const options = {
      db: t.database.db,
      clock: t.clock,
      settings,
      batching: { concurrency: 4, maxBatch: 25 },
    };
    const wallets = [createWallet(options), createWallet(options)];
    const everyone = await Promise.all(Array.from({ length: 12 }, newPlayer));
    await Promise.all(
      everyone.map((player) => wallets[0]?.grant(player, { coins: 10_000 }, `group-fund:${player}`, "fund")),
    );
    const transfers = Array.from({ length: 480 }, (_, index) => {
      const player = everyone[(index * 7) % everyone.length] as string;
      const wallet = wallets[index % 2] as (typeof wallets)[number];
      const key = `group-load:${index}`;
      return index % 3 === 0
        ? wallet.win(player, "coins", 30, key, round)
        : wallet.bet(player, "coins", 20, key, round);
    });
    await Promise.all(transfers);
    const total = (await Promise.all(everyone.map((player) => wallets[1]?.balances(player)))).reduce(
      (sum, balances) => sum + (balances?.coins ?? 0),
      0,
    );
    // 160 wins of 30 and 320 bets of 20 on top of 12 × 10,000.
    expect(total).toBe(120_000 + 160 * 30 - 320 * 20);
    expect((await wallets[0]?.audit())?.violations).toEqual([]);
  });
});
