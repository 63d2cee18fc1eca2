/** The profile's subscription tab as a player uses it: saying yes to offers by email, kept on reload. */
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";

const { en, es } = ui;

test("a player says yes to offers by email and the tab keeps it", async ({ page, player: _ }) => {
  await page.goto("/profile#subscription");
  await expect(page.getByRole("tab", { name: en.account.tabs.subscription })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const byEmail = page.getByLabel(en.account.subscription.channels.email);
  const bySms = page.getByLabel(en.account.subscription.channels.sms);
  await expect(byEmail).not.toBeChecked();
  await expect(bySms).not.toBeChecked();

  await byEmail.check();
  await page.getByRole("button", { name: en.account.subscription.save }).click();
  await expect(page.getByText(en.account.subscription.saved)).toBeVisible();
  await page.reload();
  await expect(byEmail).toBeChecked();
  await expect(bySms).not.toBeChecked();
});

test("the subscription tab speaks Spanish", async ({ page, player: _ }) => {
  await page.goto(`${es.prefix}/profile#subscription`);
  await expect(page.getByRole("heading", { name: es.account.subscription.title })).toBeVisible();
  await expect(page.getByLabel(es.account.subscription.channels.sms)).not.toBeChecked();
});
