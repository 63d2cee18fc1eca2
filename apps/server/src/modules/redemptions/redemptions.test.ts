import { REDEMPTION_CHECKS, RedemptionOverviewResponse, RedemptionResponse } from "@reelhouse/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents } from "../../db/schema/index.ts";
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from "../../lib/sandbox-signature.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { redemptionMessages } from "./events.ts";
import { SANDBOX_PAYOUT_DELAY_MS } from "./sandbox-provider.ts";
import { bankAccount, newKey, type RedeemingPlayer, redeemingPlayer } from "./test-players.ts";

const OPERATOR_TOKEN = "operator-token-for-the-redemption-tests-0123456789";
const WEBHOOK = "/rest/redemptions/webhook/sandbox/";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WELCOME_ENTRIES: "0", DEV_OUTBOX: "true", OPERATOR_API_TOKEN: OPERATOR_TOKEN });
});
afterAll(() => t.close());

const operatorHeaders = { authorization: `Bearer ${OPERATOR_TOKEN}`, "x-operator": "Dana Reviewer" };

async function operator(method: "GET" | "POST", url: string, payload?: object, headers = operatorHeaders) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: response.json() };
}

async function balances(playerId: string) {
  const { entries } = await t.app.wallet.balances(playerId);
  return { redeemable: entries.redeemable as number };
}

async function statusEvents(playerId: string) {
  const rows = await t.app.db
    .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(eq(outboxEvents.playerId, playerId))
    .orderBy(asc(outboxEvents.id));
  return rows.filter((row) => row.topic === "redemption.changed").map((row) => row.payload);
}

async function emailsTo(email: string): Promise<string[]> {
  const messages = await t.app.messaging.listOutbox({ to: email, channel: "email" });
  return messages
    .map((message) => message.subject ?? "")
    .filter((subject) => !subject.startsWith("Confirm your"))
    .reverse();
}

/** Runs the sandbox's payout reports once the provider's delay has passed. */
async function sandboxReports() {
  t.clock.advance(SANDBOX_PAYOUT_DELAY_MS + 2_000);
  await t.app.jobs.runDue();
}

async function requested(p: RedeemingPlayer, amount = 5_000) {
  const response = await p.redeem({ amount, bankAccount: bankAccount() });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return RedemptionResponse.parse(response.body).data;
}

describe("the overview", () => {
  it("shows every check met, the limits, and no redemptions yet for a ready player", async () => {
    const p = await redeemingPlayer(t.app);
    const overview = RedemptionOverviewResponse.parse((await p.get("/rest/redemptions/")).body).data;
    expect(overview).toEqual({
      isEnabled: true,
      redeemable: 20_000,
      checklist: REDEMPTION_CHECKS.map((check) => ({ check, isMet: true })),
      limits: { minimum: 5_000, perRequest: 500_000, perDay: 1_000_000, usedToday: 0 },
      destinations: [],
      redemptions: [],
    });
  });

  it("reads each check from its source", async () => {
    const p = await redeemingPlayer(t.app, { redeemable: 4_999, verified: false });
    const met = Object.fromEntries(
      (await p.overview()).checklist.map((item: { check: string; isMet: boolean }) => [
        item.check,
        item.isMet,
      ]),
    );
    expect(met).toEqual({
      identityVerified: false,
      emailConfirmed: true,
      phoneConfirmed: true,
      playThroughDone: true,
      minimumEntries: false,
      eligibleLocation: true,
      noPlayBreak: true,
    });
  });

  it("holds a player who declined the location check to the same rule as play: no redeeming", async () => {
    const p = await redeemingPlayer(t.app);
    const declined = await p.post("/rest/restriction/player/geo/declined/", { reason: "permissionDenied" });
    expect(declined.statusCode).toBe(200);
    const location = (await p.overview()).checklist.find(
      (item: { check: string }) => item.check === "eligibleLocation",
    );
    expect(location).toEqual({ check: "eligibleLocation", isMet: false });
    const refused = await p.post(
      "/rest/redemptions/",
      { amount: 5_000, bankAccount: bankAccount() },
      { "idempotency-key": newKey() },
    );
    expect(refused.statusCode).toBe(403);
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
  });

  it("is for players only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/rest/redemptions/" })).statusCode).toBe(401);
    const guestPost = await t.app.inject({
      method: "POST",
      url: "/rest/redemptions/",
      headers: { "idempotency-key": newKey() },
      payload: { amount: 5_000, bankAccount: bankAccount() },
    });
    expect(guestPost.statusCode).toBe(401);
  });
});

describe("a redemption's life with the sandbox provider", () => {
  it("is held at the request, approved by an operator, and paid by the provider's webhook", async () => {
    const p = await redeemingPlayer(t.app);
    const redemption = await requested(p, 6_000);
    expect(redemption).toMatchObject({
      amount: 6_000,
      status: "inReview",
      destination: "Checking ••••6789",
      canCancel: true,
    });
    expect(redemption.timeline.map((step) => step.step)).toEqual(["requested"]);
    expect(await balances(p.playerId)).toEqual({ redeemable: 14_000 });

    const overview = await p.overview();
    expect(overview.redeemable).toBe(14_000);
    expect(overview.limits.usedToday).toBe(6_000);
    expect(overview.destinations).toEqual([{ id: expect.any(String), label: "Checking ••••6789" }]);
    expect(overview.redemptions).toEqual([redemption]);

    const queue = await operator("GET", "/api/operator/redemptions/?status=inReview");
    expect(queue.statusCode).toBe(200);
    expect(queue.body.data.find((row: { id: string }) => row.id === redemption.id)).toMatchObject({
      playerId: p.playerId,
      playerEmail: p.email,
      decidedBy: null,
    });

    const approved = await operator("POST", `/api/operator/redemptions/${redemption.id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: "approved",
      decidedBy: "Dana Reviewer",
      canCancel: false,
    });
    // Approved, the player can no longer take it back.
    expect((await p.post(`/rest/redemptions/${redemption.id}/cancel/`)).statusCode).toBe(409);

    await sandboxReports();
    const [paid] = (await p.overview()).redemptions;
    expect(paid.status).toBe("paid");
    expect(paid.timeline.map((step: { step: string }) => step.step)).toEqual([
      "requested",
      "approved",
      "paid",
    ]);
    expect(await balances(p.playerId)).toEqual({ redeemable: 14_000 });
    expect((await t.app.wallet.audit()).violations).toEqual([]);

    expect(await statusEvents(p.playerId)).toEqual([
      { redemptionId: redemption.id, status: "inReview" },
      { redemptionId: redemption.id, status: "approved" },
      { redemptionId: redemption.id, status: "paid" },
    ]);
    expect(
      redemptionMessages({
        id: 1,
        playerId: p.playerId,
        createdAt: t.clock.now(),
        payload: { redemptionId: redemption.id, status: "paid" },
      }),
    ).toEqual([{ type: "redemption", action: "statusChanged", data: { id: redemption.id, status: "paid" } }]);
    expect(await emailsTo(p.email)).toEqual([
      "We received your redemption of 60.00 entries",
      "Your redemption of 60.00 entries is approved",
      "Your prize of US$60.00 has been paid",
    ]);
  });

  it("fails at the provider for an account ending in 0000, and the entries come back", async () => {
    const p = await redeemingPlayer(t.app);
    const response = await p.redeem({ amount: 5_000, bankAccount: bankAccount("9990000") });
    const { id } = response.body.data;
    expect((await operator("POST", `/api/operator/redemptions/${id}/approve/`)).statusCode).toBe(200);
    expect(await balances(p.playerId)).toEqual({ redeemable: 15_000 });
    await sandboxReports();
    const [failed] = (await p.overview()).redemptions;
    expect(failed.status).toBe("failed");
    expect(failed.timeline.at(-1)).toMatchObject({ step: "failed", note: expect.stringContaining("bank") });
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await p.overview()).limits.usedToday).toBe(0);
    expect((await emailsTo(p.email)).at(-1)).toBe("Your prize of US$50.00 could not be paid");
  });

  it("is rejected by an operator with a reason the player reads, and the entries come back", async () => {
    const p = await redeemingPlayer(t.app);
    const { id } = await requested(p);
    const badReason = await operator("POST", `/api/operator/redemptions/${id}/reject/`, { reason: " " });
    expect(badReason.statusCode).toBe(400);
    const rejected = await operator("POST", `/api/operator/redemptions/${id}/reject/`, {
      reason: "The bank account is not in your name.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: "rejected", decidedBy: "Dana Reviewer" });
    const [shown] = (await p.overview()).redemptions;
    expect(shown.timeline.at(-1)).toMatchObject({
      step: "rejected",
      note: "The bank account is not in your name.",
    });
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    // Decided once.
    expect((await operator("POST", `/api/operator/redemptions/${id}/approve/`)).statusCode).toBe(409);
    expect(
      (await operator("POST", `/api/operator/redemptions/${id}/reject/`, { reason: "again" })).statusCode,
    ).toBe(409);
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    const mail = await t.app.messaging.listOutbox({ to: p.email, channel: "email" });
    expect(mail[0]?.text).toContain("The bank account is not in your name.");
  });

  it("is cancelled by its owner while in review, once, and the entries come back", async () => {
    const p = await redeemingPlayer(t.app);
    const { id } = await requested(p);
    const cancelled = await p.post(`/rest/redemptions/${id}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", canCancel: false });
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await p.post(`/rest/redemptions/${id}/cancel/`)).statusCode).toBe(409);
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await emailsTo(p.email)).at(-1)).toBe("Your redemption of 50.00 entries is cancelled");
  });

  it("redeems again to a saved bank account by its id, and only to the player's own", async () => {
    const p = await redeemingPlayer(t.app);
    const other = await redeemingPlayer(t.app);
    await requested(p);
    const [destination] = (await p.overview()).destinations;
    const again = await p.redeem({ amount: 5_000, destinationId: destination.id });
    expect(again.statusCode).toBe(200);
    expect(again.body.data.destination).toBe("Checking ••••6789");
    const stolen = await other.redeem({ amount: 5_000, destinationId: destination.id });
    expect(stolen.statusCode).toBe(404);
    expect(await balances(other.playerId)).toEqual({ redeemable: 20_000 });
  });
});

describe("idempotency", () => {
  it("answers the same redemption for the same key and holds nothing twice", async () => {
    const p = await redeemingPlayer(t.app);
    const key = newKey();
    const body = { amount: 5_000, bankAccount: bankAccount() };
    const [first, second] = await Promise.all([p.redeem(body, key), p.redeem(body, key)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    const third = await p.redeem(body, key);
    expect(third.body.data.id).toBe(first.body.data.id);
    expect(await balances(p.playerId)).toEqual({ redeemable: 15_000 });
    expect((await p.overview()).redemptions).toHaveLength(1);

    const reused = await p.redeem({ amount: 6_000, bankAccount: bankAccount() }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.body.error.reason).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await balances(p.playerId)).toEqual({ redeemable: 15_000 });
  });
});

describe("refusals change nothing", () => {
  it("names the unmet checks", async () => {
    const p = await redeemingPlayer(t.app, { verified: false });
    const response = await p.redeem({ amount: 5_000, bankAccount: bankAccount() });
    expect(response.statusCode).toBe(403);
    expect(response.body.error.reason).toBe("REDEMPTION_CHECKS_UNMET");
    expect(response.body.error.fields).toEqual([
      { path: "checklist.identityVerified", message: "identityVerified" },
    ]);
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await p.overview()).redemptions).toEqual([]);
  });

  it("needs SweepStakes mode", async () => {
    const p = await redeemingPlayer(t.app, { mode: "tournament-points" });
    const response = await p.redeem({ amount: 5_000, bankAccount: bankAccount() });
    expect(response.statusCode).toBe(403);
    expect(response.body.error.reason).toBe("REDEMPTION_SWEEP_STAKES_ONLY");
  });

  it("keeps the amount within the limits and the redeemable balance", async () => {
    const p = await redeemingPlayer(t.app);
    const below = await p.redeem({ amount: 4_999, bankAccount: bankAccount() });
    expect(below.statusCode).toBe(400);
    expect(below.body.error).toMatchObject({
      reason: "REDEMPTION_AMOUNT",
      fields: [{ path: "body.amount", message: "Choose an amount from 50 to 5,000" }],
    });
    expect((await p.redeem({ amount: 500_001, bankAccount: bankAccount() })).statusCode).toBe(400);
    const over = await p.redeem({ amount: 20_001, bankAccount: bankAccount() });
    expect(over.statusCode).toBe(409);
    expect(over.body.error.reason).toBe("INSUFFICIENT_FUNDS");
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await p.overview()).redemptions).toEqual([]);
    expect((await p.overview()).destinations).toEqual([]);
  });

  it("refuses bad input with field messages", async () => {
    const p = await redeemingPlayer(t.app);
    const noKey = await p.post("/rest/redemptions/", { amount: 5_000, bankAccount: bankAccount() });
    expect(noKey.statusCode).toBe(400);
    const badRouting = await p.redeem({
      amount: 5_000,
      bankAccount: { ...bankAccount(), routingNumber: "123456789" },
    });
    expect(badRouting.statusCode).toBe(400);
    expect(badRouting.body.error.fields[0].path).toContain("routingNumber");
    const strangerName = await p.redeem({
      amount: 5_000,
      bankAccount: bankAccount("123456789", "John Smith"),
    });
    expect(strangerName.statusCode).toBe(400);
    expect(strangerName.body.error).toMatchObject({
      reason: "REDEMPTION_HOLDER_NAME",
      fields: [{ path: "body.bankAccount.holderName" }],
    });
    expect(await balances(p.playerId)).toEqual({ redeemable: 20_000 });
    expect((await p.overview()).destinations).toEqual([]);
  });

  it("counts the player's day against the day's limit", async () => {
    const app = await buildTestApp({
      WELCOME_ENTRIES: "0",
      DEV_OUTBOX: "true",
      REDEMPTION_MAX_PER_REQUEST: "50",
      REDEMPTION_MAX_PER_DAY: "100",
    });
    try {
      const p = await redeemingPlayer(app.app);
      expect((await p.redeem({ amount: 5_000, bankAccount: bankAccount() })).statusCode).toBe(200);
      expect((await p.redeem({ amount: 5_000, bankAccount: bankAccount() })).statusCode).toBe(200);
      const third = await p.redeem({ amount: 5_000, bankAccount: bankAccount() });
      expect(third.statusCode).toBe(409);
      expect(third.body.error.reason).toBe("REDEMPTION_DAY_LIMIT");
      expect(await app.app.wallet.balances(p.playerId)).toMatchObject({ entries: { redeemable: 10_000 } });
      // The next day in the player's zone (UTC until their browser reports one).
      const now = app.clock.now().getTime();
      app.clock.advance(DAY_MS - (now % DAY_MS) + 60_000);
      await p.signInAgain();
      expect((await p.redeem({ amount: 5_000, bankAccount: bankAccount() })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("is off on a theme that does not offer it", async () => {
    const app = await buildTestApp({
      WELCOME_ENTRIES: "0",
      DEV_OUTBOX: "true",
      REDEMPTIONS_OFF_THEMES: t.config.theme.fallback,
    });
    try {
      const p = await redeemingPlayer(app.app);
      expect((await p.overview()).isEnabled).toBe(false);
      expect((await p.get("/rest/app/init/")).body.data.redeem).toEqual({ isActive: false });
      expect(
        (await redeemingPlayer(t.app).then((other) => other.get("/rest/app/init/"))).body.data.redeem,
      ).toEqual({
        isActive: true,
      });
      const response = await p.redeem({ amount: 5_000, bankAccount: bankAccount() });
      expect(response.statusCode).toBe(403);
      expect(response.body.error.reason).toBe("REDEMPTIONS_OFF");
    } finally {
      await app.close();
    }
  });
});

describe("concurrent requests", () => {
  it("never hold more than the redeemable balance", async () => {
    const p = await redeemingPlayer(t.app, { redeemable: 12_000 });
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => p.redeem({ amount: 5_000, bankAccount: bankAccount() })),
    );
    const held = outcomes.filter((outcome) => outcome.statusCode === 200);
    const refused = outcomes.filter((outcome) => outcome.statusCode !== 200);
    expect(held).toHaveLength(2);
    // Refused by the ledger's hold, or (once the others held) by the minimum the checklist asks.
    for (const outcome of refused) {
      expect(["INSUFFICIENT_FUNDS", "REDEMPTION_CHECKS_UNMET"]).toContain(outcome.body.error.reason);
    }
    expect(await balances(p.playerId)).toEqual({ redeemable: 2_000 });
    expect((await p.overview()).redemptions).toHaveLength(2);
  });
});

describe("another player's redemption", () => {
  it("cannot be cancelled by anyone else (404) and stays as it was", async () => {
    const owner = await redeemingPlayer(t.app);
    const other = await redeemingPlayer(t.app);
    const { id } = await requested(owner);
    expect((await other.post(`/rest/redemptions/${id}/cancel/`)).statusCode).toBe(404);
    expect((await other.overview()).redemptions).toEqual([]);
    expect((await owner.overview()).redemptions[0].status).toBe("inReview");
    expect(await balances(owner.playerId)).toEqual({ redeemable: 15_000 });
  });
});

describe("the operator API", () => {
  it("refuses a wrong or missing token", async () => {
    expect((await operator("GET", "/api/operator/redemptions/", undefined, {} as never)).statusCode).toBe(
      401,
    );
    const wrong = { authorization: "Bearer not-the-token-not-the-token-not-the-token", "x-operator": "x" };
    expect((await operator("GET", "/api/operator/redemptions/", undefined, wrong)).statusCode).toBe(401);
    expect(
      (await operator("POST", "/api/operator/redemptions/nope/approve/", undefined, wrong)).statusCode,
    ).toBe(401);
  });

  it("answers 404 for a redemption that does not exist and 400 for an unknown status", async () => {
    expect((await operator("POST", "/api/operator/redemptions/nope/approve/")).statusCode).toBe(404);
    expect((await operator("GET", "/api/operator/redemptions/?status=lost")).statusCode).toBe(400);
  });

  it("is not there without a token outside the demo", async () => {
    const app = await buildTestApp();
    try {
      const response = await app.app.inject({
        method: "GET",
        url: "/api/operator/redemptions/",
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("the payout webhook", () => {
  async function approvedRedemption() {
    const p = await redeemingPlayer(t.app);
    const { id } = await requested(p);
    await operator("POST", `/api/operator/redemptions/${id}/approve/`);
    return { p, id };
  }

  const deliver = (body: string, secret = t.config.redemptions.sandboxSecret, at = t.clock.now()) =>
    t.app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body, at),
      },
      payload: body,
    });

  it("refuses a forged or stale webhook and changes nothing", async () => {
    const { p, id } = await approvedRedemption();
    const body = JSON.stringify({
      eventId: "forged-1",
      transferReference: `sbx_transfer_${id}`,
      outcome: "failed",
      reason: "forged",
    });
    expect((await deliver(body, "x".repeat(64))).statusCode).toBe(401);
    expect((await deliver(body, undefined, new Date(t.clock.now().getTime() - 10 * 60_000))).statusCode).toBe(
      401,
    );
    const unsigned = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await p.overview()).redemptions[0].status).toBe("approved");
    expect(await balances(p.playerId)).toEqual({ redeemable: 15_000 });
  });

  it("acts on a delivery once: a replay or a later outcome changes nothing", async () => {
    const { p, id } = await approvedRedemption();
    const paid = JSON.stringify({
      eventId: `evt-${id}`,
      transferReference: `sbx_transfer_${id}`,
      outcome: "paid",
      reason: null,
    });
    expect((await deliver(paid)).json()).toMatchObject({ status: "applied" });
    expect((await deliver(paid)).json()).toMatchObject({ status: "ignored" });
    const failed = JSON.stringify({
      eventId: `evt-2-${id}`,
      transferReference: `sbx_transfer_${id}`,
      outcome: "failed",
      reason: "late",
    });
    expect((await deliver(failed)).json()).toMatchObject({ status: "ignored" });
    expect((await p.overview()).redemptions[0].status).toBe("paid");
    expect(await balances(p.playerId)).toEqual({ redeemable: 15_000 });
    // The sandbox's own report finds nothing left to settle.
    await sandboxReports();
    expect((await p.overview()).redemptions[0].status).toBe("paid");
  });

  it("settles nothing for a redemption still in review", async () => {
    const p = await redeemingPlayer(t.app);
    const { id } = await requested(p);
    const paid = JSON.stringify({
      eventId: `evt-r-${id}`,
      transferReference: `sbx_transfer_${id}`,
      outcome: "paid",
      reason: null,
    });
    expect((await deliver(paid)).json()).toMatchObject({ status: "ignored" });
    expect((await p.overview()).redemptions[0].status).toBe("inReview");
  });
});
