/** Steps a player takes through the pages, shared by the specs that need them. */
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { PASSWORD } from "./accounts.ts";
import { type Language, ui } from "./catalogs.ts";

export async function signUpThroughForm(page: Page, lang: Language, email: string, origin = "") {
  const t = ui[lang];
  await page.goto(`${origin}${t.prefix}/signup`);
  await page.getByLabel(t.auth.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.auth.createAccount }).click();
}

export async function completeRegistration(page: Page, lang: Language) {
  const t = ui[lang];
  const dialog = page.getByRole("dialog", { name: t.account.completeTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.account.fields.name).fill("Ana");
  await dialog.getByLabel(t.account.fields.surname).fill("García");
  await dialog.getByLabel(t.account.fields.birthday).fill("1990-05-17");
  await dialog.getByLabel(t.account.fields.zip).fill("78701");
  await dialog.getByRole("button", { name: t.account.completeAction }).click();
  await expect(page.getByText(t.account.completed)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A new player's welcome dialog (features/welcome), titled with the brand: Funrize on the default host. */
export function welcomeDialog(page: Page, lang: Language, brand = "Funrize") {
  return page.getByRole("dialog", { name: ui[lang].welcome.title.replace("{{brand}}", brand) });
}

export async function signOut(page: Page, lang: Language) {
  const t = ui[lang];
  await page.getByRole("button", { name: t.account.menu }).click();
  await page.getByRole("button", { name: t.account.signOut }).click();
  await expect(page.getByRole("link", { name: t.common.signIn }).first()).toBeVisible();
}

export async function signIn(page: Page, lang: Language, email: string, password = PASSWORD) {
  const t = ui[lang];
  await page.goto(`${t.prefix}/signin`);
  await page.getByLabel(t.auth.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signInAction }).click();
}

export function dataLayerEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
}

/** The newest message the development outbox holds for `to`. */
export async function latestMessage(request: APIRequestContext, to: string, channel: "email" | "sms") {
  const url = `/rest/dev/outbox/?to=${encodeURIComponent(to)}&channel=${channel}`;
  await expect.poll(async () => (await (await request.get(url)).json()).data.length).toBeGreaterThan(0);
  const response = await request.get(url);
  return (await response.json()).data[0] as { subject: string | null; text: string };
}

export function linkIn(text: string, contains: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(contains));
  if (!link) throw new Error(`no ${contains} link in: ${text}`);
  return link;
}

/**
 * Rounds that play quickly: reduced motion, turbo, no sound; with `lowestBetOf`, that game opens at
 * its lowest coin bet. Written once per browser context, so what a test changes later (a bet in
 * another tab, turbo) survives its reloads.
 */
export async function playQuickRounds(page: Page, lowestBetOf?: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.addInitScript((game) => {
    const key = "reelhouse.studio.settings";
    if (localStorage.getItem(key)) return;
    const bets = game ? { [`${game}:coins`]: 0 } : {};
    localStorage.setItem(
      key,
      JSON.stringify({ isSoundOn: false, isTurbo: true, hasConfirmedMaxBet: false, bets }),
    );
  }, lowestBetOf ?? null);
}

/**
 * One round of Gold Rush Express in the game page's frame, once its spin button is ready; answers
 * the round as the server stored it.
 */
export async function spinGoldRushOnce(page: Page, lang: Language) {
  const t = ui[lang];
  const frame = page.frameLocator(
    `iframe[title="${t.studio.page.frameTitle.replace("{{name}}", "Gold Rush Express")}"]`,
  );
  const spin = frame.getByRole("button", { name: t.studio.hud.spin, exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 45_000 });
  const rounds = await (
    await page.request.get("/rest/studio/rounds/?gameId=gold-rush-express&limit=1")
  ).json();
  return rounds.data.rounds[0];
}

/** Fills the sandbox's card form inside the cashier's frame and pays. */
export async function payByCard(page: Page, card: string, catalog: (typeof ui)[Language] = ui.en) {
  const form = page.frameLocator(`iframe[title="${catalog.cashier.checkout}"]`);
  await form.getByLabel(catalog.cashier.sandbox.cardNumber).fill(card);
  await form.getByLabel(catalog.cashier.sandbox.expiry).fill("12/35");
  await form.getByLabel(catalog.cashier.sandbox.cvc).fill("123");
  await form.getByRole("button", { name: /^(Pay|Pagar) \$/ }).click();
}

/**
 * What jackpots won by chance have paid this player, in minor units of `currency`. Any paid round
 * may win one (the `collectsJackpots` fixture closes its dialog); it is paid beside the round, not
 * in the round's win, so a balance checked against the stored rounds adds it.
 */
export async function jackpotsPaid(
  request: APIRequestContext,
  currency: "coins" | "entries",
): Promise<number> {
  const response = await request.get("/rest/player/transactions/?kind=jackpot_win&limit=50");
  expect(response.ok()).toBe(true);
  const { transactions } = (await response.json()).data as {
    transactions: Array<{ coins: number; entries: number }>;
  };
  return transactions.reduce((sum, transaction) => sum + transaction[currency], 0);
}

/**
 * Plays out whatever the studio round has left in `frame`, tapping the game to skip each
 * presentation (a tap does nothing once the round is over), until its spin button comes back.
 */
export async function finishRound(frame: FrameLocator, lang: Language, timeout = 120_000): Promise<void> {
  const spin = frame.getByRole("button", { name: ui[lang].studio.hud.spin, exact: true });
  await expect(async () => {
    await frame.locator("canvas").first().click({ force: true });
    await expect(spin).toBeEnabled({ timeout: 250 });
  }).toPass({ timeout, intervals: [100] });
}
