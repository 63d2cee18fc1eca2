/**
 * Cashback across a day (spec §3, §4, §7): a new player loses coins in a house game, sees today's
 * cashback building up, comes back after the server's clock moved a day (the nightly calculation
 * runs as a durable job on the server's own schedule), claims it and sees it credited in the
 * header without a reload. Spanish smoke test of the panel. Runs on the tomorrow server
 * (playwright.config.ts), whose clock other specs move too: it asserts only what follows from "a
 * day later".
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { advanceServerClock, DAY_MS } from "./support/clock.ts";
import { playQuickRounds, signIn } from "./support/journeys.ts";

const en = ui.en;
const MAX_SPINS = 40;

test.describe.configure({ mode: "serial", timeout: 180_000 });

interface Cashback {
  status: string;
  statusCalculation: boolean;
  currentReward: { coins: number };
  availableReward: { coins: number };
}

async function cashbackOf(request: APIRequestContext): Promise<Cashback> {
  const response = await request.get("/rest/cashback/info/");
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
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

/** Rounds of Gold Rush Express at its standard bet until the day has earned some cashback. */
async function loseSomeCoins(page: Page) {
  await page.goto("/game?game=gold-rush-express");
  // A new player in coins mode has entries too: the switch to sweeps is offered first.
  const offer = page.getByRole("dialog", { name: en.studio.sweeps.title });
  await offer.getByRole("button", { name: en.studio.sweeps.keepCoins }).click();
  await expect(offer).toBeHidden();
  const frame = page.frameLocator(
    `iframe[title="${en.studio.page.frameTitle.replace("{{name}}", "Gold Rush Express")}"]`,
  );
  const spin = frame.getByRole("button", { name: en.studio.hud.spin, exact: true });
  for (let spins = 0; spins < MAX_SPINS; spins++) {
    await expect(spin).toBeEnabled({ timeout: 45_000 });
    if ((await cashbackOf(page.request)).currentReward.coins > 0) return;
    await spin.click();
  }
  throw new Error(`${MAX_SPINS} rounds left no net loss to return`);
}

test("a player who lost coins claims cashback a day later and sees it in the header", async ({
  page,
  player,
}) => {
  await playQuickRounds(page);
  await loseSomeCoins(page);
  const earned = (await cashbackOf(page.request)).currentReward.coins;
  expect(earned).toBeGreaterThan(0);

  // Today: the reward builds up; nothing can be claimed yet.
  await page.goto("/lobby");
  await page.getByRole("button", { name: en.cashback.open, exact: true }).click();
  const today = page.getByRole("dialog", { name: en.cashback.title });
  await expect(today.getByText(en.cashback.nothingToClaim)).toBeVisible();
  await expect(today.getByText(en.cashback.soFar.daily)).toBeVisible();
  await expect(today.getByRole("button", { name: /^Claim / })).toHaveCount(0);
  await today.getByRole("button", { name: en.cashback.close }).click();

  // A day later the session has gone idle; the player signs in again.
  await advanceServerClock(page, DAY_MS);
  await signIn(page, "en", player.email);
  await expect(page.getByRole("group", { name: en.wallet.balance })).toBeVisible();

  // The calculation runs on the server's schedule; the button lights up once the reward is ready.
  const ready = page.getByRole("button", { name: /^Cashback: .* ready to claim$/ });
  await expect(async () => {
    await page.reload();
    await expect(ready).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const { availableReward } = await cashbackOf(page.request);
  expect(availableReward.coins).toBeGreaterThanOrEqual(earned);
  const before = await coinsOf(page.request);
  await expect(headerCoins(page, before)).toBeVisible();

  await ready.click();
  const dialog = page.getByRole("dialog", { name: en.cashback.title });
  await expect(dialog.getByText(en.cashback.ready)).toBeVisible();
  const claim = dialog.getByRole("button", { name: /^Claim / });
  await expect(claim).toBeEnabled();
  await claim.dblclick();

  await expect(dialog.getByText(/ added to your balance$/)).toBeVisible();
  await expect(dialog.getByText(en.cashback.claimedLast)).toBeVisible();
  // Credited once, in the header, without a reload.
  await expect(headerCoins(page, before + availableReward.coins)).toBeVisible();
  expect(await coinsOf(page.request)).toBe(before + availableReward.coins);
  const history = await page.request.get("/rest/player/transactions/?kind=cashback");
  expect((await history.json()).data.transactions).toEqual([
    expect.objectContaining({ kind: "cashback", coins: availableReward.coins }),
  ]);
});

test("the cashback panel reads in Spanish on Spanish pages", async ({ page, player: _ }) => {
  const es = ui.es;
  await page.goto("/es/lobby");
  await page.getByRole("button", { name: es.cashback.open, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: es.cashback.title });
  await expect(dialog.getByText(es.cashback.lead.daily.coins.replace("{{percent}}", "10"))).toBeVisible();
  await expect(dialog.getByText(es.cashback.nothingToClaim)).toBeVisible();
  await expect(dialog.getByText(es.cashback.soFar.daily)).toBeVisible();
  await dialog.getByText(es.cashback.howItWorks).click();
  await expect(dialog.getByText(es.cashback.steps.play.coins)).toBeVisible();
});
