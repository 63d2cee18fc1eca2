/**
 * The lock order on PostgreSQL, where requests run on real connections at once: a player changing
 * a purchase limit while buying in other tabs. Both take the player's row first, then the limit
 * rows, so they queue instead of deadlocking, and every answer is a success or a clear refusal.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { payments, purchaseLimitChanges } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const STACK = 2;
const STACK_PRICE = 999;
const FIRST_LIMIT = 20_000;
/** Lower and higher than the limit in force by turns: some apply at once, some wait as pending. */
const REQUESTED = [
  18_000, 30_000, 15_000, 25_000, 12_000, 40_000, 16_000, 11_000, 50_000, 14_000, 19_000, 13_000,
];

let t: TestApp;
beforeAll(async () => {
  // Enough connections for the changes and purchases to hold their locks at the same time.
  t = await buildTestApp({ DEMO_DATA: "true", RATE_LIMIT_MAX: "100000" }, { poolSize: 16 });
});
afterAll(() => t.close());

it("runs 12 limit changes and 48 purchases of one player at once with no deadlock and a consistent end", async () => {
  expect(t.database.kind).toBe("postgres");
  const { playerId, cookie } = await signUpPlayer(t.app, "lock-order");
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, headers: { cookie, ...SAME_SITE, ...headers }, payload });
  const setLimit = (amount: number) => post("/rest/player/purchase-limits/", { period: "day", amount });
  expect((await setLimit(FIRST_LIMIT)).json().data.outcome).toBe("applied");

  const changes = REQUESTED.map((amount) => setLimit(amount));
  const purchases = Array.from({ length: 48 }, (_, index) =>
    post(
      "/rest/cashier/purchase/",
      { packageId: STACK, methodId: 1 },
      { "idempotency-key": `lock-order-${index}` },
    ),
  );
  const [changed, bought] = await Promise.all([Promise.all(changes), Promise.all(purchases)]);

  expect(changed.map((answer) => answer.statusCode)).toEqual(REQUESTED.map(() => 200));
  const refused = bought.filter((answer) => answer.statusCode !== 200);
  expect(new Set(refused.map((answer) => `${answer.statusCode} ${answer.json().error.reason}`))).toEqual(
    new Set(refused.length > 0 ? ["409 PURCHASE_LIMIT_REACHED"] : []),
  );

  // Stricter limits applied at once and looser ones wait, so the tightest asked for is in force.
  const { limits } = await t.app.responsiblePlay.getPurchaseLimits(playerId);
  const tightest = Math.min(FIRST_LIMIT, ...REQUESTED);
  expect(limits.find((limit) => limit.period === "day")?.amount).toBe(tightest);
  const outcomes = changed.map((answer) => answer.json().data.outcome as string);
  const history = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(purchaseLimitChanges)
    .where(eq(purchaseLimitChanges.playerId, playerId));
  expect(history[0]?.count).toBe(1 + outcomes.filter((outcome) => outcome !== "unchanged").length);

  // One payment per accepted purchase, never more than the first limit allowed.
  const taken = await t.database.db.select().from(payments).where(eq(payments.playerId, playerId));
  const accepted = bought.filter((answer) => answer.statusCode === 200);
  expect(taken.map((payment) => payment.id).sort()).toEqual(
    accepted.map((answer) => answer.json().data.id).sort(),
  );
  expect(accepted.length).toBeGreaterThan(0);
  expect(accepted.length * STACK_PRICE).toBeLessThanOrEqual(FIRST_LIMIT);
});
