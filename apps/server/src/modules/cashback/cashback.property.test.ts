/**
 * Model-based test of cashback: fast-check plays random days (stakes from the coin ladder, wins of
 * nothing up to several times the stake) for a few players, works the day out with the nightly job,
 * then has every player claim in random bursts of concurrent and repeated requests, all players at
 * once. Each player must be paid exactly what the model says (10 % of the day's net losses within
 * the minimum and maximum, or nothing), once, every answer must agree, and the ledger audit must
 * stay clean. CASHBACK_PROPERTY_RUNS raises the number of days played.
 */
import { randomUUID } from "node:crypto";
import { minor } from "@reelhouse/contract";
import { BET_LADDER } from "@reelhouse/contract/economy";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { DAY_MS, periodOf, rewardFor } from "./periods.ts";
import { CALCULATION_JOB } from "./service.ts";

const RUNS = Number(process.env.CASHBACK_PROPERTY_RUNS ?? 10);
/** The demo's rule: 10 %, from 100 coins, at most 50,000 coins (minor units). */
const RULE = { basisPoints: 1_000, minReward: 10_000, maxReward: 5_000_000 };

let t: TestApp;
beforeAll(async () => {
  // Sessions outlast the days the test moves through, so each player signs up once and stays in.
  t = await buildTestApp({
    DEMO_DATA: "true",
    RATE_LIMIT_MAX: "100000",
    SESSION_IDLE_MINUTES: "43200",
    SESSION_ABSOLUTE_HOURS: "8760",
  });
});
afterAll(() => t.close());

function pay(player: TestPlayer) {
  return t.app.inject({ method: "POST", url: "/rest/cashback/pay/", headers: { cookie: player.cookie } });
}

const Round = fc.record({
  stake: fc.constantFrom(...BET_LADDER.coins),
  /** What the round returned, in tenths of the stake. */
  tenths: fc.constantFrom(0, 0, 0, 0, 5, 10, 20, 50, 150),
});
const Day = fc.array(
  fc.record({
    rounds: fc.array(Round, { maxLength: 8 }),
    /** Bursts of claims sent at once, one burst after the other. */
    bursts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
  }),
  { minLength: 1, maxLength: 4 },
);

it("pays each player's cashback exactly once, as the model says, however the claims come", async () => {
  await fc.assert(
    fc.asyncProperty(Day, async (day) => {
      const players = await Promise.all(
        day.map(async ({ rounds }) => {
          const player = await signUpPlayer(t.app, "cashback-model");
          const bankroll = minor("coins", 50_000_000); // enough for eight top bets
          await t.app.wallet.grant(
            player.playerId,
            { coins: bankroll },
            `bankroll:${player.playerId}`,
            "test",
          );
          let net = 0;
          for (const { stake, tenths } of rounds) {
            const round = { gameId: "cashback-model", roundId: randomUUID() };
            const win = Math.floor((stake * tenths) / 10);
            await t.app.wallet.bet(player.playerId, "coins", stake, `bet:${round.roundId}`, round);
            if (win > 0) {
              await t.app.wallet.win(
                player.playerId,
                "coins",
                minor("coins", win),
                `win:${round.roundId}`,
                round,
              );
            }
            net += stake - win;
          }
          return { player, expected: rewardFor(net, RULE) };
        }),
      );

      // The next day, a minute after midnight UTC, once the day is worked out.
      t.clock.set(new Date(periodOf(t.clock.now(), "daily").end.getTime() + 60_000));
      const ran = (await t.app.jobs.runDue()).filter((outcome) => outcome.name === CALCULATION_JOB);
      expect(ran.map((outcome) => outcome.outcome)).toEqual(["succeeded"]);

      await Promise.all(
        players.map(async ({ player, expected }, index) => {
          const before = (await t.app.wallet.balances(player.playerId)).coins;
          for (const size of day[index]?.bursts ?? []) {
            const answers = await Promise.all(Array.from({ length: size }, () => pay(player)));
            for (const answer of answers) {
              if (expected > 0) {
                expect(answer.statusCode, answer.body).toBe(200);
                expect(answer.json().data.prize).toEqual({ coins: expected, entries: 0 });
              } else {
                expect(answer.statusCode, answer.body).toBe(409);
                expect(answer.json().error.reason).toBe("CASHBACK_NOT_AVAILABLE");
              }
            }
          }
          expect((await t.app.wallet.balances(player.playerId)).coins).toBe(before + expected);
          const paid = await t.app.wallet.history(player.playerId, { kind: "cashback" });
          expect(paid.transactions.map((row) => row.coins)).toEqual(expected > 0 ? [expected] : []);
        }),
      );
      expect((await t.app.wallet.audit()).violations).toEqual([]);
    }),
    { numRuns: RUNS },
  );
  // Every run was a day of its own.
  expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse("2026-01-01T00:00:00Z") + RUNS * DAY_MS);
}, 180_000);
