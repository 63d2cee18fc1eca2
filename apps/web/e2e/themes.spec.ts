import { expect, test } from "./fixtures.ts";

const port = Number(process.env.E2E_PORT ?? 3199);

test("each theme host gets its own brand, palette and logo", async ({ page }) => {
  const seen = new Map<string, { background: string; logo: string }>();
  for (const [host, name] of [
    ["localhost", "Funrize"],
    ["tao.localhost", "Tao Fortune"],
    ["stormrush.localhost", "Stormrush"],
    ["funzcity.localhost", "FunzCity"],
  ] as const) {
    await page.goto(`http://${host}:${port}/`);
    await expect(page.locator(".brand .wordmark")).toHaveText(name);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const logo = await page.locator(".brand svg").innerHTML();
    seen.set(name, { background, logo });
  }
  expect(new Set([...seen.values()].map((theme) => theme.background)).size).toBe(4);
  expect(new Set([...seen.values()].map((theme) => theme.logo)).size).toBe(4);
  await expect(page).toHaveTitle(/· FunzCity$/);
});
