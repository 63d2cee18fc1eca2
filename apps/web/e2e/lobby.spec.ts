import type { APIRequestContext, Page } from "@playwright/test";
import { expect, quietPopups, test } from "./fixtures.ts";
import { PASSWORD, uniqueEmail } from "./support/accounts.ts";
import { type Language, ui } from "./support/catalogs.ts";
import { playQuickRounds, spinGoldRushOnce } from "./support/journeys.ts";

const en = ui.en;
const port = Number(process.env.E2E_PORT ?? 3199);
/** A theme with a lobby page of its own (spec §6); the default host's theme, funrize, has its lobby on the home. */
const STORMRUSH = `http://stormrush.localhost:${port}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// Playing a round renders the game client and waits for the round's reels.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => playQuickRounds(page));

/** A collection's title, as the catalogue names it in a language. */
async function collectionTitle(
  request: APIRequestContext,
  slug: string,
  lang: Language = "en",
): Promise<string> {
  const catalogue = await (
    await request.get("/rest/get-game-filters/", { headers: { "accept-language": lang } })
  ).json();
  return catalogue.issues[slug].title;
}

/** A game's tile link: its name comes first in the link's text. */
function tile(scope: Page | ReturnType<Page["locator"]>, name: string) {
  return scope.getByRole("link", { name: new RegExp(`^${name}`) }).first();
}

function heart(scope: Page | ReturnType<Page["locator"]>, lang: Language, name: string) {
  return scope.getByRole("button", { name: ui[lang].games.favorites.toggle.replace("{{name}}", name) });
}

test("a guest browses the home and the lobby, searches, opens a collection and is sent to sign-up", async ({
  page,
  context,
  request,
}) => {
  // Another brand's host: its own cookie keeps the guest's popup ads quiet there too.
  await quietPopups(context, STORMRUSH);
  await page.setViewportSize(DESKTOP);
  const popular = await collectionTitle(request, "popularGames");
  await page.goto(`${STORMRUSH}/`);
  await expect(page.getByRole("region", { name: en.games.banners.label })).toBeVisible();
  await expect(tile(page, "Gold Rush Express")).toBeVisible();

  // The hero leads to the lobby too, beside the welcome offer.
  await page
    .getByRole("region", { name: en.guest.heroTitle })
    .getByRole("link", { name: en.guest.browseGames })
    .click();
  await expect(page).toHaveURL(`${STORMRUSH}/lobby`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.lobby.title);
  await expect(page.getByRole("heading", { name: popular })).toBeVisible();

  const search = page.getByRole("searchbox", { name: en.games.search.label });
  await search.fill("dragon");
  const results = page.getByRole("list", { name: en.games.search.results });
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(tile(results, "Dragon's Hoard")).toBeVisible();
  await search.fill("reelhouse");
  // A provider's name finds its games.
  await expect(tile(results, "Lucky Lanterns")).toBeVisible();
  await expect(tile(results, "Dragon's Hoard")).toBeVisible();
  await search.fill("no such game");
  await expect(
    page.getByRole("heading", { name: en.games.search.emptyTitle.replace("{{query}}", "no such game") }),
  ).toBeVisible();
  await page.getByRole("button", { name: en.games.search.clear }).click();
  await expect(search).toHaveValue("");

  await page.getByRole("link", { name: en.games.row.seeAllOf.replace("{{title}}", popular) }).click();
  await expect(page).toHaveURL(`${STORMRUSH}/issues/popularGames`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(popular);
  await tile(page.getByRole("list", { name: popular }), "Dragon's Hoard").click();
  await expect(page).toHaveURL(
    `${STORMRUSH}/signup/?redirectTo=${encodeURIComponent("/issues/popularGames?game=dragons-hoard")}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pages.signup.title);
});

test("on a phone in Spanish, a guest's home is the lobby (funrize): a category, then sign-up to play", async ({
  page,
  request,
}) => {
  const es = ui.es;
  const bonusBuy = await collectionTitle(request, "bonusBuyGames", "es");
  await page.setViewportSize(PHONE);
  await page.goto("/es/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.guest.heroTitle);
  const menu = page.getByRole("navigation", { name: es.games.menu.label });
  await menu.getByRole("link", { name: bonusBuy }).click();
  await expect(page).toHaveURL(/\/es\/\?category=bonusBuyGames$/);
  await expect(page.getByRole("heading", { level: 2, name: bonusBuy })).toBeVisible();
  await expect(menu.getByRole("link", { name: bonusBuy })).toHaveAttribute("aria-current", "page");
  await tile(page.getByRole("list", { name: bonusBuy }), "Viking Voyage").click();
  await expect(page).toHaveURL(
    /\/es\/signup\/\?category=bonusBuyGames&redirectTo=%2Fes%2F%3Fcategory%3DbonusBuyGames%26game%3Dviking-voyage$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.pages.signup.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Signed up, the player lands in the game they tapped.
  await page.getByLabel(es.auth.email, { exact: true }).fill(uniqueEmail("lobby-game"));
  await page.getByLabel(es.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: es.auth.createAccount }).click();
  await expect(page).toHaveURL(/\/es\/\?category=bonusBuyGames&game=viking-voyage$/);
  await expect(page.getByRole("dialog", { name: "Viking Voyage" })).toBeVisible();
});

test("a collection, a provider or a game the catalogue does not have fails route validation (spec §2)", async ({
  request,
}) => {
  // The sandbox provider's test pages are in no player's catalogue, so it has no page either.
  for (const path of ["/issues/hot-games", "/games/weekly-specials", "/games/sandbox", "/issues/fishing"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`>Page Not Found: ${path}</h1>`);
  }
  const provider = await request.get("/games/reelhouse");
  expect(await provider.text()).toContain(">Reelhouse</h1>");
});

test("every tile of a player's lobby opens a house game in the studio, never a test page", async ({
  page,
  player: _,
}) => {
  test.slow();
  const studio = en.studio;
  await page.setViewportSize(DESKTOP);
  // Funrize's home is its lobby: every row, the game of the week and the categories.
  await page.goto("/");
  await expect(tile(page, "Gold Rush Express")).toBeVisible();
  const hrefs = await page
    .locator('a[href*="game="]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const slugs = [...new Set(hrefs.map((href) => new URL(href, "http://x").searchParams.get("game")))];
  expect(slugs.sort()).toEqual([
    "cosmic-scratch",
    "dragons-hoard",
    "gold-rush-express",
    "lucky-lanterns",
    "midnight-fruits",
    "potion-parlour",
    "savanna-sunrise",
    "star-quarry",
    "storm-forge",
    "sugar-storm",
    "sunken-fortune",
    "viking-voyage",
  ]);

  // Each game page as the server renders it for this player names its frame; the studio serves it.
  // (Every title's game is played in the browser by studio.spec.ts.)
  for (const slug of slugs) {
    const html = await (await page.request.get(`/game?game=${slug}`)).text();
    const frameTag = html.match(/<iframe[^>]*class="game-page__frame"[^>]*>/)?.[0] ?? "";
    const src = frameTag.match(/ src="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(src, `the frame of ${slug}`).toMatch(new RegExp(`^/studio/${slug}(\\?|$)`));
    const framed = await page.request.get(src);
    expect(framed.status()).toBe(200);
    expect(await framed.text()).not.toMatch(/test studio/i);
  }
  // One as the player sees it: the studio's game with its balance, not a test page.
  await page.goto(`/game?game=${slugs.at(-1)}`);
  const game = page.frameLocator("iframe.game-page__frame");
  await expect(game.getByRole("status", { name: studio.hud.balance })).toBeVisible({ timeout: 30_000 });
  await expect(game.getByText(/test studio/i)).toHaveCount(0);
});

for (const [lang, viewport] of [
  ["en", DESKTOP],
  ["es", PHONE],
] as const) {
  test(`a player opens a game through the modal, keeps it as a favorite after a reload, and plays (${lang})`, async ({
    page,
    player: _,
  }) => {
    const t = ui[lang];
    await page.setViewportSize(viewport);
    // Funrize has no lobby page: its lobby is the home, with the search and the categories.
    await page.goto(`${t.prefix}/`);
    await page.getByRole("searchbox", { name: t.games.search.label }).fill("gold rush");
    await tile(page.getByRole("list", { name: t.games.search.results }), "Gold Rush Express").click();

    const modal = page.getByRole("dialog", { name: "Gold Rush Express" });
    await expect(modal.getByRole("link", { name: t.games.modal.play.coins })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/\\?game=gold-rush-express$`));
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/rest/player/favorite-games/7/") && response.ok(),
    );
    await heart(modal, lang, "Gold Rush Express").click();
    await expect(heart(modal, lang, "Gold Rush Express")).toHaveAttribute("aria-pressed", "true");
    await saved;

    await page.reload();
    await expect(
      heart(page.getByRole("dialog", { name: "Gold Rush Express" }), lang, "Gold Rush Express"),
    ).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: t.games.modal.close }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`${t.prefix}/issues/favorites`);
    await expect(
      tile(page.getByRole("list", { name: t.pages.favorites.title }), "Gold Rush Express"),
    ).toBeVisible();

    await tile(page, "Gold Rush Express").click();
    await page
      .getByRole("dialog", { name: "Gold Rush Express" })
      .getByRole("link", { name: t.games.modal.play.coins })
      .click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/game\\?game=gold-rush-express$`));
    // A new player in coins mode has entries too: the switch to sweeps is offered first.
    await page
      .getByRole("dialog", { name: t.studio.sweeps.title })
      .getByRole("button", { name: t.studio.sweeps.keepCoins })
      .click();
    expect(await spinGoldRushOnce(page, lang)).toMatchObject({ status: "complete", currency: "coins" });

    // Offered once a session: the next game opens straight away.
    await page.goto(`${t.prefix}/game?game=gold-rush-express`);
    await expect(page.getByRole("dialog", { name: t.studio.sweeps.title })).toHaveCount(0);
    expect(await spinGoldRushOnce(page, lang)).toMatchObject({ status: "complete", currency: "coins" });
    await expect(page.getByRole("dialog", { name: t.studio.sweeps.title })).toHaveCount(0);
  });
}
