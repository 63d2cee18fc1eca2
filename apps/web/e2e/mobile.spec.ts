import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone the navigation opens in a drawer that locks page scroll", async ({ page }) => {
  await page.goto("/lobby");
  await expect(page.locator(".site-header__nav")).toBeHidden();
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  await menu.click();
  await drawer.getByRole("link", { name: "Promotions" }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fpromotions$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
