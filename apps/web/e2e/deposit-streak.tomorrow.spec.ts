/**
 * The deposit streak as a player meets it: a first purchase in the sandbox cashier fills step 1 (the
 * success page says so), its prize is claimed from the play dialog and reaches the header; a day
 * later (the server's clock moved) the dialog asks for today's purchase, which the player makes from
 * it, and step 2 is filled. Spanish smoke test of the dialog. Runs on the "tomorrow" server
 * (playwright.config.ts), whose clock other specs move too: it asserts only what follows from "a day
 * later".
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PASSWORD } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { advanceServerClock, DAY_MS } from "./support/clock.ts";

const { en, es } = ui;
/** Step 1 of the demo's newcomer streak, in whole coins. */
const STEP_1_COINS = 20_000;

test.describe.configure({ timeout: 180_000 });

/** Pays in the sandbox's card form inside the cashier's frame. */
async function payByCard(page: Page) {
  const form = page.frameLocator(`iframe[title="${en.cashier.checkout}"]`);
  await form.getByLabel(en.cashier.sandbox.cardNumber).fill("4242424242424242");
  await form.getByLabel(en.cashier.sandbox.expiry).fill("12/35");
  await form.getByLabel(en.cashier.sandbox.cvc).fill("123");
  await form.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.pages.cashSuccess.title })).toBeVisible();
}

/** The note the success page shows once the purchase counted, and the dialog it opens. */
async function openStreakAfterPurchase(page: Page, step: number) {
  const note = page.getByRole("complementary", { name: en.depositStreak.title });
  await expect(note).toContainText(
    en.depositStreak.afterPurchase.filled.replace("{{step}}", String(step)).replace("{{steps}}", "5"),
  );
  await note.getByRole("button", { name: en.depositStreak.afterPurchase.open }).click();
  const dialog = page.getByRole("dialog", { name: en.depositStreak.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The coins the header's balance shows, in whole coins. */
async function coinsInHeader(page: Page): Promise<number> {
  const label = await page
    .getByRole("group", { name: "Balance" })
    .getByRole("button", { name: / Coins/ })
    .first()
    .getAttribute("aria-label");
  return Number((label ?? "").replace(/[^\d]/g, ""));
}

test("a player buys on two days in a row, claims step 1 and sees step 2 filled", async ({ page, player }) => {
  // Day 1: the first-purchase offer from the header's buy button.
  await page.goto("/lobby");
  await page.getByRole("banner").getByRole("link", { name: en.cashier.open }).click();
  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page);

  const dialog = await openStreakAfterPurchase(page, 1);
  const steps = dialog.getByRole("listitem");
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText("20,000 coins");
  await expect(dialog.getByText(en.depositStreak.today.bought.replace("{{step}}", "2"))).toBeVisible();
  await expect(dialog.getByText(/^Your streak ends in /)).toBeVisible();
  const coinsBefore = await coinsInHeader(page);
  await dialog.getByRole("button", { name: "Claim step 1" }).dblclick();
  await expect(dialog.getByText("Step 1 claimed:")).toBeVisible();
  await expect(steps.nth(0)).toContainText(en.depositStreak.states.claimed);
  // Paid once, and it reaches the header without a reload.
  await expect.poll(() => coinsInHeader(page)).toBe(coinsBefore + STEP_1_COINS);
  const history = await page.request.get("/rest/player/transactions/?kind=deposit_streak_prize");
  expect((await history.json()).data.transactions).toHaveLength(1);

  // Day 2: the session has idled out; the player signs in again and buys from the streak's dialog.
  await advanceServerClock(page, DAY_MS);
  const signIn = await page.request.post("/rest/login/email/", {
    data: { email: player.email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto("/promotions");
  const card = page.getByRole("listitem").filter({ hasText: en.promotions.names.depositStreak });
  await card.getByRole("link", { name: `Open ${en.promotions.names.depositStreak}` }).click();
  const today = page.getByRole("dialog", { name: en.depositStreak.title });
  await expect(today.getByText(en.depositStreak.today.buy.replace("{{step}}", "2"))).toBeVisible();
  await today.getByRole("link", { name: en.depositStreak.buy }).click();
  const again = page.getByRole("dialog", { name: en.cashier.title });
  await again.getByRole("radio", { name: "Choose Stack" }).check();
  await again.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page);

  const dayTwo = await openStreakAfterPurchase(page, 2);
  await expect(dayTwo.getByRole("button", { name: "Claim step 2" })).toBeVisible();
  await expect(dayTwo.getByRole("listitem").nth(0)).toContainText(en.depositStreak.states.claimed);
  await expect(dayTwo.getByText(/^2 of 5 steps filled$/)).toBeVisible();
});

test("the deposit streak speaks Spanish on Spanish pages", async ({ page, player: _player }) => {
  await page.goto("/es/promotions");
  const card = page.getByRole("listitem").filter({ hasText: es.promotions.names.depositStreak });
  await card.getByRole("link", { name: `Abrir ${es.promotions.names.depositStreak}` }).click();
  const dialog = page.getByRole("dialog", { name: es.depositStreak.title });
  await expect(dialog.getByText(es.depositStreak.lead)).toBeVisible();
  await expect(dialog.getByText(es.depositStreak.today.buy.replace("{{step}}", "1"))).toBeVisible();
  await expect(dialog.getByRole("link", { name: es.depositStreak.buy })).toBeVisible();
  await expect(dialog.getByText("Paso 5", { exact: true })).toBeVisible();
});
