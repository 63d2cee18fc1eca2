import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { type LocalDwollaApi, startLocalDwollaApi } from "../../test/local-dwolla-api.ts";
import { DWOLLA_SIGNATURE_HEADER, signDwollaWebhook } from "./dwolla-provider.ts";
import { bankAccount, redeemingPlayer } from "./test-players.ts";

const OPERATOR_TOKEN = "operator-token-for-the-dwolla-tests-0123456789abc";
const WEBHOOK_SECRET = "dwolla-webhook-secret";
const MASTER = "https://api-sandbox.dwolla.com/funding-sources/master-0001";
const WEBHOOK = "/rest/redemptions/webhook/dwolla/";

let dwolla: LocalDwollaApi;
let t: TestApp;
beforeAll(async () => {
  dwolla = await startLocalDwollaApi();
  t = await buildTestApp({
    WELCOME_ENTRIES: "0",
    DEV_OUTBOX: "true",
    OPERATOR_API_TOKEN: OPERATOR_TOKEN,
    PAYOUT_PROVIDER: "dwolla",
    DWOLLA_KEY: dwolla.key,
    DWOLLA_SECRET: dwolla.secret,
    DWOLLA_WEBHOOK_SECRET: WEBHOOK_SECRET,
    DWOLLA_MASTER_FUNDING_SOURCE: MASTER,
    DWOLLA_API_BASE: dwolla.url,
  });
});
afterAll(async () => {
  await t.close();
  await dwolla.close();
});

const approve = (id: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/operator/redemptions/${id}/approve/`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });

function webhook(topic: string, transfer: string, id = `evt-${topic}-${transfer}`, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id,
    resourceId: transfer.split("/").at(-1),
    topic,
    timestamp: "2026-11-28T16:00:00.000Z",
    _links: { resource: { href: transfer }, account: { href: "https://api-sandbox.dwolla.com/accounts/1" } },
  });
  return t.app.inject({
    method: "POST",
    url: WEBHOOK,
    headers: {
      "content-type": "application/json",
      [DWOLLA_SIGNATURE_HEADER]: signDwollaWebhook(secret, body),
    },
    payload: body,
  });
}

describe("redemptions paid through Dwolla", () => {
  it("makes a receive-only customer and a funding source, pays by transfer, and settles by webhook", async () => {
    const p = await redeemingPlayer(t.app);
    const requested = await p.redeem({ amount: 7_550, bankAccount: bankAccount("000123456789") });
    expect(requested.statusCode).toBe(200);
    const { id } = requested.body.data;
    const [customer, fundingSource] = dwolla.requests.slice(-2);
    expect(customer?.body).toEqual({
      firstName: "Maria",
      lastName: "Garcia",
      email: p.email,
      type: "receive-only",
    });
    expect(fundingSource?.body).toEqual({
      routingNumber: "011000015",
      accountNumber: "000123456789",
      bankAccountType: "checking",
      name: "Checking ••••6789",
    });

    // A second account joins the same customer.
    const second = await p.redeem({
      amount: 5_000,
      bankAccount: { ...bankAccount("555544443333"), accountType: "savings" },
    });
    expect(second.statusCode).toBe(200);
    expect(dwolla.requests.at(-1)?.path).toBe(
      `${new URL(customer?.location ?? "").pathname}/funding-sources`,
    );
    expect(dwolla.requests.filter((request) => request.path === "/customers")).toHaveLength(1);

    expect((await approve(id)).statusCode).toBe(200);
    const transfer = dwolla.requests.at(-1);
    expect(transfer).toMatchObject({
      path: "/transfers",
      idempotencyKey: id,
      body: {
        _links: {
          source: { href: MASTER },
          destination: { href: expect.stringContaining("/funding-sources/") },
        },
        amount: { currency: "USD", value: "75.50" },
        metadata: { redemptionId: id },
      },
    });
    const [approved] = (await p.overview()).redemptions.filter((row: { id: string }) => row.id === id);
    expect(approved.status).toBe("approved");

    const transferUrl = transferOf(id);
    expect((await webhook("transfer_created", transferUrl)).json()).toMatchObject({ status: "ignored" });
    expect((await webhook("transfer_completed", transferUrl, "evt-1", "forged-secret")).statusCode).toBe(401);
    expect((await webhook("transfer_completed", transferUrl, "evt-1")).json()).toMatchObject({
      status: "applied",
    });
    expect((await webhook("transfer_completed", transferUrl, "evt-1")).json()).toMatchObject({
      status: "ignored",
    });
    const [paid] = (await p.overview()).redemptions.filter((row: { id: string }) => row.id === id);
    expect(paid.status).toBe("paid");
    expect((await t.app.wallet.balances(p.playerId)).entries.redeemable).toBe(20_000 - 7_550 - 5_000);
  });

  it("gives the entries back when the transfer fails", async () => {
    const p = await redeemingPlayer(t.app);
    const { id } = (await p.redeem({ amount: 5_000, bankAccount: bankAccount() })).body.data;
    expect((await approve(id)).statusCode).toBe(200);
    expect((await webhook("customer_transfer_failed", transferOf(id))).json()).toMatchObject({
      status: "applied",
    });
    expect((await p.overview()).redemptions[0].status).toBe("failed");
    expect((await t.app.wallet.balances(p.playerId)).entries.redeemable).toBe(20_000);
  });

  it("leaves a redemption in review, with nothing written, when Dwolla fails", async () => {
    const p = await redeemingPlayer(t.app);
    dwolla.failNextWith(500);
    const refused = await p.redeem({ amount: 5_000, bankAccount: bankAccount() });
    expect(refused.statusCode).toBe(503);
    expect(refused.body.error.reason).toBe("PAYOUT_PROVIDER_DOWN");
    expect((await p.overview()).destinations).toEqual([]);
    expect((await t.app.wallet.balances(p.playerId)).entries.redeemable).toBe(20_000);

    const { id } = (await p.redeem({ amount: 5_000, bankAccount: bankAccount() })).body.data;
    dwolla.failNextWith(500);
    expect((await approve(id)).statusCode).toBe(503);
    expect((await p.overview()).redemptions[0]).toMatchObject({ status: "inReview", canCancel: true });
    // Approved again, Dwolla answers the same transfer for the same key.
    expect((await approve(id)).statusCode).toBe(200);
  });
});

/** The transfer URL Dwolla gave for a redemption. */
function transferOf(redemptionId: string): string {
  const sent = dwolla.requests.find(
    (request) => request.path === "/transfers" && request.idempotencyKey === redemptionId,
  );
  if (!sent) throw new Error("no transfer was sent");
  return sent.location;
}
