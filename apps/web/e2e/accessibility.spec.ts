import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

const port = Number(process.env.E2E_PORT ?? 3199);

const pages = ["/", "/lobby", "/es/", "/page/terms", "/signin", "/geoblock/", "/nope"];
const hosts = ["localhost", "tao.localhost", "funzcity.localhost", "sws.localhost"];

for (const host of hosts) {
  test(`no serious accessibility violations on ${host}`, async ({ page }) => {
    for (const path of pages) {
      await page.goto(`http://${host}:${port}${path}`);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
    }
  });
}
