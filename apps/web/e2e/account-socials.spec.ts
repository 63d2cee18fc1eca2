/**
 * The profile's socials tab as a player uses it: Google linked through the provider's round trip,
 * shown linked with its email, then unlinked; a link that fails comes back to the tab with why.
 */
import { expect, test } from "./fixtures.ts";
import { apiMessage, ui } from "./support/catalogs.ts";

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

test.describe("a link that fails brings the player back to the socials tab, which says why", () => {
  test("the player cancels at the provider", async ({ page, player: _ }) => {
    // The provider answers the authorize request as it does when the player cancels: back with an error.
    await page.route(/\/authorize\?/, (route) => {
      const authorize = new URL(route.request().url());
      const back = new URL(authorize.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({
        error: "access_denied",
        state: authorize.searchParams.get("state") ?? "",
      }).toString();
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await page.goto("/profile#socials");
    await page.getByRole("button", { name: named(en.account.socials.linkProvider) }).click();

    await expect(page).toHaveURL(/\/profile#socials$/);
    await expect(page.getByRole("alert")).toHaveText(
      en.account.socials.linkCancelled.replaceAll("{{provider}}", google),
    );
    await expect(page.getByTestId("social-google")).toContainText(en.account.socials.notLinked);
  });

  test("the server refuses the answer that comes back", async ({ page, player: _ }) => {
    // Back with an answer to another round trip (its state is not this browser's): the server refuses the link.
    await page.route(/\/authorize\?/, (route) => {
      const authorize = new URL(route.request().url());
      const back = new URL(authorize.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({
        code: "from-elsewhere",
        state: "google.from-elsewhere",
      }).toString();
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    });
    await page.goto("/profile#socials");
    await page.getByRole("button", { name: named(en.account.socials.linkProvider) }).click();

    await expect(page).toHaveURL(/\/profile#socials$/);
    await expect(page.getByRole("alert")).toHaveText(apiMessage("en", "socialStateMismatch"));
    await expect(page.getByTestId("social-google")).toContainText(en.account.socials.notLinked);
  });
});
