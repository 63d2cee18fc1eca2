import { minor } from "@reelhouse/contract";
/**
 * Group commit (ADR 075): transfers that gather while a group commits share the next commit, yet
 * each keeps the outcome it would have had alone. On PostgreSQL (when the suite runs there) groups
 * run on several connections of two pools at once, as two server processes would.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { createWallet, type Wallet } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_COINS: "0", WELCOME_ENTRIES: "0" });
});
afterAll(() => t.close());

const settings = {
  welcomeGrant: { coins: minor("coins", 0), entries: minor("entries", 0) },
  playThroughMultiplier: 1,
};
const round = { gameId: "slots", roundId: "r" };
const newPlayer = async () => (await signUpPlayer(t.app, "group")).playerId;

function walletOn(db = t.database.db, batching = { concurrency: 1, maxBatch: 100 }): Wallet {
  return createWallet({ db, clock: t.clock, settings, batching });
}

const coinsOf = async (wallet: Wallet, player: string) => (await wallet.balances(player)).coins;

/**
 * A view of the database that counts the transactions opened through it. The wallet under test
 * gets this view; the app's background workers (the outbox relay) open theirs on the real handle
 * and are not counted.
 */
function countingTransactions(db: Database["db"]) {
  const commits = vi.fn();
  const counted = new Proxy(db, {
    get: (target, property, receiver) =>
      property === "transaction"
        ? (...args: Parameters<typeof db.transaction>) => {
            commits();
            return target.transaction(...args);
          }
        : Reflect.get(target, property, receiver),
  });
  return { db: counted, commits };
}

describe("group commit", () => {
  it("commits the transfers that gathered together, and refused ones change nothing for their neighbours", async () => {
    const { db, commits } = countingTransactions(t.database.db);
    const wallet = walletOn(db);
    const [rich, poor, reuser, other] = await Promise.all([
      newPlayer(),
      newPlayer(),
      newPlayer(),
      newPlayer(),
    ]);
    await wallet.grant(poor as string, { coins: minor("coins", 500) }, `seed:${poor}`, "seed");
    await wallet.grant(reuser as string, { coins: minor("coins", 50) }, `seed:${reuser}`, "seed");
    commits.mockClear();

    const outcomes = await Promise.allSettled([
      wallet.grant(rich as string, { coins: minor("coins", 1_000) }, `gift:${rich}`, "gift"),
      wallet.bet(poor as string, "coins", minor("coins", 600), `bet:${poor}`, round),
      // The seed's key asked again with another amount.
      wallet.grant(reuser as string, { coins: minor("coins", 60) }, `seed:${reuser}`, "seed"),
      wallet.grant(other as string, { coins: minor("coins", 100) }, `gift:${other}`, "gift"),
    ]);
    // Asked in the same turn by four players, the four share one commit.
    expect(commits).toHaveBeenCalledTimes(1);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect(outcomes[1]).toMatchObject({ reason: { reason: "INSUFFICIENT_FUNDS" } });
    expect(outcomes[2]).toMatchObject({ reason: { reason: "IDEMPOTENCY_KEY_REUSED" } });
    expect(await coinsOf(wallet, rich as string)).toBe(1_000);
    expect(await coinsOf(wallet, poor as string)).toBe(500);
    expect(await coinsOf(wallet, reuser as string)).toBe(50);
    expect(await coinsOf(wallet, other as string)).toBe(100);

    // The refused bet's key was given back: asked again, for less, it goes through.
    await wallet.bet(poor as string, "coins", minor("coins", 400), `bet:${poor}`, round);
    expect(await coinsOf(wallet, poor as string)).toBe(100);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("answers a key repeated within the gathering with the first transfer's answer", async () => {
    const wallet = walletOn();
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        wallet.grant(player, { coins: minor("coins", 70) }, `group-same:${player}`, "same"),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await coinsOf(wallet, player)).toBe(70);
  });

  it("puts a player's transfers in successive groups, so a refund asked with its bet finds the bet", async () => {
    const wallet = walletOn();
    const player = await newPlayer();
    await wallet.grant(
      player,
      { coins: minor("coins", 100), entries: minor("entries", 100) },
      `seed:${player}`,
      "seed",
    );
    const [bet, refund, entriesBet, entriesRefund] = await Promise.all([
      wallet.bet(player, "coins", minor("coins", 30), `pair-bet:${player}`, round),
      wallet.refund(player, `pair-bet:${player}`),
      wallet.bet(player, "entries", minor("entries", 40), `pair-entries:${player}`, round),
      wallet.refund(player, `pair-entries:${player}`),
    ]);
    expect(bet.balances.coins).toBe(70);
    expect(refund.balances.coins).toBe(100);
    expect(entriesBet.balances.entries.total).toBe(60);
    expect(entriesRefund.balances).toEqual(refund.balances);
    expect(entriesRefund.balances.entries).toMatchObject({ total: 100, playThroughLeft: 100 });
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("runs a group whose statement failed again one by one: only the failing transfer fails", async () => {
    const { db: counted, commits } = countingTransactions(t.database.db);
    const wallet = walletOn(counted);
    const player = await newPlayer();
    await wallet.grant(player, { coins: minor("coins", 5) }, `group-lead:${player}`, "lead");
    commits.mockClear();
    const outcomes = await Promise.allSettled([
      wallet.grant(player, { coins: minor("coins", 10) }, `group-good:${player}`, "good"),
      // No such player: its accounts cannot be created (foreign key), which fails the group's statement.
      wallet.grant("no-such-player", { coins: minor("coins", 10) }, `group-bad:${player}`, "bad"),
    ]);
    // The group, then each transfer alone.
    expect(commits).toHaveBeenCalledTimes(3);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected"]);
    expect(await coinsOf(wallet, player)).toBe(15);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("rejects every transfer of a group whose COMMIT fails, and none of them happened", async () => {
    const db = t.database.db;
    const wallet = walletOn();
    const [bystander, doomed] = await Promise.all([newPlayer(), newPlayer()]);
    // A deferred constraint trigger runs at COMMIT: the commit of any transaction that writes an
    // event for `doomed` fails, after every statement of the group succeeded.
    await db.execute(sql`create function test_refuse_commit() returns trigger language plpgsql
      as $$ begin raise exception 'commit refused'; end $$`);
    await db.execute(
      sql.raw(`create constraint trigger test_refuse_commit after insert on outbox_events
        deferrable initially deferred for each row when (new.player_id = '${doomed}')
        execute function test_refuse_commit()`),
    );
    try {
      const outcomes = await Promise.allSettled([
        wallet.grant(bystander as string, { coins: minor("coins", 10) }, `commit-a:${bystander}`, "a"),
        wallet.grant(doomed as string, { coins: minor("coins", 10) }, `commit-b:${doomed}`, "b"),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
      // The driver's error, or the ORM's "Failed query: commit" wrapping it.
      const reason = (outcomes[0] as PromiseRejectedResult).reason as Error;
      expect(`${reason.message} ${reason.cause}`).toMatch(/commit refused/);
      expect(await coinsOf(wallet, bystander as string)).toBe(0);
      expect(await coinsOf(wallet, doomed as string)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger test_refuse_commit on outbox_events`);
      await db.execute(sql`drop function test_refuse_commit()`);
    }
    // Nothing happened, so the same keys go through once the commit can succeed.
    await wallet.grant(bystander as string, { coins: minor("coins", 10) }, `commit-a:${bystander}`, "a");
    expect(await coinsOf(wallet, bystander as string)).toBe(10);
    expect((await wallet.audit()).violations).toEqual([]);
  });

  it("runs groups from two pools on several connections at once without deadlocks or lost money", async () => {
    // On PostgreSQL a second pool on the same database stands for a second server process.
    let second: Database | undefined;
    if (t.database.kind === "postgres" && t.config.testDatabaseUrl) {
      const answer = await t.database.db.execute(sql`select current_database() as name`);
      const [row] = (answer as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(t.config.testDatabaseUrl);
      url.pathname = `/${row?.name}`;
      second = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
    }
    expect(second !== undefined).toBe(t.database.kind === "postgres");
    try {
      const batching = { concurrency: 3, maxBatch: 5 };
      const wallets = [walletOn(t.database.db, batching), walletOn(second?.db ?? t.database.db, batching)];
      const everyone = await Promise.all(Array.from({ length: 12 }, newPlayer));
      await Promise.all(
        everyone.map((player) =>
          wallets[0]?.grant(player, { coins: minor("coins", 10_000) }, `group-fund:${player}`, "fund"),
        ),
      );
      // Every transfer is asked of both wallets, in opposite orders, so the two pools' groups
      // claim the same keys and lock the same players at once.
      const asks = Array.from({ length: 240 }, (_, index) => ({
        index,
        player: everyone[(index * 7) % everyone.length] as string,
      }));
      const run = (wallet: Wallet, { index, player }: (typeof asks)[number]) =>
        index % 3 === 0
          ? wallet.win(player, "coins", minor("coins", 30), `group-load:${index}`, round)
          : wallet.bet(player, "coins", minor("coins", 20), `group-load:${index}`, round);
      const [firsts, seconds] = await Promise.all([
        Promise.all(asks.map((ask) => run(wallets[0] as Wallet, ask))),
        Promise.all([...asks].reverse().map((ask) => run(wallets[1] as Wallet, ask))),
      ]);
      // One effect per key, and both pools got the same answer for it.
      expect(firsts.map((answer) => JSON.stringify(answer))).toEqual(
        seconds.reverse().map((answer) => JSON.stringify(answer)),
      );
      const total = (
        await Promise.all(everyone.map((player) => coinsOf(wallets[1] as Wallet, player)))
      ).reduce((sum, coins) => sum + coins, 0);
      // 80 wins of 30 and 160 bets of 20 on top of 12 × 10,000.
      expect(total).toBe(120_000 + 80 * 30 - 160 * 20);
      expect((await wallets[0]?.audit())?.violations).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});
