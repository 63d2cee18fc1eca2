import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import type { Currency } from "@reelhouse/contract";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";

const en = ui.en.studio;
/** A new player's welcome grant, in minor units. */
const WELCOME = { coins: 10_000_000, entries: 200 };

const TITLES = [
  ["lucky-lanterns", "Lucky Lanterns"],
  ["midnight-fruits", "Midnight Fruits"],
  ["viking-voyage", "Viking Voyage"],
  ["savanna-sunrise", "Savanna Sunrise"],
  ["sunken-fortune", "Sunken Fortune"],
  ["dragons-hoard", "Dragon's Hoard"],
  ["gold-rush-express", "Gold Rush Express"],
  ["storm-forge", "Storm Forge"],
  ["cosmic-scratch", "Cosmic Scratch"],
] as const;

interface StoredRound {
  id: string;
  cost: number;
  totalWin: number;
  status: "open" | "complete";
  currency: Currency;
}

// A round with a feature plays every free spin in the browser; turbo and reduced motion keep it short.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addInitScript(() => {
    const key = "reelhouse.studio.settings";
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({ isSoundOn: false, isTurbo: true, hasConfirmedMaxBet: false, bets: {} }),
      );
    }
  });
});

/** The balance as the header and the game write it: coins whole, entries with cents. */
function written(minorUnits: number, currency: Currency): string {
  return currency === "coins"
    ? new Intl.NumberFormat("en").format(Math.floor(minorUnits / 100))
    : new Intl.NumberFormat("en", { minimumFractionDigits: 2 }).format(minorUnits / 100);
}

async function openGame(page: Page, gameId: string, name: string): Promise<FrameLocator> {
  await page.goto(`/game?game=${gameId}`);
  // A new player in coins mode has entries too: the switch to sweeps is offered first.
  const offer = page.getByRole("dialog", { name: en.sweeps.title });
  await offer.getByRole("button", { name: en.sweeps.keepCoins }).click();
  await expect(offer).toBeHidden();
  const frame = page.frameLocator(`iframe[title="${en.page.frameTitle.replace("{{name}}", name)}"]`);
  await expect(frame.getByRole("button", { name: /^(Spin|Buy a card)$/ })).toBeEnabled({ timeout: 20_000 });
  return frame;
}

async function latestRound(request: APIRequestContext, gameId: string): Promise<StoredRound> {
  const response = await request.get(`/rest/studio/rounds/?gameId=${gameId}&limit=1`);
  expect(response.ok()).toBe(true);
  const round = (await response.json()).data.rounds[0] as StoredRound | undefined;
  if (!round) throw new Error(`no round of ${gameId}`);
  return round;
}

function balanceIn(frame: FrameLocator) {
  return frame.getByRole("status", { name: en.hud.balance });
}

for (const [gameId, name] of TITLES) {
  test(`a new player spins ${name} once and the balance shown is what the stored round left`, async ({
    page,
    player: _,
  }) => {
    const frame = await openGame(page, gameId, name);
    await expect(balanceIn(frame)).toHaveText(written(WELCOME.coins, "coins"));
    const isScratch = gameId === "cosmic-scratch";
    await frame.getByRole("button", { name: isScratch ? en.hud.buyCard : en.hud.spin, exact: true }).click();
    if (isScratch) await frame.getByRole("button", { name: en.scratch.revealAll }).click();
    await expect(
      frame.getByRole("button", { name: isScratch ? en.hud.buyCard : en.hud.spin, exact: true }),
    ).toBeEnabled({
      timeout: 45_000,
    });

    const round = await latestRound(page.request, gameId);
    expect(round.status).toBe("complete");
    await expect(balanceIn(frame)).toHaveText(written(WELCOME.coins - round.cost + round.totalWin, "coins"));
  });
}

test("after switching to entries, a spin is paid in entries and the balance matches the round", async ({
  page,
  player: _,
}) => {
  await openGame(page, "midnight-fruits", "Midnight Fruits");
  await page.getByRole("button", { name: en.currency.entries, exact: true }).click();
  // The frame loads again in the new mode.
  const entries = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Midnight Fruits")}"]`,
  );
  await expect(balanceIn(entries)).toHaveText(written(WELCOME.entries, "entries"), { timeout: 20_000 });
  await entries.getByRole("button", { name: en.hud.spin, exact: true }).click();
  await expect(entries.getByRole("button", { name: en.hud.spin, exact: true })).toBeEnabled({
    timeout: 45_000,
  });

  const round = await latestRound(page.request, "midnight-fruits");
  expect(round.currency).toBe("entries");
  await expect(balanceIn(entries)).toHaveText(
    written(WELCOME.entries - round.cost + round.totalWin, "entries"),
  );
});

test("a bought feature starts free spins; a reload in the middle resumes and finishes them", async ({
  page,
  player: _,
}) => {
  const frame = await openGame(page, "viking-voyage", "Viking Voyage");
  await frame.getByRole("button", { name: new RegExp(en.buy.button) }).click();
  const dialog = frame.getByRole("dialog", { name: en.buy.title });
  await dialog.getByRole("button", { name: /^Buy for / }).click();
  await expect(frame.getByRole("heading", { name: en.cards.freeSpins })).toBeVisible({ timeout: 20_000 });

  const open = await latestRound(page.request, "viking-voyage");
  expect(open.status).toBe("open");
  await page.reload();
  const resumed = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Viking Voyage")}"]`,
  );
  await page
    .getByRole("dialog", { name: en.sweeps.title })
    .getByRole("button", { name: en.sweeps.keepCoins })
    .click();
  await expect(resumed.getByRole("heading", { name: en.cards.resumeFreeSpins })).toBeVisible({
    timeout: 20_000,
  });
  // A feature can retrigger many times: the player taps the game to skip each presentation, as
  // the game offers (a tap skips while a round plays and does nothing after it), until the round
  // is over and the spin button comes back.
  const spin = resumed.getByRole("button", { name: en.hud.spin, exact: true });
  await expect(async () => {
    await resumed.locator("canvas").first().click({ force: true });
    await expect(spin).toBeEnabled({ timeout: 250 });
  }).toPass({ timeout: 50_000, intervals: [100] });

  const round = await latestRound(page.request, "viking-voyage");
  expect(round.id).toBe(open.id);
  expect(round.status).toBe("complete");
  await expect(balanceIn(resumed)).toHaveText(written(WELCOME.coins - round.cost + round.totalWin, "coins"));
});

test("a past round replays from the game history, in the game frame, with no betting", async ({
  page,
  player: _,
}) => {
  const frame = await openGame(page, "midnight-fruits", "Midnight Fruits");
  await frame.getByRole("button", { name: en.hud.spin, exact: true }).click();
  await expect(frame.getByRole("button", { name: en.hud.spin, exact: true })).toBeEnabled({
    timeout: 45_000,
  });
  const round = await latestRound(page.request, "midnight-fruits");

  await page.goto("/game/history");
  await page.getByRole("link", { name: ui.en.gameHistory.replay }).first().click();
  await expect(page).toHaveURL(new RegExp(`replay=${round.id}`));
  const replay = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Midnight Fruits")}"]`,
  );
  const banner = replay.getByRole("region", { name: en.replay.label });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole("button", { name: en.replay.again })).toBeVisible({ timeout: 30_000 });
  // A replay shows the round; it never bets again.
  await expect(replay.getByRole("button", { name: en.hud.spin, exact: true })).toHaveCount(0);
  expect((await latestRound(page.request, "midnight-fruits")).id).toBe(round.id);
});
