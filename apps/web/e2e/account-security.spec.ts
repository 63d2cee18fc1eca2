/**
 * The profile's security tab as a player uses it: the device they are on, a second device signed
 * in elsewhere and signed out from here, and a new password that keeps this device signed in.
 */
import { expect, quietPopups, test } from "./fixtures.ts";
import { PASSWORD } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";

const { en, es } = ui;
const NEW_PASSWORD = "another long pass phrase 77";

test("a player sees where they are signed in, signs another device out and changes the password", async ({
  page,
  player,
  browser,
  baseURL,
}) => {
  // A second device: another browser that signs in with the same account.
  const elsewhere = await browser.newContext({ baseURL });
  await quietPopups(elsewhere, baseURL);
  const signedIn = await elsewhere.request.post("/rest/login/email/", {
    data: { email: player.email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);

  await page.goto("/profile#security");
  await expect(page.getByRole("tab", { name: en.account.tabs.security })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const devices = page.getByRole("region", { name: en.account.security.sessionsTitle });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText(en.account.security.thisDevice, { exact: true })).toBeVisible();
  const signIns = page.getByRole("region", { name: en.account.security.signInsTitle });
  await expect(signIns.getByText(en.account.security.methods.password)).toBeVisible();

  await devices
    .getByRole("listitem")
    .filter({ hasNot: page.getByText(en.account.security.thisDevice, { exact: true }) })
    .getByRole("button")
    .click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices.getByText(en.account.security.onlyThisDevice)).toBeVisible();
  expect((await elsewhere.request.get("/rest/player/profile/")).status()).toBe(401);
  await elsewhere.close();

  const password = page.getByRole("region", { name: en.account.security.changePassword });
  await password.getByLabel(en.account.security.currentPassword, { exact: true }).fill("not my password");
  await password.getByLabel(en.account.security.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: en.account.security.savePassword }).click();
  await expect(password.getByRole("alert")).toContainText("That is not your current password.");

  await password.getByLabel(en.account.security.currentPassword, { exact: true }).fill(PASSWORD);
  await password.getByLabel(en.account.security.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: en.account.security.savePassword }).click();
  await expect(page.getByText(en.account.security.passwordChanged)).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole("button", { name: en.account.menu })).toBeVisible();
});

test("the security tab speaks Spanish", async ({ page, player: _ }) => {
  await page.goto(`${es.prefix}/profile#security`);
  await expect(page.getByRole("heading", { name: es.account.security.sessionsTitle })).toBeVisible();
  await expect(page.getByText(es.account.security.thisDevice, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: es.account.security.changePassword })).toBeVisible();
});
