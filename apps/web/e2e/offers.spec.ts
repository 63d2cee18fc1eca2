/**
 * Offers and popup ads for a new player (ADR 136): the welcome first, then the first-purchase
 * offer, once a day; bought from it, the buy button's badge and the home's banner move on to the
 * next offer; the game of the week and then the lobby's popup ad wait until the welcome and the
 * offer are done.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signUpThroughApi } from "./support/accounts.ts";
import { type Language, ui } from "./support/catalogs.ts";
import { payByCard } from "./support/journeys.ts";

// Offers and ads are what these journeys are about: the fixtures' quiet cookie is left out.
test.use({ isQuiet: false });
// A purchase journey is several full page loads and a provider round trip (charge, webhook, poll).
test.describe.configure({ timeout: 120_000 });

/** The demo's ad for new players on the lobby (apps/server/src/modules/popups/demo-ads.ts). */
const RACES_AD = "Race for the top spot";
const BRAND = "Funrize";

function buyButtonLabel(
  catalog: (typeof ui)[Language],
  badge: "first_purchase" | "limited",
  percent: number,
) {
  return catalog.cashier.openWithOffer
    .replace("{{offer}}", catalog.cashier.badges[badge])
    .replace("{{percent}}", String(percent));
}

function offerBanner(page: Page, catalog: (typeof ui)[Language]) {
  return page.getByRole("complementary", { name: catalog.cashier.offerBanner.label });
}

test("a new player is welcomed, offered the first purchase once a day, buys from it, and the badge and banner move on; the lobby's ad comes last", async ({
  page,
  context,
}) => {
  const en = ui.en;
  await signUpThroughApi(context.request, { completeRegistration: true });
  await page.goto("/");

  // The welcome stands alone: no offer, no ad beside it.
  const welcome = page.getByRole("dialog", { name: en.welcome.title.replace("{{brand}}", BRAND) });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(offerBanner(page, en)).toContainText("Welcome offer: 150% more coins");
  await expect(
    page.getByRole("banner").getByRole("link", { name: buyButtonLabel(en, "first_purchase", 150) }),
  ).toBeVisible();
  await welcome.getByRole("button", { name: en.welcome.later }).click();

  // Then the first-purchase offer, alone too: the lobby's ad waits behind it.
  const offer = page.getByRole("dialog", {
    name: en.cashier.offerPopup.firstPurchaseTitle.replace("{{percent}}", "150"),
  });
  await expect(offer).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await offer.getByRole("button", { name: "Buy Welcome offer for $9.99" }).click();

  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await expect(cashier.getByRole("radio", { name: "Choose Welcome offer" })).toBeChecked();
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/cash\/success\/\?paymentId=/, { timeout: 15_000 });

  // Bought: the buy button's badge moves on to the next offer.
  await expect(
    page.getByRole("banner").getByRole("link", { name: buyButtonLabel(en, "limited", 50) }),
  ).toBeVisible();

  // Back on the home (a new page load the same day): the game of the week, once this week, then
  // the lobby's ad; the offer does not open again: it would have gone before both.
  await page.goto("/");
  const gameOfWeek = page.getByRole("dialog", { name: en.games.gameOfWeek.title });
  await expect(gameOfWeek).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(gameOfWeek.getByRole("heading", { name: "Gold Rush Express" })).toBeVisible();
  await expect(gameOfWeek.getByText(/^All aboard: 243 ways to win/)).toBeVisible();
  await expect(gameOfWeek.getByRole("link", { name: en.common.playNow })).toBeFocused();
  await gameOfWeek.getByRole("button", { name: en.games.gameOfWeek.dialog.later }).click();
  const ad = page.getByRole("dialog", { name: RACES_AD });
  await expect(ad).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(offerBanner(page, en)).toContainText("High roller deal: 50% more coins");
  await ad.getByRole("button", { name: "See the races" }).click();
  await expect(page).toHaveURL(/\/races\/?$/);
  // The ad is gone; what stands there now is the races page's own welcome.
  await expect(ad).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: en.tournaments.welcome.title.solo })).toBeVisible();
});

test("en español: la oferta habla español, y «Hoy no» calla ofertas y anuncios por hoy", async ({
  page,
  context,
}) => {
  const es = ui.es;
  await signUpThroughApi(context.request, { completeRegistration: true });
  await page.goto("/es/");
  const welcome = page.getByRole("dialog", { name: es.welcome.title.replace("{{brand}}", BRAND) });
  await welcome.getByRole("button", { name: es.welcome.later }).click();

  const offer = page.getByRole("dialog", {
    name: es.cashier.offerPopup.firstPurchaseTitle.replace("{{percent}}", "150"),
  });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: es.cashier.offerPopup.notToday }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Quiet for the day, remembered across page loads.
  await page.reload();
  await expect(offerBanner(page, es)).toBeVisible();
  const cookies = await context.cookies();
  expect(Number(cookies.find((cookie) => cookie.name === "popups_quiet_until")?.value)).toBeGreaterThan(
    Date.now(),
  );
});
