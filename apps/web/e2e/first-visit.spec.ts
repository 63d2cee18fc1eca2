import { expect, test } from "./fixtures.ts";
import { PASSWORD, STARTING_BALANCE, uniqueEmail, WELCOME } from "./support/accounts.ts";
import { seriousViolations } from "./support/audit.ts";
import { languages, ui } from "./support/catalogs.ts";
import {
  completeRegistration,
  jackpotsPaid,
  playQuickRounds,
  spinGoldRushOnce,
  welcomeDialog,
} from "./support/journeys.ts";

// Sign-up, the registration step, the location, the welcome and a first round: a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => playQuickRounds(page));

for (const lang of languages) {
  test(`a new player signs up, shares the location, is welcomed with the gift and plays a first round (${lang})`, async ({
    page,
    context,
  }) => {
    const t = ui[lang];
    const quantity = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    // The browser has not been asked about this site yet, as for anyone arriving for the first time.
    await context.clearPermissions();

    // The guest home leads to sign-up.
    await page.goto(`${t.prefix}/`);
    await page.getByRole("link", { name: t.common.signUp, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages.signup.title);
    await page.getByLabel(t.auth.email, { exact: true }).fill(uniqueEmail(`first-visit-${lang}`));
    await page.getByLabel(t.auth.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.auth.createAccount }).click();

    // One dialog at a time: the registration step, then why the location is needed, then the welcome.
    await completeRegistration(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t.home.welcomeNamed.replace("{{name}}", "Ana"),
    );
    // The avatar takes the first name's initial, not the email's ("f").
    await expect(page.locator(".account-menu__avatar")).toHaveText("A");
    const explanation = page.getByRole("dialog", { name: t.geoblock.explain.title });
    await expect(explanation).toBeVisible();
    await expect(welcomeDialog(page, lang)).toHaveCount(0);
    // The player says yes when the browser asks.
    await context.grantPermissions(["geolocation"]);
    await explanation.getByRole("button", { name: t.geoblock.explain.continue }).click();
    await expect(explanation).toBeHidden();

    const welcome = welcomeDialog(page, lang);
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(t.welcome.leadNamed.replace("{{name}}", "Ana"));
    await expect(welcome.getByRole("list", { name: t.welcome.gift }).getByRole("listitem")).toContainText([
      `${quantity.format(WELCOME.coins / 100)} ${t.welcome.coins_other}`,
      `${quantity.format(WELCOME.entries / 100)} ${t.welcome.entries_other}`,
    ]);
    const playNow = welcome.getByRole("button", { name: t.common.playNow });
    await expect(playNow).toBeFocused();
    if (lang === "en") {
      expect(await seriousViolations(page, { include: "dialog", everyImpact: true })).toEqual([]);
    }
    await playNow.click();
    await expect(welcome).toBeHidden();
    // Play now opens the first popular game over the lobby, which is Funrize's home.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/\\?game=lucky-lanterns$`));
    const starter = page.getByRole("dialog", { name: "Lucky Lanterns" });
    await expect(starter.getByRole("link", { name: t.games.modal.play.coins })).toBeVisible();
    await starter.getByRole("button", { name: t.games.modal.close }).click();
    await expect(starter).toBeHidden();

    await page.getByRole("searchbox", { name: t.games.search.label }).fill("gold rush");
    await page
      .getByRole("list", { name: t.games.search.results })
      .getByRole("link", { name: /^Gold Rush Express/ })
      .first()
      .click();
    await page
      .getByRole("dialog", { name: "Gold Rush Express" })
      .getByRole("link", { name: t.games.modal.play.coins })
      .click();
    // A new player in coins mode has entries too: the switch to sweeps is offered first.
    await page
      .getByRole("dialog", { name: t.studio.sweeps.title })
      .getByRole("button", { name: t.studio.sweeps.keepCoins })
      .click();
    const frame = page.frameLocator(
      `iframe[title="${t.studio.page.frameTitle.replace("{{name}}", "Gold Rush Express")}"]`,
    );
    const balance = frame.getByRole("status", { name: t.studio.hud.balance });
    const coins = (minor: number) => new Intl.NumberFormat(lang).format(Math.floor(minor / 100));
    await expect(balance).toHaveText(coins(STARTING_BALANCE.coins));
    const round = await spinGoldRushOnce(page, lang);
    expect(round).toMatchObject({ status: "complete", currency: "coins" });
    expect(round.cost).toBeGreaterThan(0);
    await expect(balance).toHaveText(
      coins(
        STARTING_BALANCE.coins - round.cost + round.totalWin + (await jackpotsPaid(page.request, "coins")),
      ),
    );

    // Welcomed once: back home, the player is welcomed back, by name, and no dialog comes again.
    await page.goto(`${t.prefix}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t.home.welcomeBackNamed.replace("{{name}}", "Ana"),
    );
    const init = await (await page.request.get("/rest/app/init/")).json();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "welcome_seen")?.value).toBe(init.data.login);
  });
}
