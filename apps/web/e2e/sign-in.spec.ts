import { expect, test } from "./fixtures.ts";
import { PASSWORD, uniqueEmail } from "./support/accounts.ts";
import { apiMessage, languages, ui } from "./support/catalogs.ts";
import { dataLayerEvents, signIn } from "./support/journeys.ts";

for (const lang of languages) {
  const t = ui[lang];

  test.describe(`sign-in (${lang})`, () => {
    test("a social sign-in against the provider creates the account", async ({ page }) => {
      await page.goto(`${t.prefix}/signin`);
      await page
        .getByRole("button", { name: t.auth.continueWith.replace("{{provider}}", t.auth.providers.google) })
        .click();
      const terms = page.getByRole("dialog", { name: t.account.termsFirstTitle });
      await expect(terms).toBeVisible();
      await terms.getByRole("button", { name: t.account.termsAccept }).click();
      await expect(terms).toBeHidden();
      await expect(page.getByRole("button", { name: t.account.menu })).toBeVisible();
      await expect.poll(() => dataLayerEvents(page)).toContain("terms_and_privacy_update");
    });

    test("a wrong password shows the server's message in a dark toast and at the form, back in the password", async ({
      page,
    }) => {
      await signIn(page, lang, uniqueEmail(`nobody-${lang}`), "not the password");
      const toast = page.locator(".toast--dark");
      await expect(toast).toContainText(apiMessage(lang, "wrongCredentials"));
      await expect(page.locator("form").getByRole("alert")).toHaveText(apiMessage(lang, "wrongCredentials"));
      await expect(page.getByLabel(t.auth.password, { exact: true })).toBeFocused();
    });
  });
}

test("brute force on one account is throttled", async ({ page, account }) => {
  const en = ui.en;
  // The message goes on to name the wait, which varies.
  const tooManyAttempts = apiMessage("en", "tooManyAttempts");
  await page.goto("/signin");
  await page.getByLabel(en.auth.email, { exact: true }).fill(account.email);
  const password = page.getByLabel(en.auth.password, { exact: true });
  const submit = page.getByRole("button", { name: en.auth.signInAction });
  // Five free failures; from the sixth each one doubles the wait (1 s, 2 s, 4 s …).
  const attempt = async (guess: string) => {
    await password.fill(guess);
    const [answer] = await Promise.all([page.waitForResponse("**/rest/login/email/"), submit.click()]);
    return answer;
  };
  let failures = 0;
  while (failures < 8) {
    const answer = await attempt(`guess number ${failures}`);
    if (answer.status() === 429) {
      expect(failures).toBeGreaterThanOrEqual(6);
      await expect(page.locator(".toast--dark").last()).toContainText(tooManyAttempts);
      await page.waitForTimeout(Number(answer.headers()["retry-after"]) * 1000);
      continue;
    }
    expect(answer.status()).toBe(400);
    failures += 1;
  }
  // The eighth failure blocks for 4 s: even the right password is refused meanwhile.
  expect((await attempt(PASSWORD)).status()).toBe(429);
  await expect(page.locator(".toast--dark").last()).toContainText(tooManyAttempts);
});
