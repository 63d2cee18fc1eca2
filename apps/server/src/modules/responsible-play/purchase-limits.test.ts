import {
  ProfilePageResponse,
  type PurchaseLimit,
  PurchaseLimitsResponse,
  usdCents,
} from "@reelhouse/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purchaseLimits } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

const HOUR = 3_600_000;
// A Thursday: its week started on Monday 2026-03-09 and ends on Monday 2026-03-16.
const START = "2026-03-12T15:30:00.000Z";

/** What the player bought in each period, in cents. */
const spending = (day: number, week: number, month: number) => ({
  day: usdCents(day),
  week: usdCents(week),
  month: usdCents(month),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(START);
});
afterAll(async () => {
  await t.close();
});
// Sessions end after 30 idle minutes, so after moving the clock further the tests read through the service.
beforeEach(() => {
  t.clock.set(START);
});
const limitsNow = (playerId: string) => t.app.responsiblePlay.getPurchaseLimits(playerId);

let counter = 0;
/** A new player through the API, with the session cookie a browser would keep. */
async function freshPlayer(): Promise<{ cookie: string; playerId: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/rest/registration/",
    payload: {
      email: `limits-${++counter}@example.com`,
      password: "correct horse battery staple",
      termsVersion: 1,
    },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  return { cookie, playerId: response.json().data.playerId };
}

async function getLimits(cookie: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/player/purchase-limits/",
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return PurchaseLimitsResponse.parse(response.json()).data;
}

const setLimit = (cookie: string, payload: object, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/rest/player/purchase-limits/",
    headers: { cookie, "accept-language": language },
    payload,
  });

const cancelChange = (cookie: string, period: string) =>
  t.app.inject({
    method: "POST",
    url: "/rest/player/purchase-limits/cancel/",
    headers: { cookie },
    payload: { period },
  });

const limitOf = (limits: { limits: PurchaseLimit[] }, period: string) => {
  const limit = limits.limits.find((each) => each.period === period);
  if (!limit) throw new Error(`no ${period} limit`);
  return limit;
};

describe("reading purchase limits", () => {
  it("answers guests 401", async () => {
    const response = await t.app.inject({ method: "GET", url: "/rest/player/purchase-limits/" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.reason).toBe("NOT_AUTHENTICATED");
  });

  it("starts with no limits, the configured bounds in cents and the calendar resets in UTC", async () => {
    const { cookie } = await freshPlayer();
    const limits = await getLimits(cookie);
    expect(limits.currency).toBe("USD");
    expect(limits.coolingPeriodHours).toBe(24);
    expect(limits.limits).toEqual([
      {
        period: "day",
        amount: null,
        pending: null,
        min: 1_000,
        max: 250_000,
        resetsAt: "2026-03-13T00:00:00.000Z",
      },
      {
        period: "week",
        amount: null,
        pending: null,
        min: 1_000,
        max: 1_000_000,
        resetsAt: "2026-03-16T00:00:00.000Z",
      },
      {
        period: "month",
        amount: null,
        pending: null,
        min: 1_000,
        max: 2_500_000,
        resetsAt: "2026-04-01T00:00:00.000Z",
      },
    ]);
  });
});

describe("setting, lowering and raising a limit", () => {
  it("applies a first limit and a lower one at once, and keeps both in the history", async () => {
    const { cookie, playerId } = await freshPlayer();
    const first = await setLimit(cookie, { period: "day", amount: 10_000 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe("applied");
    expect(limitOf(first.json().data, "day")).toMatchObject({ amount: 10_000, pending: null });

    const lower = await setLimit(cookie, { period: "day", amount: 5_000 });
    expect(lower.json().data.outcome).toBe("applied");
    expect(limitOf(await getLimits(cookie), "day")).toMatchObject({ amount: 5_000, pending: null });

    const history = await t.app.responsiblePlay.listPurchaseLimitChanges(playerId);
    expect(
      history.map(({ kind, previousAmount, requestedAmount, changedBy }) => ({
        kind,
        previousAmount,
        requestedAmount,
        changedBy,
      })),
    ).toEqual([
      { kind: "lowered", previousAmount: 10_000, requestedAmount: 5_000, changedBy: `player:${playerId}` },
      { kind: "lowered", previousAmount: null, requestedAmount: 10_000, changedBy: `player:${playerId}` },
    ]);
  });

  it("keeps a higher limit pending for the cooling period, then applies it", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "week", amount: 20_000 });
    const raise = await setLimit(cookie, { period: "week", amount: 50_000 });
    expect(raise.json().data.outcome).toBe("pending");
    const effectiveAt = new Date(Date.parse(START) + 24 * HOUR).toISOString();
    expect(limitOf(raise.json().data, "week")).toMatchObject({
      amount: 20_000,
      pending: { amount: 50_000, effectiveAt, requestedAt: START },
    });

    // The purchase check still counts the old limit during the cooling period.
    const spent = spending(15_000, 15_000, 15_000);
    await expect(
      t.app.responsiblePlay.assertPurchaseAllowed(playerId, usdCents(10_000), spent),
    ).rejects.toThrow(AppError);

    t.clock.advance(24 * HOUR - 1);
    expect(limitOf(await limitsNow(playerId), "week")).toMatchObject({
      amount: 20_000,
      pending: { amount: 50_000 },
    });
    t.clock.advance(1);
    expect(limitOf(await limitsNow(playerId), "week")).toMatchObject({ amount: 50_000, pending: null });
    await expect(
      t.app.responsiblePlay.assertPurchaseAllowed(playerId, usdCents(10_000), spent),
    ).resolves.toBeUndefined();
  });

  it("treats a removal as a raise, and a lower limit during the cooling period replaces the pending one at once", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "month", amount: 100_000 });
    const removal = await setLimit(cookie, { period: "month", amount: null });
    expect(removal.json().data.outcome).toBe("pending");
    expect(limitOf(removal.json().data, "month")).toMatchObject({
      amount: 100_000,
      pending: { amount: null },
    });

    const lower = await setLimit(cookie, { period: "month", amount: 60_000 });
    expect(lower.json().data.outcome).toBe("applied");
    expect(limitOf(lower.json().data, "month")).toMatchObject({ amount: 60_000, pending: null });

    t.clock.advance(48 * HOUR);
    expect(limitOf(await limitsNow(playerId), "month")).toMatchObject({ amount: 60_000, pending: null });
    const kinds = (await t.app.responsiblePlay.listPurchaseLimitChanges(playerId)).map(
      (change) => change.kind,
    );
    expect(kinds).toEqual(["lowered", "removal_requested", "lowered"]);
  });

  it("removes a limit after the cooling period", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "day", amount: 2_000 });
    await setLimit(cookie, { period: "day", amount: null });
    t.clock.advance(24 * HOUR);
    expect(limitOf(await limitsNow(playerId), "day")).toMatchObject({ amount: null, pending: null });
  });

  it("asking again for the pending amount does not restart the cooling period", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "day", amount: 2_000 });
    await setLimit(cookie, { period: "day", amount: 3_000 });
    t.clock.advance(HOUR);
    const again = await t.app.responsiblePlay.setPurchaseLimit(playerId, { period: "day", amount: 3_000 });
    expect(again.outcome).toBe("unchanged");
    expect(limitOf(again, "day").pending?.effectiveAt).toBe(
      new Date(Date.parse(START) + 24 * HOUR).toISOString(),
    );
  });
});

describe("cancelling a pending change", () => {
  it("withdraws the pending raise, keeps the limit in force and records it", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "day", amount: 5_000 });
    await setLimit(cookie, { period: "day", amount: 9_000 });
    const cancelled = await cancelChange(cookie, "day");
    expect(cancelled.statusCode).toBe(200);
    expect(limitOf(cancelled.json().data, "day")).toMatchObject({ amount: 5_000, pending: null });

    t.clock.advance(25 * HOUR);
    expect(limitOf(await limitsNow(playerId), "day")).toMatchObject({ amount: 5_000, pending: null });
    const [latest] = await t.app.responsiblePlay.listPurchaseLimitChanges(playerId);
    expect(latest).toMatchObject({ kind: "cancelled", previousAmount: 5_000, requestedAmount: 9_000 });
  });

  it("answers 409 when there is nothing pending, including a change already in force", async () => {
    const { cookie, playerId } = await freshPlayer();
    const none = await cancelChange(cookie, "week");
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      reason: "NO_PENDING_PURCHASE_LIMIT_CHANGE",
      message: "There is no pending change to this purchase limit to cancel.",
    });

    await setLimit(cookie, { period: "week", amount: 5_000 });
    await setLimit(cookie, { period: "week", amount: 9_000 });
    t.clock.advance(24 * HOUR);
    const late = (await t.app.responsiblePlay
      .cancelPendingChange(playerId, "week")
      .catch((error: unknown) => error)) as AppError;
    expect(late.statusCode).toBe(409);
    expect(limitOf(await limitsNow(playerId), "week").amount).toBe(9_000);
  });
});

describe("bounds", () => {
  it.each([
    ["day", 999, "en", "Choose an amount from $10.00 to $2,500.00"],
    ["day", 250_001, "es", "Elige un importe de $10.00 a $2,500.00"],
    ["week", 1_000_001, "en", "Choose an amount from $10.00 to $10,000.00"],
    ["month", 2_500_001, "en", "Choose an amount from $10.00 to $25,000.00"],
  ])(
    "refuses a %s limit of %i cents with a field message (%s) and changes nothing",
    async (period, amount, language, message) => {
      const { cookie, playerId } = await freshPlayer();
      const response = await setLimit(cookie, { period, amount }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_FAILED",
        fields: [{ path: "body.amount", message }],
      });
      expect(limitOf(await getLimits(cookie), period).amount).toBeNull();
      expect(await t.app.responsiblePlay.listPurchaseLimitChanges(playerId)).toEqual([]);
    },
  );

  it("refuses amounts that are not whole positive cents, and unknown periods", async () => {
    const { cookie } = await freshPlayer();
    for (const payload of [
      { period: "day", amount: 10.5 },
      { period: "day", amount: -5 },
      { period: "year", amount: 5_000 },
      { period: "day" },
    ]) {
      expect((await setLimit(cookie, payload)).statusCode).toBe(400);
    }
  });

  it("accepts the bounds themselves", async () => {
    const { cookie } = await freshPlayer();
    expect((await setLimit(cookie, { period: "day", amount: 250_000 })).statusCode).toBe(200);
    expect((await setLimit(cookie, { period: "day", amount: 1_000 })).statusCode).toBe(200);
  });
});

describe("the purchase check", () => {
  it("refuses a purchase over a limit, naming the limit and its reset time, and writes nothing", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "day", amount: 10_000 });
    await setLimit(cookie, { period: "week", amount: 30_000 });
    const spent = spending(8_000, 25_000, 25_000);
    const before = await t.app.responsiblePlay.listPurchaseLimitChanges(playerId);

    // Within the day's limit (8,000 + 2,000) and the week's (25,000 + 2,000).
    await expect(
      t.app.responsiblePlay.assertPurchaseAllowed(playerId, usdCents(2_000), spent),
    ).resolves.toBeUndefined();

    const overDay = await t.app.responsiblePlay
      .assertPurchaseAllowed(playerId, usdCents(2_001), spent)
      .catch((error: unknown) => error);
    expect(overDay).toBeInstanceOf(AppError);
    const dayError = overDay as AppError;
    expect(dayError.statusCode).toBe(409);
    expect(dayError.reason).toBe("PURCHASE_LIMIT_REACHED");
    expect(dayError.messageIn("en")).toBe(
      "This purchase would go over your daily purchase limit of $100.00 (already bought: $80.00). The limit resets on 2026-03-13 at 00:00 UTC.",
    );
    expect(dayError.messageIn("es")).toBe(
      "Esta compra superaría tu límite diario de compras de $100.00 (ya comprado: $80.00). El límite se restablece el 2026-03-13 a las 00:00 UTC.",
    );

    // Lower the day's bar by spending less today: the week's limit refuses next, resetting on Monday.
    const weekError = (await t.app.responsiblePlay
      .assertPurchaseAllowed(playerId, usdCents(5_001), { ...spent, day: usdCents(0) })
      .catch((error: unknown) => error)) as AppError;
    expect(weekError.reason).toBe("PURCHASE_LIMIT_REACHED");
    expect(weekError.messageIn("en")).toContain("weekly purchase limit of $300.00");
    expect(weekError.messageIn("en")).toContain("resets on 2026-03-16 at 00:00 UTC");

    expect(await t.app.responsiblePlay.listPurchaseLimitChanges(playerId)).toEqual(before);
    expect(limitOf(await getLimits(cookie), "day").amount).toBe(10_000);
  });

  it("allows any purchase without limits, whatever was spent", async () => {
    const { playerId } = await freshPlayer();
    const spent = spending(10_000_000, 10_000_000, 10_000_000);
    await expect(
      t.app.responsiblePlay.assertPurchaseAllowed(playerId, usdCents(10_000_000), spent),
    ).resolves.toBeUndefined();
  });

  it("counts the month from the 1st at 00:00 UTC and resets on the next 1st", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "month", amount: 5_000 });
    t.clock.set("2026-12-31T23:59:59.000Z");
    const error = (await t.app.responsiblePlay
      .assertPurchaseAllowed(playerId, usdCents(5_001), spending(0, 0, 0))
      .catch((caught: unknown) => caught)) as AppError;
    expect(error.messageIn("en")).toContain("monthly purchase limit of $50.00");
    expect(error.messageIn("en")).toContain("resets on 2027-01-01 at 00:00 UTC");
  });
});

describe("the profile page", () => {
  it("carries the responsiblePlay block with the spec's fields", async () => {
    const { cookie } = await freshPlayer();
    await setLimit(cookie, { period: "week", amount: 40_000 });
    await setLimit(cookie, { period: "month", amount: 90_000 });
    const response = await t.app.inject({ method: "GET", url: "/rest/page/profile/", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { responsiblePlay } = ProfilePageResponse.parse(response.json()).data;
    expect(responsiblePlay).toMatchObject({
      activityReminderValue: null,
      activityReminderAllowedValues: [15, 30, 60, 120],
      purchaseLimitPeriod: "week",
      purchaseLimitValue: 40_000,
      purchaseLimitMinDayAmount: 1_000,
      purchaseLimitMaxDayAmount: 250_000,
      purchaseLimitMinWeekAmount: 1_000,
      purchaseLimitMaxWeekAmount: 1_000_000,
      purchaseLimitMinMonthAmount: 1_000,
      purchaseLimitMaxMonthAmount: 2_500_000,
      selfExclusionValue: null,
      selfExclusionAllowedValues: [180, 365, 1825],
      coolOffAllowedValues: [1, 7, 30],
    });
    expect(responsiblePlay.purchaseLimits.map((limit) => limit.amount)).toEqual([null, 40_000, 90_000]);
  });
});

describe("atomicity", () => {
  async function withFailingHistory<T>(work: () => Promise<T>): Promise<unknown> {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function fail_history() returns trigger language plpgsql as $$
        begin raise exception 'injected failure on %', tg_table_name; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_history before insert on purchase_limit_changes
        for each row execute function fail_history()`),
    );
    try {
      return await work().then(
        () => null,
        (error: unknown) => error,
      );
    } finally {
      await db.execute(sql.raw("drop trigger fail_history on purchase_limit_changes"));
    }
  }

  it("leaves the limit as it was when the history cannot be written", async () => {
    const { cookie, playerId } = await freshPlayer();
    await setLimit(cookie, { period: "day", amount: 8_000 });
    const rp = t.app.responsiblePlay;

    expect(
      await withFailingHistory(() => rp.setPurchaseLimit(playerId, { period: "day", amount: 4_000 })),
    ).toBeTruthy();
    expect(
      await withFailingHistory(() => rp.setPurchaseLimit(playerId, { period: "day", amount: 9_000 })),
    ).toBeTruthy();
    expect(
      await withFailingHistory(() => rp.setPurchaseLimit(playerId, { period: "week", amount: 9_000 })),
    ).toBeTruthy();
    expect(limitOf(await getLimits(cookie), "day")).toMatchObject({ amount: 8_000, pending: null });
    // Not even the empty row a first limit locks remains.
    const weekRows = await t.database.db
      .select()
      .from(purchaseLimits)
      .where(eq(purchaseLimits.playerId, playerId));
    expect(weekRows.map((row) => row.period)).toEqual(["day"]);

    await setLimit(cookie, { period: "day", amount: 9_000 });
    expect(await withFailingHistory(() => rp.cancelPendingChange(playerId, "day"))).toBeTruthy();
    expect(limitOf(await getLimits(cookie), "day")).toMatchObject({
      amount: 8_000,
      pending: { amount: 9_000 },
    });
    expect((await rp.listPurchaseLimitChanges(playerId)).length).toBe(2);
  });

  it("lets concurrent changes of one limit happen one after the other", async () => {
    const { cookie, playerId } = await freshPlayer();
    const answers = await Promise.all(
      [7_000, 6_000, 5_000, 4_000].map((amount) => setLimit(cookie, { period: "day", amount })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const history = await t.app.responsiblePlay.listPurchaseLimitChanges(playerId);
    expect(history).toHaveLength(4);
    // Replayed in the order they were written, each change saw the limit the one before it left:
    // without the row lock two of them would both have seen "no limit".
    let inForce: number | null = null;
    for (const change of [...history].sort((a, b) => a.id - b.id)) {
      expect(change.previousAmount).toBe(inForce);
      if (change.kind === "lowered") inForce = change.requestedAmount;
      else expect(change.kind).toBe("raise_requested");
    }
    expect(limitOf(await getLimits(cookie), "day").amount).toBe(inForce);
  });
});
