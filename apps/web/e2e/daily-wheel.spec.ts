/**
 * The daily wheel (issue 26): a new player spins today's wheel from the header (a double click is
 * one spin) and sees the prize land and the header balance rise without a reload; after buying a
 * package in the cashier a booster spin waits and spins. Spanish smoke test of the wheel.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { payByCard } from "./support/journeys.ts";

const en = ui.en;
const SAME_SITE = { "sec-fetch-site": "same-origin" };

// A purchase journey is several page loads and a provider round trip; the wheel turns ~5 s.
test.describe.configure({ timeout: 120_000 });

interface WheelSpin {
  kind: string;
  prize: { coins: number; entries: number };
}

async function spinsOf(request: APIRequestContext): Promise<WheelSpin[]> {
  const response = await request.get("/rest/daily-wheel/info/");
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.spins;
}

async function coinsOf(request: APIRequestContext): Promise<number> {
  const init = await request.get("/rest/app/init/");
  return (await init.json()).data.playerInfo.playerBalance.coins;
}

/** The header's coins button, named by the amount it shows: coins whole, as the header writes them. */
function headerCoins(page: Page, minorUnits: number) {
  const whole = new Intl.NumberFormat("en").format(Math.floor(minorUnits / 100));
  return page
    .getByRole("group", { name: en.wallet.balance })
    .getByRole("button", { name: new RegExp(`^${whole} ${en.wallet.coins}\\.`) });
}

test("a new player spins the daily wheel and sees the prize credited without a reload", async ({
  page,
  player: _,
}) => {
  await page.goto("/lobby");
  const before = await coinsOf(page.request);
  await expect(headerCoins(page, before)).toBeVisible();

  await page.getByRole("button", { name: en.dailyWheel.openAvailable }).click();
  const dialog = page.getByRole("dialog", { name: en.dailyWheel.title });
  await dialog.getByText(en.dailyWheel.odds.replace("{{wheel}}", en.dailyWheel.kinds.daily)).click();
  await expect(dialog.getByRole("columnheader", { name: en.dailyWheel.oddsChance })).toBeVisible();
  await dialog.getByRole("button", { name: en.dailyWheel.spin }).dblclick();

  await expect(dialog.getByText(en.dailyWheel.won)).toBeVisible({ timeout: 15_000 });
  const spins = await spinsOf(page.request);
  expect(spins).toHaveLength(1);
  const [spun] = spins as [WheelSpin];
  expect(spun.kind).toBe("daily");
  await expect(headerCoins(page, before + spun.prize.coins)).toBeVisible();
  expect(await coinsOf(page.request)).toBe(before + spun.prize.coins);
  await expect(dialog.getByText(/^Your next free spin comes in /)).toBeVisible();
  await expect(dialog.getByRole("button", { name: en.dailyWheel.spin })).toHaveCount(0);

  // Once the player changes seeds, the spin is checked in the browser from the revealed seed.
  const rotated = await page.request.post("/rest/fairness/rotate/", { data: {}, headers: SAME_SITE });
  expect(rotated.ok(), await rotated.text()).toBe(true);
  await page.goto("/promotions#daily-wheel");
  const reopened = page.getByRole("dialog", { name: en.dailyWheel.title });
  await reopened.getByText(en.dailyWheel.history).click();
  await expect(reopened.getByText(en.dailyWheel.check.verified)).toBeVisible();
});

test("after buying a package in the cashier, a booster wheel spin waits and spins", async ({
  page,
  player: _,
}) => {
  await page.goto("/lobby#cash");
  const cashier = page.getByRole("dialog", { name: en.cashier.title });
  await cashier.getByRole("button", { name: "Buy for $9.99" }).click();
  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/cash\/success\/\?paymentId=/, { timeout: 15_000 });

  await page.goto("/promotions#daily-wheel");
  const dialog = page.getByRole("dialog", { name: en.dailyWheel.title });
  const booster = dialog.getByRole("button", { name: new RegExp(`^${en.dailyWheel.kinds.booster}`) });
  await expect(booster).toContainText("1 spin");
  await booster.click();
  await expect(booster).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: en.dailyWheel.spin }).click();
  await expect(dialog.getByText(en.dailyWheel.won)).toBeVisible({ timeout: 15_000 });
  await expect(booster).toContainText("0 spins");
  await expect(dialog.getByText(en.dailyWheel.boosterNone)).toBeVisible();
  expect((await spinsOf(page.request)).map((spin) => spin.kind)).toEqual(["booster"]);
  // Today's free spin is still there.
  await expect(
    dialog.getByRole("button", { name: new RegExp(`^${en.dailyWheel.kinds.daily}`) }),
  ).toContainText("1 spin");
});

test("the daily wheel reads in Spanish on Spanish pages", async ({ page, player: _ }) => {
  const es = ui.es;
  await page.goto("/es/promotions#daily-wheel");
  const dialog = page.getByRole("dialog", { name: es.dailyWheel.title });
  await expect(dialog.getByRole("button", { name: es.dailyWheel.spin })).toBeEnabled();
  await dialog.getByText(es.dailyWheel.odds.replace("{{wheel}}", es.dailyWheel.kinds.daily)).click();
  await expect(dialog.getByRole("columnheader", { name: es.dailyWheel.oddsChance })).toBeVisible();
  await expect(dialog.getByText(es.dailyWheel.fairNote)).toBeVisible();
});
