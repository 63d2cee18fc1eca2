import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { payByCard } from "./support/journeys.ts";

const en = ui.en;
const es = ui.es;

// A purchase journey is several full page loads and a provider round trip (charge, webhook, poll).
test.describe.configure({ timeout: 120_000 });

/** A balance figure of the header, in whole units ("2,801,000 Coins" → 2801000). */
async function headerAmount(page: Page, unit: RegExp): Promise<number> {
  const label = await page
    .getByRole("group", { name: "Balance" })
    .getByRole("button", { name: unit })
    .first()
    .getAttribute("aria-label");
  return Number((label ?? "").replace(/[^\d.]/g, "").replace(/\.$/, ""));
}

/** Rubs the foil row by row, as a finger would, until the card shows its prize. */
async function scratch(page: Page) {
  const foil = page.locator("canvas.scratch-stage__foil");
  await expect(foil).toBeVisible();
  const box = await foil.boundingBox();
  if (!box) throw new Error("the foil has no box");
  await page.mouse.move(box.x + 8, box.y + 8);
  await page.mouse.down();
  for (let row = 0; row <= 6; row += 1) {
    const y = box.y + 8 + ((box.height - 16) * row) / 6;
    await page.mouse.move(box.x + (row % 2 === 0 ? box.width - 8 : 8), y, { steps: 10 });
  }
  await page.mouse.up();
}

test("a player buys a package, gets a scratch card, scratches it and sees the prize in the header and the history", async ({
  page,
  player: _,
}) => {
  await page.goto("/scratch-cards");
  // The first visit explains the lottery.
  const welcome = page.getByRole("dialog", { name: en.scratchCards.welcome.title.scratchCards });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: en.scratchCards.welcome.start }).click();
  await expect(welcome).toBeHidden();
  // No card yet: the page says how to earn one.
  await expect(page.getByRole("heading", { name: en.scratchCards.empty.title.scratchCards })).toBeVisible();
  await expect(page.getByText(en.scratchCards.empty.purchase_one)).toBeVisible();

  await page.getByRole("main").getByRole("link", { name: en.scratchCards.empty.buy }).click();
  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/cash\/success\/\?paymentId=/, { timeout: 15_000 });

  // The purchase's card arrives once the payment's events are worked through.
  await expect(async () => {
    await page.goto("/scratch-cards");
    await expect(
      page.getByRole("region", { name: en.scratchCards.stage.title.scratchCards, exact: true }),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText(/^Scratch card · from a purchase$/)).toBeVisible();
  const coinsBefore = await headerAmount(page, / Coins/);
  const entriesBefore = await headerAmount(page, / Entries/);

  await scratch(page);
  const prize = page.getByTestId("scratch-prize");
  await expect(prize).toBeVisible();
  await expect(prize).toContainText(en.scratchCards.stage.youWon);

  // What the page shows is what the server stored and paid.
  const lottery = await (await page.request.get("/rest/scratch-card-lottery/get/")).json();
  const [card] = lottery.data.cards;
  expect(card.status).toBe("opened");
  const { coins, entries } = card.prize as { coins: number; entries: number };
  expect(coins + entries).toBeGreaterThan(0);
  // Without a reload, the header shows the prize.
  await expect.poll(() => headerAmount(page, / Coins/)).toBe(coinsBefore + coins / 100);
  await expect.poll(() => headerAmount(page, / Entries/)).toBeCloseTo(entriesBefore + entries / 100, 2);
  await expect(page.getByText(/ added to your balance\.$/)).toBeVisible();

  await page.goto("/transactions");
  const row = page.getByRole("row", { name: new RegExp(en.wallet.history.kinds.scratch_card_prize) });
  await expect(row).toHaveCount(1);

  // Opened once: a second look shows the card as won, with nothing left to scratch.
  await page.goto("/scratch-cards");
  await expect(page.getByText(/^Won /)).toBeVisible();
  await expect(page.locator("canvas.scratch-stage__foil")).toHaveCount(0);
});

test("the promotions page leads to the scratch cards", async ({ page, player: _ }) => {
  await page.goto("/promotions");
  await page
    .getByRole("link", {
      name: en.promotions.openNamed.replace("{{name}}", en.promotions.names.scratchCards),
    })
    .click();
  await expect(page).toHaveURL(/\/scratch-cards$/);
  await expect(
    page.getByRole("heading", { level: 1, name: en.scratchCards.title.scratchCards }),
  ).toBeVisible();
});

test("in Spanish: the welcome, how to earn cards and the odds", async ({ page, player: _ }) => {
  await page.goto("/es/scratch-cards");
  const welcome = page.getByRole("dialog", { name: es.scratchCards.welcome.title.scratchCards });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: es.scratchCards.welcome.start }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: es.scratchCards.title.scratchCards }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: es.scratchCards.empty.title.scratchCards })).toBeVisible();
  await page.getByText(es.scratchCards.rules.title).click();
  await expect(page.getByRole("table", { name: es.scratchCards.rules.odds })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "1000 monedas" }).or(page.getByRole("cell", { name: "1.000 monedas" })),
  ).toBeVisible();
});
