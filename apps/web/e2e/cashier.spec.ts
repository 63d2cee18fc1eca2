import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { ui } from "./support/catalogs.ts";
import { payByCard } from "./support/journeys.ts";

const en = ui.en;
const es = ui.es;
const SAME_SITE = { "sec-fetch-site": "same-origin" };

// A purchase journey is several full page loads and a provider round trip (charge, webhook, poll).
test.describe.configure({ timeout: 120_000 });

function balance(page: Page, name = "Balance") {
  return page.getByRole("group", { name });
}

test("a player buys the first-purchase offer by card from the header: the balance rises once, also after a reload, and history lists it", async ({
  page,
  player: _,
}) => {
  await page.goto("/lobby");
  await expect(balance(page).getByRole("button", { name: /^300,000 Coins/ })).toBeVisible();
  // The header's buy button (the home's offer banner says the same).
  await page.getByRole("banner").getByRole("link", { name: en.cashier.open }).click();
  await expect(page).toHaveURL(/#cash$/);
  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await expect(cashier.getByRole("radio", { name: "Choose Welcome offer" })).toBeChecked();
  expect(await seriousViolations(page, { include: "dialog" })).toEqual([]);
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page, "4242 4242 4242 4242");

  await expect(page).toHaveURL(/\/cash\/success\/\?paymentId=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: en.pages.cashSuccess.title })).toBeVisible();
  await expect(page.getByText("You received 2,500,000 coins and 10 free entries.")).toBeVisible();
  await expect(balance(page).getByRole("button", { name: /^2,800,000 Coins/ })).toBeVisible();
  // The page may arrive with the payment completed: it is tracked once the page has hydrated.
  await expect
    .poll(async () => {
      const dataLayer = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
      return dataLayer.filter((event) => event === "deposit" || event === "purchase");
    })
    .toEqual(["deposit", "purchase"]);

  await page.reload();
  await expect(balance(page).getByRole("button", { name: /^2,800,000 Coins/ })).toBeVisible();
  await expect(balance(page).getByRole("button", { name: /^15\.00 Entries/ })).toBeVisible();
  const afterReload = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(afterReload).not.toContain("purchase");

  await page.getByRole("link", { name: en.cashier.success.history }).click();
  const purchase = page.getByRole("row", { name: /Purchase/ });
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText("+2,500,000");
  await expect(purchase).toContainText("+10.00");

  // The first-purchase offer is gone once used.
  await page.goto("/cash/deposit-by-money/");
  await expect(page.getByRole("radio", { name: "Choose Welcome offer" })).toHaveCount(0);
});

test("a page loaded with #cash opens the cashier once it has hydrated", async ({ page, player: _ }) => {
  // The server never sees the hash: opening it in the first render would not match the server's.
  await page.goto("/lobby#cash");
  await expect(page.getByRole("dialog", { name: en.cashier.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy for $9.99" })).toBeEnabled();
});

test("a declined card leads to the failed page, which retries by bank transfer", async ({
  page,
  player: _,
}) => {
  await page.goto("/cash/deposit-by-money/");
  await page.getByRole("radio", { name: "Choose Stack" }).check();
  await page.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page, "4000 0000 0000 0002");

  await expect(page).toHaveURL(/\/cash\/failed\/2\/regular\/2\/\?paymentId=/, { timeout: 15_000 });
  await expect(
    page.getByText(`${en.pages.cashFailed.lead} ${en.cashier.failed.reasons.card_declined}`),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: "Choose Stack" })).toBeChecked();
  await page.getByRole("button", { name: "Try again with Bank transfer" }).click();
  const bank = page.frameLocator(`iframe[title="${en.cashier.checkout}"]`);
  await expect(bank.getByRole("heading", { name: en.cashier.sandbox.bankTitle })).toBeVisible();
  await bank.getByRole("button", { name: en.cashier.sandbox.approve }).click();

  await expect(page).toHaveURL(/\/cash\/success\//, { timeout: 15_000 });
  await expect(page.getByText("You received 1,000,000 coins and 10 free entries.")).toBeVisible();
  await expect(balance(page).getByRole("button", { name: /^1,300,000 Coins/ })).toBeVisible();
});

test("a retry route with a malformed package or offer type is a 404 naming the path", async ({
  page,
  player: _,
}) => {
  for (const path of ["/cash/failed/abc/bundle/2", "/cash/failed/2/jackpot/2"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page Not Found: ${path}`);
  }
});

test("a purchase over the daily limit is refused with the time the limit resets", async ({
  page,
  player: _,
}) => {
  const limit = await page.request.post("/rest/player/purchase-limits/", {
    headers: SAME_SITE,
    data: { period: "day", amount: 1_500 },
  });
  expect(limit.ok()).toBe(true);
  await page.goto("/cash/deposit-by-money/");
  await page.getByRole("radio", { name: "Choose Pile" }).check();
  await page.getByRole("button", { name: "Buy for $19.99" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /This purchase would go over your daily purchase limit of \$15\.00 \(already bought: \$0\.00\)\. The limit resets on \d{4}-\d\d-\d\d at 00:00 UTC\./,
  );
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the whole purchase reads in Spanish", async ({ page, player: _ }) => {
  await page.goto("/es/cash/deposit-by-money/");
  await expect(page.getByRole("heading", { level: 1, name: es.pages.cashDeposit.title })).toBeVisible();
  await expect(page.getByText(es.cashier.badges.first_purchase)).toBeVisible();
  await page.getByRole("button", { name: "Comprar por $9.99" }).click();
  await payByCard(page, "4242 4242 4242 4242", es);
  await expect(page).toHaveURL(/\/es\/cash\/success\//, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: es.pages.cashSuccess.title })).toBeVisible();
  await expect(page.getByText("Recibiste 2.500.000 monedas y 10 entradas gratis.")).toBeVisible();
  await expect(balance(page, "Saldo").getByRole("button", { name: /^2\.800\.000 Monedas/ })).toBeVisible();
});
