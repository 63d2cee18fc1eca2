/**
 * The profile's socials tab as a player uses it: Google linked through the provider's round trip,
 * shown linked with its email, then unlinked.
 */
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";

const { en, es } = ui;
const google = en.auth.providers.google;
const named = (text: string) => text.replace("{{provider}}", google);

test("a player links Google from the socials tab, sees it linked, and unlinks it", async ({
  page,
  player: _,
}) => {
  await page.goto("/profile#socials");
  await expect(page.getByRole("tab", { name: en.account.tabs.socials })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const googleRow = page.getByTestId("social-google");
  await expect(googleRow).toContainText(en.account.socials.notLinked);

  await page.getByRole("button", { name: named(en.account.socials.linkProvider) }).click();
  // Back from the provider, on the socials tab again, with the provider account's email.
  await expect(page).toHaveURL(/\/profile#socials$/);
  await expect(googleRow.getByText(en.account.socials.linked, { exact: true })).toBeVisible();
  await expect(googleRow).toContainText(/social-\d+-\d+@example\.com/);

  await page.getByRole("button", { name: named(en.account.socials.unlinkProvider) }).click();
  await expect(page.getByText(named(en.account.socials.unlinked))).toBeVisible();
  await expect(googleRow).toContainText(en.account.socials.notLinked);
  await page.reload();
  await expect(googleRow).toContainText(en.account.socials.notLinked);
});

test("the socials tab speaks Spanish", async ({ page, player: _ }) => {
  await page.goto(`${es.prefix}/profile#socials`);
  await expect(page.getByRole("heading", { name: es.account.socials.title })).toBeVisible();
  await expect(page.getByTestId("social-google")).toContainText(es.account.socials.notLinked);
});
