import { expect, test } from "./fixtures.ts";

test("an open tab offers a refresh an hour after a new build is deployed", async ({ page }) => {
  await page.clock.install();
  let checks = 0;
  // A deployment happens while the tab is open: the server now reports another build id.
  await page.route("**/builds/latest.json?*", async (route) => {
    checks += 1;
    await route.fulfill({
      json: { id: "deployed-after-this-tab-loaded" },
      headers: { "cache-control": "no-store" },
    });
  });
  await page.goto("/signin");
  // The hourly check is scheduled when its code, loaded after the page hydrates, starts: time moves
  // on only once the page has loaded all it loads by itself.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await page.waitForLoadState("networkidle");

  await page.clock.fastForward("59:00");
  expect(checks).toBe(0);
  await page.clock.fastForward("01:01");
  const notice = page
    .getByRole("status")
    .filter({ hasText: "Updated content is available. Please refresh the page." });
  await expect(notice).toBeVisible();
  expect(checks).toBe(1);
  await expect(notice.getByRole("button", { name: "Refresh" })).toBeVisible();
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toBeHidden();
});
