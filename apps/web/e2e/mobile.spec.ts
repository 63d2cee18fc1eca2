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
  // The page behind is inert: Tab cycles through the drawer (and the browser's own controls), never
  // through the page.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press("Tab");
    const focus = await drawer.evaluate(
      (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(focus).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

  await page.goto("/page/terms");
  await menu.click();
  await drawer.getByRole("link", { name: "Lobby" }).click();
  // This theme (funrize) has no lobby page of its own: its lobby is the home (spec §6).
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("on a phone a guest finds sign-in and the language in the menu", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Español" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Sign up" })).toBeVisible();
  await drawer.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gira, gana y juega gratis");
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("sign-in stays in the header, on one row in Spanish; the navigation and the language wait in the drawer", async ({
    page,
  }) => {
    await page.goto("/es/lobby");
    await expect(page.locator(".site-header__nav")).toBeHidden();
    const signIn = page.locator(".site-header__end").getByRole("link", { name: "Iniciar sesión" });
    await expect(signIn).toBeVisible();
    const header = page.locator(".site-header__inner");
    expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByRole("button", { name: "Menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer.getByRole("link", { name: "Lobby" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "English" })).toBeVisible();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the whole header fits on one line, in Spanish too", async ({ page }) => {
    await page.goto("/es/lobby");
    await expect(page.locator(".site-header__nav")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menú" })).toBeHidden();
    const header = page.locator(".site-header__inner");
    const fits = await header.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const signUp = await page
      .locator(".site-header__end")
      .getByRole("link", { name: "Registrarse" })
      .boundingBox();
    expect((signUp?.x ?? 0) + (signUp?.width ?? 0)).toBeLessThanOrEqual(1440);
  });
});
