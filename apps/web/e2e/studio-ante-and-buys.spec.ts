/**
 * Storm Forge's ante bet and two bonus buys, as a new player meets them in Spanish: the ante
 * switched on raises the stake the server charges, each buy tier is bought once at its price, and
 * the history shows each round with its tier and ante.
 */
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { finishRound, playQuickRounds } from "./support/journeys.ts";

const GAME = "storm-forge";
const NAME = "Storm Forge";
/** What each way of playing costs at the title's lowest bet, 200 coins, in minor units. */
const COSTS = { ante: 25_000, standard: 2_280_000, super: 8_640_000 };

interface StoredRound {
  id: string;
  cost: number;
  buy: boolean;
  buyTier: "standard" | "super" | null;
  ante: boolean;
  status: "open" | "complete";
}

// Each bought round plays its free spins in the browser; turbo and reduced motion keep them short.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(({ page }) => playQuickRounds(page, GAME));

async function latestRound(request: APIRequestContext): Promise<StoredRound> {
  const response = await request.get(`/rest/studio/rounds/?gameId=${GAME}&limit=1`);
  expect(response.ok()).toBe(true);
  const round = (await response.json()).data.rounds[0] as StoredRound | undefined;
  if (!round) throw new Error(`no round of ${GAME}`);
  return round;
}

// One language: the journey is the same in both, and the title's other journeys are in English.
const lang = "es";
const t = ui[lang];
const studio = t.studio;

async function openGame(page: Page): Promise<FrameLocator> {
  await page.goto(`${t.prefix}/game?game=${GAME}`);
  const offer = page.getByRole("dialog", { name: studio.sweeps.title });
  await offer.getByRole("button", { name: studio.sweeps.keepCoins }).click();
  await expect(offer).toBeHidden();
  const frame = page.frameLocator(`iframe[title="${studio.page.frameTitle.replace("{{name}}", NAME)}"]`);
  await expect(frame.getByRole("button", { name: studio.hud.spin, exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  return frame;
}

test(`${lang}: a new player plays with the ante, buys each tier once and finds them in the history`, async ({
  page,
  player: _,
}) => {
  const frame = await openGame(page);

  const ante = frame.getByRole("button", { name: new RegExp(studio.ante.label) });
  await expect(ante).toHaveAttribute("aria-pressed", "false");
  await ante.click();
  await expect(ante).toHaveAttribute("aria-pressed", "true");
  await expect(ante).toContainText(studio.ante.stake.replace("{{amount}}", "250"));
  await frame.getByRole("button", { name: studio.hud.spin, exact: true }).click();
  await finishRound(frame, lang);
  const anteRound = await latestRound(page.request);
  expect([anteRound.ante, anteRound.buy, anteRound.cost, anteRound.status]).toEqual([
    true,
    false,
    COSTS.ante,
    "complete",
  ]);

  for (const tier of ["standard", "super"] as const) {
    await frame.getByRole("button", { name: new RegExp(studio.buy.button) }).click();
    const dialog = frame.getByRole("dialog", { name: studio.buy.title });
    await expect(dialog.getByRole("heading", { name: studio.buy.tiers.standard, exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: studio.buy.tiers.super, exact: true })).toBeVisible();
    await expect(dialog.getByText(studio.buy.noAnte)).toBeVisible();
    const price = new Intl.NumberFormat(lang).format(COSTS[tier] / 100);
    const confirm = studio.buy.confirm.split("{{amount}}")[0] ?? "";
    await dialog.getByRole("button", { name: new RegExp(`^${confirm}${price}\\b`) }).click();
    await expect(frame.getByRole("heading", { name: studio.cards.freeSpins })).toBeVisible({
      timeout: 20_000,
    });
    await finishRound(frame, lang);
    const bought = await latestRound(page.request);
    expect([bought.buy, bought.buyTier, bought.ante, bought.cost, bought.status]).toEqual([
      true,
      tier,
      false,
      COSTS[tier],
      "complete",
    ]);
  }

  await page.goto(`${t.prefix}/game/history`);
  const table = page.getByRole("table");
  await expect(table.getByText(t.gameHistory.features.ante, { exact: true })).toHaveCount(1);
  await expect(table.getByText(t.gameHistory.features.superBonusBuy, { exact: true })).toHaveCount(1);
  await expect(table.getByText(t.gameHistory.features.bonusBuy, { exact: true })).toHaveCount(1);
});
