import { expect, test } from "./fixtures.ts";
import { uniquePhone } from "./support/accounts.ts";
import { languages, ui } from "./support/catalogs.ts";
import { latestMessage, linkIn, signIn, signOut } from "./support/journeys.ts";

for (const lang of languages) {
  const t = ui[lang];

  test.describe(`password recovery (${lang})`, () => {
    test("a player resets a forgotten password by email", async ({ page, request, account }) => {
      await page.goto(`${t.prefix}/reset`);
      await page.getByLabel(t.auth.email, { exact: true }).fill(account.email);
      await page.getByRole("button", { name: t.auth.reset.sendLink }).click();
      await expect(page.getByRole("status")).toContainText(account.email);

      const mail = await latestMessage(request, account.email, "email");
      await page.goto(linkIn(mail.text, "/reset?token="));
      await page.getByLabel(t.auth.newPassword, { exact: true }).fill("a brand new pass phrase");
      await page.getByRole("button", { name: t.auth.reset.savePassword }).click();
      await expect(page.getByRole("status")).toContainText(t.auth.reset.done);

      await signIn(page, lang, account.email, "a brand new pass phrase");
      await expect(
        page.getByRole("heading", { name: t.home.welcomeNamed.replace("{{name}}", "Ana") }),
      ).toBeVisible();
    });

    test("a player confirms a phone number and resets the password by SMS code", async ({
      page,
      request,
      player,
    }) => {
      const phone = uniquePhone();
      await page.goto(`${t.prefix}/profile#verify`);
      await expect(page.getByRole("tab", { name: t.account.tabs.verification })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.getByLabel(t.account.fields.phone).fill(phone);
      await page.getByRole("button", { name: t.account.sendPhoneCode }).click();
      const confirmation = await latestMessage(request, phone, "sms");
      await page.getByLabel(t.auth.reset.code).fill(confirmation.text.match(/\b\d{6}\b/)?.[0] ?? "");
      await page.getByRole("button", { name: t.account.confirmPhone }).click();
      await expect(page.getByText(t.account.phoneConfirmed)).toBeVisible();
      await signOut(page, lang);

      await page.goto(`${t.prefix}/reset`);
      await page.getByText(t.auth.reset.byPhone).click();
      await page.getByLabel(t.auth.reset.phone).fill(phone);
      await page.getByRole("button", { name: t.auth.reset.sendCode }).click();
      await expect(page.getByLabel(t.auth.reset.code)).toBeVisible();
      const reset = await latestMessage(request, phone, "sms");
      expect(reset.text).not.toBe(confirmation.text);
      await page.getByLabel(t.auth.reset.code).fill(reset.text.match(/\b\d{6}\b/)?.[0] ?? "");
      await page.getByLabel(t.auth.newPassword, { exact: true }).fill("texted pass phrase 99");
      await page.getByRole("button", { name: t.auth.reset.savePassword }).click();
      await expect(page.getByRole("status")).toContainText(t.auth.reset.done);

      await signIn(page, lang, player.email, "texted pass phrase 99");
      await expect(
        page.getByRole("heading", { name: t.home.welcomeNamed.replace("{{name}}", "Ana") }),
      ).toBeVisible();
    });
  });
}
