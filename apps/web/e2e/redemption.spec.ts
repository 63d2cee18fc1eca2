import type { Page } from "@playwright/test";
import { OPERATOR_API_TOKEN } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { uniquePhone } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { latestMessage, linkIn, playQuickRounds, spinGoldRushOnce } from "./support/journeys.ts";
import { OwnServer, START_LIMIT_MS } from "./support/own-server.ts";

const en = ui.en;
const es = ui.es;
const SAME_SITE = { "sec-fetch-site": "same-origin" };
const TREASURY = 5;
const CARD = 1;

/**
 * A server of these tests' own where free entries need no play-through (PLAY_THROUGH_MULTIPLIER=0,
 * an operator's setting): one entries round turns a purchase's free entries redeemable, where the
 * suite's server would need a hundred entries wagered, and luck, to reach the rules' minimum.
 */
const redeemTest = test.extend<{ baseURL: string }, { server: OwnServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await OwnServer.create({ PLAY_THROUGH_MULTIPLIER: "0" });
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: START_LIMIT_MS },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
});
redeemTest.describe.configure({ timeout: 180_000 });

function balance(page: Page) {
  return page.getByRole("group", { name: "Balance" });
}

redeemTest(
  "a verified player redeems entries: the hold shows in the balance, the operator approves, and the timeline says paid",
  async ({ page, player }) => {
    const request = page.request;
    // Email and phone confirmed, identity verified with the sandbox provider.
    const mail = await latestMessage(request, player.email, "email");
    await page.goto(linkIn(mail.text, "confirmEmail="));
    await expect(page).not.toHaveURL(/confirmEmail/);
    const phone = uniquePhone();
    expect(
      (await request.post("/rest/phone/confirm/send/", { headers: SAME_SITE, data: { phone } })).ok(),
    ).toBe(true);
    const sms = await latestMessage(request, phone, "sms");
    const code = sms.text.match(/\b\d{6}\b/)?.[0] ?? "";
    expect((await request.post("/rest/phone/confirm/", { headers: SAME_SITE, data: { code } })).ok()).toBe(
      true,
    );

    await page.goto("/profile#verify");
    const identity = page.getByRole("region", { name: en.verification.title });
    const sandboxOpens = page.context().waitForEvent("page");
    await identity.getByRole("button", { name: en.verification.online.start }).click();
    const sandbox = await sandboxOpens;
    await sandbox.getByRole("button", { name: en.verification.sandbox.approve }).click();
    await expect(identity.getByText(en.verification.status.verified, { exact: true })).toBeVisible();
    await sandbox.close();

    // A purchase's free entries, played once in SweepStakes mode.
    const purchase = await request.post("/rest/cashier/purchase/", {
      headers: { ...SAME_SITE, "idempotency-key": `redeem-${Date.now()}` },
      data: { packageId: TREASURY, methodId: CARD },
    });
    expect(purchase.ok(), await purchase.text()).toBe(true);
    const { id: paymentId } = (await purchase.json()).data as { id: string };
    const charge = await request.post("/rest/payments/sandbox/charge/", {
      headers: SAME_SITE,
      data: { paymentId, cardNumber: "4242424242424242", expiry: "12/35", cvc: "123" },
    });
    expect(charge.ok(), await charge.text()).toBe(true);
    await expect
      .poll(async () => (await (await request.get(`/rest/payments/${paymentId}/`)).json()).data.status)
      .toBe("completed");
    expect(
      (await request.get("/rest/player/game-mode/switch-to-sweep-stakes/", { headers: SAME_SITE })).ok(),
    ).toBe(true);
    await playQuickRounds(page);
    await page.goto("/game?game=gold-rush-express");
    await spinGoldRushOnce(page, "en");

    await page.goto("/redeem");
    await expect(page.getByRole("heading", { level: 1, name: en.redemptions.title })).toBeVisible();
    const checklist = page.getByRole("region", { name: en.redemptions.checklist.title });
    await expect(checklist.getByText(en.redemptions.checklist.allMet)).toBeVisible();
    const entriesBefore = await balance(page)
      .getByRole("button", { name: /Entries/ })
      .textContent();
    const before = Number((entriesBefore ?? "").replace(/[^\d.]/g, ""));
    expect(before).toBeGreaterThanOrEqual(50);

    const form = page.getByRole("region", { name: en.redemptions.form.title });
    await form.getByLabel(en.redemptions.form.amount).fill("50");
    await form.getByLabel(en.redemptions.form.holderName).fill("Ana García");
    await form.getByLabel(en.redemptions.form.routingNumber).fill("011000015");
    await form.getByLabel(en.redemptions.form.accountNumber).fill("123456789");
    await form.getByRole("button", { name: "Redeem $50.00" }).click();
    await expect(
      page.getByText("Your redemption of $50.00 is in review. We will email you at each step."),
    ).toBeVisible();

    // The 50 entries are held: they leave the balance at once.
    const held = (before - 50).toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(balance(page).getByRole("button", { name: new RegExp(`^${held} Entries`) })).toBeVisible();
    const history = page.getByRole("region", { name: en.redemptions.history.title });
    const item = history.getByRole("listitem", { name: "$50.00, In review" });
    await expect(item.getByText("To Checking ••••6789")).toBeVisible();

    // The operator approves from elsewhere; the sandbox payout's webhook settles it.
    const { redemptions } = (await (await request.get("/rest/redemptions/")).json()).data as {
      redemptions: Array<{ id: string }>;
    };
    const approved = await request.post(`/api/operator/redemptions/${redemptions[0]?.id}/approve/`, {
      headers: { authorization: `Bearer ${OPERATOR_API_TOKEN}`, "x-operator": "e2e payouts" },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    const paid = history.getByRole("listitem", { name: "$50.00, Paid" });
    await expect(paid).toBeVisible({ timeout: 30_000 });
    await expect(paid.getByText(en.redemptions.steps.approved)).toBeVisible();
    await expect(paid.getByRole("button", { name: en.redemptions.history.cancel })).toHaveCount(0);
    await expect(balance(page).getByRole("button", { name: new RegExp(`^${held} Entries`) })).toBeVisible();
  },
);

redeemTest(
  "a new player reads in Spanish what stands between them and a redemption",
  async ({ page, player: _ }) => {
    await page.goto("/es/redeem");
    await expect(page.getByRole("heading", { level: 1, name: es.redemptions.title })).toBeVisible();
    const checklist = page.getByRole("region", { name: es.redemptions.checklist.title });
    await expect(
      checklist.getByRole("link", { name: es.redemptions.checklist.help.identityVerified }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: es.redemptions.switchMode.action })).toBeVisible();
    await expect(page.getByRole("region", { name: es.redemptions.form.title, exact: true })).toHaveCount(0);
  },
);
