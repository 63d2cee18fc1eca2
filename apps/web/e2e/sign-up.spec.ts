import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./support/accounts.ts";
import { apiMessage, languages, ui } from "./support/catalogs.ts";
import {
  completeRegistration,
  dataLayerEvents,
  signIn,
  signOut,
  signUpThroughForm,
  welcomeDialog,
} from "./support/journeys.ts";

const port = Number(process.env.E2E_PORT ?? 3199);
const en = ui.en;

// The one journey that signs up through the form; other specs start from a player made by the API.
test("a new visitor signs up, confirms the email from the mailbox, completes the profile, signs out and back in", async ({
  page,
}) => {
  const email = uniqueEmail("new-en");
  await signUpThroughForm(page, "en", email);
  await expect(page).toHaveURL(/\/$/);
  // The registration dialog says where the confirmation link went, and can send it again.
  const registration = page.getByRole("dialog", { name: en.account.completeTitle });
  await expect(registration.getByText(en.account.checkInbox.replace("{{email}}", email))).toBeVisible();
  await registration.getByRole("button", { name: en.account.resendEmail }).click();
  await expect(
    page.locator(".toast").getByText(en.account.emailSent.replace("{{email}}", email)),
  ).toBeVisible();
  await completeRegistration(page, "en");
  // Then the welcome, once (first-visit.spec.ts walks it).
  await welcomeDialog(page, "en").getByRole("button", { name: en.welcome.later }).click();
  await expect(welcomeDialog(page, "en")).toBeHidden();

  // The confirmation email, as the development mailbox lists it (text version, links clickable).
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}&channel=email`);
  await expect(page.locator("article h2").first()).toContainText("Funrize");
  await page.locator("article pre.body a[href*='confirmEmail=']").first().click();
  await expect(page.getByText(en.account.emailConfirmed)).toBeVisible();
  await expect(page).not.toHaveURL(/confirmEmail/);
  // Each step paid its coins: 250,000 welcome, 50,000 for the profile, 20,000 for the email.
  await expect(
    page.getByRole("group", { name: "Balance" }).getByRole("button", { name: /^320,000 Coins/ }),
  ).toBeVisible();
  await page.goto("/transactions");
  const rewards = page.getByRole("row", { name: new RegExp(en.wallet.history.kinds.onboarding_reward) });
  await expect(rewards).toHaveCount(2);
  await expect(rewards.first()).toContainText("+20,000");
  await expect(rewards.last()).toContainText("+50,000");

  await signOut(page, "en");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "isGuest")?.value).toBe("true");

  await signIn(page, "en", email);
  await expect(
    page.getByRole("heading", { name: en.home.welcomeNamed.replace("{{name}}", "Ana") }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The event was queued before the reload; the new page pushes it once it has hydrated.
  await expect.poll(() => dataLayerEvents(page)).toContain("login");
});

test("a new visitor signs up and completes the profile in Spanish", async ({ page }) => {
  const es = ui.es;
  await signUpThroughForm(page, "es", uniqueEmail("new-es"));
  await expect(page).toHaveURL(/\/es\/$/);
  await completeRegistration(page, "es");
  // Welcomed, not welcomed back: this browser has not shown the new player their welcome yet.
  await expect(
    page.getByRole("heading", { name: es.home.welcomeNamed.replace("{{name}}", "Ana") }),
  ).toBeVisible();
  await expect(welcomeDialog(page, "es")).toBeVisible();
  // The completed profile paid its 50,000 coins on top of the welcome.
  await expect(
    page.getByRole("group", { name: "Saldo" }).getByRole("button", { name: /^300\.000 Monedas/ }),
  ).toBeVisible();
});

test.describe("a player whose registration is incomplete", () => {
  test.use({ completeRegistration: false });

  test("cannot give an under-age birthday, in either language", async ({ page, player: _ }) => {
    const almostEighteen = new Date();
    almostEighteen.setUTCFullYear(almostEighteen.getUTCFullYear() - 18);
    almostEighteen.setUTCDate(almostEighteen.getUTCDate() + 2);
    // The refusal changes nothing, so the same player is asked again on the Spanish pages.
    for (const lang of languages) {
      const t = ui[lang];
      await page.goto(`${t.prefix}/`);
      const dialog = page.getByRole("dialog", { name: t.account.completeTitle });
      await dialog.getByLabel(t.account.fields.name).fill("Kid");
      await dialog.getByLabel(t.account.fields.surname).fill("Young");
      await dialog.getByLabel(t.account.fields.birthday).fill(almostEighteen.toISOString().slice(0, 10));
      await dialog.getByLabel(t.account.fields.zip).fill("78701");
      await dialog.getByRole("button", { name: t.account.completeAction }).click();
      await expect(dialog.getByText(apiMessage(lang, "underage"))).toBeVisible();
    }
  });
});

test.describe("a visitor signing up in a region that is not served", () => {
  // Seattle, Washington: neither currency is offered there.
  test.use({ geolocation: { latitude: 47.6062, longitude: -122.3321 } });

  // In Spanish: the English geoblock page is among the pages every run renders (site.spec.ts).
  test("sees the geoblock page (es)", async ({ page }) => {
    const lang = "es";
    const t = ui[lang];
    await signUpThroughForm(page, lang, uniqueEmail(`seattle-${lang}`));
    // Four steps after the form: the page reloads signed in, hydrates, asks the browser for its
    // position and the server for the rules, then moves on: seconds on this shared machine.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/geoblock/\\?reason=blockedRegion$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: t.geoblock.reasons.blockedRegion.title })).toBeVisible();
    // Other pages send the player back until a check passes.
    await page.goto(`${t.prefix}/lobby`);
    await expect(page).toHaveURL(/\/geoblock\//);
    // A player held here can always leave.
    await page.getByRole("button", { name: t.account.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/$`));
  });
});

test("on a theme with a registration-complete page, sign-up continues there", async ({ page }) => {
  const origin = `http://nlc.localhost:${port}`;
  await signUpThroughForm(page, "en", uniqueEmail("nlc"), origin);
  await expect(page).toHaveURL(/\/registration-complete\/$/);
  await page.getByLabel(en.account.fields.name).fill("Noa");
  await page.getByLabel(en.account.fields.surname).fill("Lim");
  await page.getByLabel(en.account.fields.birthday).fill("1985-01-31");
  await page.getByLabel(en.account.fields.zip).fill("10001");
  await page.getByRole("button", { name: en.account.completeAction }).click();
  await expect(
    page.getByRole("heading", { name: en.home.welcomeNamed.replace("{{name}}", "Noa") }),
  ).toBeVisible();
  // Then the welcome, in this brand's name.
  await expect(welcomeDialog(page, "en", "NoLimitCoins")).toBeVisible();
  // Complete now: the page sends the player home.
  await page.goto(`${origin}/registration-complete/`);
  await expect(page).toHaveURL(`${origin}/`);
});

test("a guest opening the sign-up modal link or a game is sent to sign-up", async ({ page }) => {
  await page.goto("/?openModal=register&invited_by=friend42");
  await expect(page).toHaveURL(/\/signup\/\?invited_by=friend42$/);
  await page.goto("/game");
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fgame$/);
});

test.describe("a new player whose browser has not been asked for the location", () => {
  test("is told why first; the browser asks only when they go on, and a refusal leads to a way on", async ({
    page,
  }) => {
    // No answer given for this site yet: the browser would ask.
    await page.context().clearPermissions();
    await signUpThroughForm(page, "en", uniqueEmail("unasked"));
    // One question at a time: the registration step, then why the location is needed.
    const registration = page.getByRole("dialog", { name: en.account.completeTitle });
    const explanation = page.getByRole("dialog", { name: en.geoblock.explain.title });
    await expect(registration).toBeVisible();
    await expect(explanation).toHaveCount(0);
    await registration.getByRole("button", { name: en.account.completeLater }).click();
    await expect(explanation).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Headless Chromium answers the browser's question with a refusal: entries are off, the site is not.
    await explanation.getByRole("button", { name: en.geoblock.explain.continue }).click();
    const note = page.getByRole("complementary", { name: en.geoblock.entriesOff.title });
    await expect(note).toContainText(en.geoblock.entriesOff.locationDeclined);
    await expect(note.getByRole("button", { name: en.geoblock.entriesOff.share })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The header's entries say why instead of switching to them.
    const entries = page.getByRole("group", { name: "Balance" }).getByRole("button", { name: / Entries/ });
    await expect(entries).toHaveAttribute("aria-label", new RegExp(en.wallet.entriesOff.locationDeclined));
    // The server was told: entries are refused through the API too, not only hidden by the site.
    await expect
      .poll(async () => {
        const switched = await page.request.get("/rest/player/game-mode/switch-to-sweep-stakes/");
        return [switched.status(), (await switched.json()).error?.reason];
      })
      .toEqual([403, "ENTRIES_NOT_AVAILABLE"]);
    await page.goto("/lobby");
    await expect(page).toHaveURL(/\/lobby$/);
  });
});
