/**
 * Every promotion's claim, under fire: fast-check draws, for each run, a new player who is owed one
 * prize by each promotion (a daily login level, the profile step's onboarding reward, a day's
 * cashback, a deposit streak's first step, today's spin of the daily wheel, a scratch card
 * earned by a purchase), then sends each promotion's claims in random bursts of concurrent and repeated
 * requests, every promotion's bursts at once and in a random order. Each promotion must pay its
 * prize exactly once (under its own transaction kind, or as one grant of free spins), every answer
 * must succeed or say the prize was taken, and the ledger audit must stay clean. PROMOTION_CLAIMS_PROPERTY_RUNS raises the number of runs.
 */
import { randomUUID } from "node:crypto";
import { minor, type TransactionKind } from "@reelhouse/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SETTLES } from "../../test/settles.ts";
import type { PromotionBudget } from "../wallet/service.ts";

const RUNS = Number(process.env.PROMOTION_CLAIMS_PROPERTY_RUNS ?? 6);
const DAY_MS = 24 * 60 * 60 * 1000;
/** What a purchase asks for: the demo's second package, by the sandbox card. */
const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const PACKAGE_ID = 2;
const CARD_METHOD_ID = 1;

let t: TestApp;
beforeAll(async () => {
  // Sessions outlast the days the runs move through.
  t = await buildTestApp({
    DEMO_DATA: "true",
    RATE_LIMIT_MAX: "100000",
    SESSION_IDLE_MINUTES: "43200",
    SESSION_ABSOLUTE_HOURS: "8760",
  });
});
afterAll(() => t.close());

function as(
  player: TestPlayer,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: player.cookie, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A completed purchase through the cashier and the sandbox card, as the site makes one. */
async function purchase(player: TestPlayer): Promise<void> {
  const ordered = await as(
    player,
    "POST",
    "/rest/cashier/purchase/",
    { packageId: PACKAGE_ID, methodId: CARD_METHOD_ID },
    { ...SAME_SITE, "idempotency-key": randomUUID() },
  );
  expect(ordered.statusCode, ordered.body).toBe(200);
  const charged = await as(
    player,
    "POST",
    "/rest/payments/sandbox/charge/",
    { paymentId: ordered.json().data.id, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    SAME_SITE,
  );
  expect(charged.statusCode, charged.body).toBe(200);
}

/** Events (a payment's, a step's reward) are heard after the request answers: on a busy machine, seconds later. */

/** The card each player's scratch-card claims open. */
const scratchCardOf = new Map<string, string>();

/** How a promotion is made to owe the player one prize, and how the player claims it. */
interface ClaimDriver {
  name: string;
  kind: TransactionKind;
  /** The budget its free spins would be granted from. */
  budget: PromotionBudget;
  /** Runs before any claim; may move the clock, never back. */
  owe(player: TestPlayer): Promise<void>;
  claim(player: TestPlayer): Promise<LightMyRequestResponse>;
  /** An answer a claim may give besides 200 (another tab took the prize first). */
  alsoAccepts?: { status: number; reason: string };
}

const DRIVERS: ClaimDriver[] = [
  {
    name: "daily login",
    kind: "daily_login_prize",
    budget: "dailyLogin",
    owe: async (player) => {
      await t.database.db.execute(
        sql`update players set email_confirmed_at = now() where id = ${player.playerId}`,
      );
    },
    claim: (player) => as(player, "GET", "/rest/daily-login/apply-prize/"),
  },
  {
    name: "onboarding (profile completed)",
    kind: "onboarding_reward",
    budget: "onboarding",
    owe: async () => {},
    claim: (player) =>
      as(player, "POST", "/rest/player/profile/", {
        name: "Ana",
        surname: "García",
        birthday: "1990-05-17",
        zip: "78701",
      }),
  },
  {
    name: "cashback",
    kind: "cashback",
    budget: "cashback",
    // A lost round today; the nightly job works the day out once the clock passes midnight UTC.
    owe: async (player) => {
      const round = { gameId: "claims-model", roundId: randomUUID() };
      await t.app.wallet.bet(
        player.playerId,
        "coins",
        minor("coins", 100_000),
        `bet:${round.roundId}`,
        round,
      );
      t.clock.set(new Date((Math.floor(t.clock.now().getTime() / DAY_MS) + 1) * DAY_MS + 5_000));
      await t.app.jobs.runDue();
    },
    claim: (player) => as(player, "POST", "/rest/cashback/pay/"),
  },
  {
    name: "deposit streak",
    kind: "deposit_streak_prize",
    budget: "depositStreak",
    // Today's purchase fills step 1, once the payment's event has been heard.
    owe: async (player) => {
      await purchase(player);
      await expect
        .poll(async () => {
          await t.app.realtime.flush();
          return (await as(player, "GET", "/rest/deposit-streak/info/")).json().data?.filledSteps;
        }, SETTLES)
        .toBe(1);
    },
    claim: (player) => as(player, "GET", "/rest/deposit-streak/apply-prize/?step=1"),
  },
  {
    name: "daily wheel",
    kind: "daily_wheel_prize",
    budget: "dailyWheel",
    owe: async () => {},
    // Each request is a tab of its own, with its own key: one spins, the others find it spun.
    claim: (player) =>
      as(player, "POST", "/rest/daily-wheel/spin/", { kind: "daily" }, { "idempotency-key": randomUUID() }),
    alsoAccepts: { status: 409, reason: "WHEEL_NOT_AVAILABLE" },
  },
  {
    name: "scratch card",
    kind: "scratch_card_prize",
    budget: "scratchCards",
    // A purchase earns a card that may be scratched at once; the claims open that card.
    owe: async (player) => {
      await purchase(player);
      await expect
        .poll(async () => {
          await t.app.realtime.flush();
          const lottery = (await as(player, "GET", "/rest/scratch-card-lottery/get/")).json().data;
          const card = lottery?.cards.find((card: { status: string }) => card.status === "available");
          if (card) scratchCardOf.set(player.playerId, card.id);
          return Boolean(card);
        }, SETTLES)
        .toBe(true);
    },
    claim: (player) =>
      as(
        player,
        "POST",
        "/rest/scratch-card-lottery/open/",
        { cardId: scratchCardOf.get(player.playerId) },
        SAME_SITE,
      ),
  },
];

/** What the driver's promotion paid the player: its ledger transactions and its free-spin grants. */
async function paymentsOf(player: TestPlayer, driver: ClaimDriver): Promise<number> {
  const response = await as(player, "GET", `/rest/player/transactions/?kind=${driver.kind}`);
  expect(response.statusCode, response.body).toBe(200);
  const grants = await t.database.db.execute(
    sql`select count(*)::int as n from free_spin_grants where player_id = ${player.playerId} and budget = ${driver.budget}`,
  );
  return response.json().data.transactions.length + (grants.rows[0] as { n: number }).n;
}

/** Bursts of claims per promotion: each burst's requests go at once. */
const Plan = fc.record(
  Object.fromEntries(
    DRIVERS.map((driver) => [
      driver.name,
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
    ]),
  ) as Record<string, fc.Arbitrary<number[]>>,
);

it("pays each promotion's prize exactly once, however the claims come", async () => {
  await fc.assert(
    fc.asyncProperty(Plan, fc.infiniteStream(fc.nat()), async (plan, order) => {
      const player = await signUpPlayer(t.app, "claims-model");
      for (const driver of DRIVERS) await driver.owe(player);

      // Every burst of every promotion, in an order fast-check shuffles, all in flight together.
      const bursts = DRIVERS.flatMap((driver) => (plan[driver.name] ?? []).map((size) => ({ driver, size })));
      const shuffled = bursts
        .map((burst) => ({ burst, rank: order.next().value }))
        .sort((a, b) => a.rank - b.rank)
        .map(({ burst }) => burst);
      const answers = await Promise.all(
        shuffled.map(async ({ driver, size }) => ({
          driver,
          responses: await Promise.all(Array.from({ length: size }, () => driver.claim(player))),
        })),
      );
      for (const { driver, responses } of answers) {
        const accepted = [
          [200, null],
          ...(driver.alsoAccepts ? [[driver.alsoAccepts.status, driver.alsoAccepts.reason]] : []),
        ];
        for (const response of responses) {
          const answer = [response.statusCode, response.json().error?.reason ?? null];
          expect(accepted, `${driver.name}: ${response.body}`).toContainEqual(answer);
        }
      }
      for (const driver of DRIVERS) {
        // The onboarding reward is paid just after the step is recorded: wait for it to settle.
        await expect.poll(() => paymentsOf(player, driver), SETTLES).toBeGreaterThan(0);
        expect(await paymentsOf(player, driver), driver.name).toBe(1);
      }
      expect((await t.app.wallet.audit()).violations).toEqual([]);
    }),
    { numRuns: RUNS },
  );
  // Several runs of many concurrent claims each: a busy machine needs more than one test's default.
}, 120_000);
