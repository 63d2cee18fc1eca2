/**
 * Daily login, as a new player meets it: the climb asks for a confirmed email first; once confirmed,
 * day 1 is claimed from the promotions page and credited in the header and the history; a day later
 * (the server's clock moved) day 2 is claimed. Runs on the "tomorrow" server (playwright.config.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PASSWORD } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { advanceServerClock, DAY_MS } from "./support/clock.ts";
import { playQuickRounds } from "./support/journeys.ts";

/** Day 1 and day 2 of the demo's climb, in whole coins. */
const DAY_1_COINS = "2,000";
const DAY_2_COINS = "3,000";
const { en, es } = ui;

function dailyLoginDialog(page: Page) {
  return page.getByRole("dialog", { name: en.dailyLogin.title });
}

async function confirmEmailFromMailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}&channel=email`);
  await page.locator("article pre.body a[href*='confirmEmail=']").first().click();
  await expect(page.getByText(en.account.emailConfirmed)).toBeVisible();
  // The confirmed email's own reward (the profile's was paid before) is paid just after: the journey
  // goes on from the settled balance.
  await expect
    .poll(async () => {
      const paid = await page.request.get("/rest/player/transactions/?kind=onboarding_reward");
      return (await paid.json()).data.transactions.length;
    })
    .toBe(2);
  await page.goto("/");
}

async function claimFromPromotionsPage(page: Page, level: number) {
  await page.goto("/promotions");
  const card = page.getByRole("listitem").filter({ hasText: en.promotions.names.dailyLogin });
  await expect(card.getByText(en.promotions.states.available)).toBeVisible();
  await card.getByRole("link", { name: `Open ${en.promotions.names.dailyLogin}` }).click();
  const dialog = dailyLoginDialog(page);
  await dialog.getByRole("button", { name: `Claim day ${level}` }).click();
  await expect(dialog.getByText(`Day ${level} claimed:`)).toBeVisible();
}

test("a new player confirms the email, claims day 1 of the daily login, and day 2 the next day", async ({
  page,
  player,
}) => {
  await page.goto("/");
  // Before the email is confirmed, the map says what to do.
  await page.getByRole("button", { name: en.dailyLogin.open, exact: true }).click();
  const dialog = dailyLoginDialog(page);
  await expect(dialog.getByText(en.dailyLogin.requires.email)).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(7);
  await dialog.getByRole("button", { name: en.common.close }).click();

  await confirmEmailFromMailbox(page, player.email);
  await expect(page.getByRole("button", { name: en.dailyLogin.openAvailable })).toBeVisible();
  const coinsBefore = await coinsInHeader(page);
  await claimFromPromotionsPage(page, 1);
  // The prize reaches the header without a reload.
  await expect.poll(() => coinsInHeader(page)).toBe(coinsBefore + 2_000);
  await expect(dailyLoginDialog(page).getByText(/Next reward in/)).toBeVisible();

  await page.goto("/transactions");
  await expect(
    page.getByRole("row", { name: new RegExp(en.wallet.history.kinds.daily_login_prize) }),
  ).toContainText(DAY_1_COINS);

  // Tomorrow: the session has long idled out, so the player signs in again and claims day 2.
  await advanceServerClock(page, DAY_MS);
  const signIn = await page.request.post("/rest/login/email/", {
    data: { email: player.email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await claimFromPromotionsPage(page, 2);
  await page.goto("/transactions");
  await expect(
    page.getByRole("row", { name: new RegExp(en.wallet.history.kinds.daily_login_prize) }),
  ).toHaveCount(2);
  await expect(
    page.getByRole("row", { name: new RegExp(en.wallet.history.kinds.daily_login_prize) }).first(),
  ).toContainText(DAY_2_COINS);
});

test("day 4's free spins are played in Lucky Lanterns, paid by the promotion", async ({ page, player }) => {
  test.setTimeout(120_000);
  await playQuickRounds(page);
  await confirmEmailFromMailbox(page, player.email);
  // Days 1 to 3, claimed as the map would, a day apart.
  for (let day = 1; day <= 3; day += 1) {
    const claim = await page.request.get("/rest/daily-login/apply-prize/");
    expect(claim.ok(), await claim.text()).toBe(true);
    await advanceServerClock(page, DAY_MS);
    const signIn = await page.request.post("/rest/login/email/", {
      data: { email: player.email, password: PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  await claimFromPromotionsPage(page, 4);
  const coinsBefore = await coinsInHeader(page);
  await dailyLoginDialog(page).getByRole("link", { name: en.dailyLogin.playFreeSpins }).click();
  await expect(dailyLoginDialog(page)).toBeHidden();
  // A new player in coins mode has entries too: the switch to sweeps is offered first.
  const sweeps = page.getByRole("dialog", { name: en.studio.sweeps.title });
  await sweeps.getByRole("button", { name: en.studio.sweeps.keepCoins }).click();

  const frame = page.frameLocator(
    `iframe[title="${en.studio.page.frameTitle.replace("{{name}}", "Lucky Lanterns")}"]`,
  );
  const offer = frame.getByRole("region", { name: en.studio.freeSpins.spins.title });
  await expect(offer.getByText(/You have 10 free spins at/)).toBeVisible({ timeout: 30_000 });
  await offer.getByRole("button", { name: en.studio.freeSpins.spins.play }).click();
  // Each free spin is the player's to start; two of them, as the counter and the server count them.
  const spin = frame.getByRole("button", { name: en.studio.freeSpins.spins.button });
  await expect(frame.getByText("Free spin 1 of 10")).toBeVisible();
  await spin.click();
  await expect(frame.getByText("Free spin 2 of 10")).toBeVisible({ timeout: 30_000 });
  await spin.click();
  await expect(frame.getByText("Free spin 3 of 10")).toBeVisible({ timeout: 30_000 });
  const spins = await page.request.get("/rest/player/free-spins/");
  expect((await spins.json()).data.freeSpins).toMatchObject([
    { gameId: "lucky-lanterns", spinsTotal: 10, spinsRemain: 8 },
  ]);
  // They cost the player nothing: the balance only ever grows, by what they win.
  expect(await coinsInHeader(page)).toBeGreaterThanOrEqual(coinsBefore);
});

test("the promotions page and the daily login map speak Spanish", async ({ page, player: _player }) => {
  await page.goto("/es/promotions");
  await expect(page.getByRole("heading", { level: 1, name: es.promotions.title })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: es.promotions.names.dailyLogin });
  await card.getByRole("link", { name: `Abrir ${es.promotions.names.dailyLogin}` }).click();
  const dialog = page.getByRole("dialog", { name: es.dailyLogin.title });
  await expect(dialog.getByText(es.dailyLogin.requires.email)).toBeVisible();
  await expect(dialog.getByText(es.dailyLogin.day.replace("{{level}}", "7"), { exact: true })).toBeVisible();
});

/** The coins the header's balance shows, in whole coins. */
async function coinsInHeader(page: Page): Promise<number> {
  const label = await page
    .getByRole("group", { name: "Balance" })
    .getByRole("button", { name: / Coins/ })
    .first()
    .getAttribute("aria-label");
  return Number((label ?? "").replace(/[^\d]/g, ""));
}
