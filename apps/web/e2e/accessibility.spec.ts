import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const port = Number(process.env.E2E_PORT ?? 3199);

const pages = ["/", "/lobby", "/es/", "/page/terms", "/signin", "/signup", "/reset", "/geoblock/", "/nope"];
const hosts = ["localhost", "tao.localhost", "funzcity.localhost", "sws.localhost"];

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

// One test per page and theme: each axe run takes seconds on a small machine.
for (const host of hosts) {
  for (const path of pages) {
    test(`no serious accessibility violations on ${host}${path}`, async ({ page }) => {
      await page.goto(`http://${host}:${port}${path}`);
      expect(await seriousViolations(page, path)).toEqual([]);
    });
  }
}

test("no serious accessibility violations for a signed-in player", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email", { exact: true }).fill(`axe-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("a long pass phrase 42");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("dialog", { name: "Complete your registration" })).toBeVisible();
  expect(await seriousViolations(page, "registration dialog")).toEqual([]);
  await page.getByRole("button", { name: "Later" }).click();

  await page.getByRole("button", { name: "Account" }).click();
  expect(await seriousViolations(page, "account menu")).toEqual([]);
  await page.goto("/profile");
  expect(await seriousViolations(page, "profile")).toEqual([]);
  await page.getByRole("tab", { name: "Verification" }).click();
  expect(await seriousViolations(page, "verification")).toEqual([]);
});
