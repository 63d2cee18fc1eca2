import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { ui } from "./support/catalogs.ts";
import { openListening } from "./support/realtime.ts";

const en = ui.en;
const es = ui.es;
const SAME_SITE = { "sec-fetch-site": "same-origin" };
const STACK = 2;
const CARD = 1;

// A purchase is a provider round trip (charge, webhook) and the outbox relay's turn.
test.describe.configure({ timeout: 120_000 });

/**
 * The bell once the page has asked for the notifications, so its name says the real count; with
 * `listening`, also once the page hears its realtime channels.
 */
async function openPage(page: Page, path: string, { listening = false } = {}) {
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/rest/notifications/",
  );
  await (listening ? openListening(page, path) : page.goto(path));
  await listed;
}

/** Buys the Stack package with the sandbox's success card, as the card form would. */
async function buyStack(page: Page) {
  const purchase = await page.request.post("/rest/cashier/purchase/", {
    headers: { ...SAME_SITE, "idempotency-key": `notifications-${Date.now()}-${Math.random()}` },
    data: { packageId: STACK, methodId: CARD },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const payment = (await purchase.json()).data as { id: string };
  const charge = await page.request.post("/rest/payments/sandbox/charge/", {
    headers: SAME_SITE,
    data: { paymentId: payment.id, cardNumber: "4242424242424242", expiry: "12/35", cvc: "123" },
  });
  expect(charge.ok(), await charge.text()).toBe(true);
}

test("a new player finds the welcome bonus and the profile's reward in the bell; opening it clears the badge, also after a reload", async ({
  page,
  player: _,
}) => {
  await openPage(page, "/lobby");
  const unread = page.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(unread).toHaveText("2");
  await expect(page.getByRole("status").filter({ hasText: "2 unread notifications" })).toBeAttached();

  await unread.click();
  const panel = page.getByRole("dialog", { name: en.notifications.title });
  const welcome = panel.getByRole("listitem").filter({ hasText: en.notifications.bonusTitles.welcome });
  await expect(welcome).toContainText("You received 250,000 coins and 5 free entries.");
  await expect(welcome).toContainText(en.notifications.justNow);
  const reward = panel
    .getByRole("listitem")
    .filter({ hasText: en.notifications.bonusTitles.onboarding_reward });
  await expect(reward).toContainText("You received 50,000 coins.");
  expect(await seriousViolations(page, { include: "dialog" })).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  const bell = page.getByRole("button", { name: en.notifications.open, exact: true });
  await expect(bell).toBeFocused();
  await expect(bell).toHaveText("");

  await openPage(page, "/lobby");
  await expect(bell).toHaveText("");
  await expect(page.getByRole("button", { name: /^Notifications, \d+ unread$/ })).toHaveCount(0);
});

test("a purchase adds a notification of what it brought; the bell counts it as it happens", async ({
  page,
  player: _,
}) => {
  await openPage(page, "/lobby", { listening: true });
  await expect(page.getByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();
  await buyStack(page);
  // The webhook settles the payment, the relay makes the notification and pushes the payment
  // message: the bell's count moves without a reload or a click.
  const unread = page.getByRole("button", { name: "Notifications, 3 unread" });
  await expect(unread).toHaveText("3");

  await unread.click();
  const panel = page.getByRole("dialog", { name: en.notifications.title });
  await expect(panel.getByRole("listitem")).toHaveText([
    /Purchase completedYou received 1,000,000 coins and 10 free entries for \$9\.99\./,
    new RegExp(en.notifications.bonusTitles.onboarding_reward),
    /Welcome bonus/,
  ]);
  await expect(panel.getByRole("button", { name: en.notifications.markAllRead })).toBeVisible();
});

test("the notification centre reads in Spanish", async ({ page, player: _ }) => {
  await openPage(page, "/es/lobby");
  await page.getByRole("button", { name: "Notificaciones, 2 sin leer" }).click();
  const panel = page.getByRole("dialog", { name: es.notifications.title });
  await expect(panel.getByRole("listitem")).toHaveText([
    `${es.notifications.new}: ${es.notifications.bonusTitles.onboarding_reward}Recibiste 50.000 monedas.${es.notifications.justNow}`,
    `${es.notifications.new}: ${es.notifications.bonusTitles.welcome}Recibiste 250.000 monedas y 5 entradas gratis.${es.notifications.justNow}`,
  ]);
});
