import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { ui } from "./support/catalogs.ts";

const port = Number(process.env.E2E_PORT ?? 3199);

const pages = [
  "/",
  "/lobby",
  "/es/",
  "/how-it-works",
  "/page/terms",
  "/signin",
  "/signup",
  "/reset",
  "/geoblock/",
  "/nope",
];
/** The themes besides the default one (localhost), which every page above is checked in. */
const otherThemeHosts = [
  "tao.localhost",
  "nlc.localhost",
  "fortunewheelz.localhost",
  "funzcity.localhost",
  "jackpotrabbit.localhost",
  "sws.localhost",
  "scarletsands.localhost",
  "stormrush.localhost",
];
/**
 * The pages whose look each brand's layout, type and shapes change most: the home's hero and rows,
 * the lobby's tiles and the form's fields. Text pages use the same colours as these.
 */
const brandedPages = ["/", "/lobby", "/signup"];
/**
 * What a brand can break. A brand changes the stylesheet's variables and the logo, never the
 * markup, so the structural rules checked in the default theme hold in every brand; colour,
 * overflow and the logo's text alternative do not.
 */
const brandRules = [
  "color-contrast",
  "link-in-text-block",
  "scrollable-region-focusable",
  "svg-img-alt",
  "role-img-alt",
  "image-alt",
];

// Every page in the default theme, one test each: an axe run takes seconds on a small machine.
for (const path of pages) {
  test(`no serious accessibility violations on localhost${path}`, async ({ page }) => {
    await page.goto(`http://localhost:${port}${path}`);
    expect(await seriousViolations(page, { label: path })).toEqual([]);
  });
}

// Brands differ in layout, type, shapes and colour: the pages they change most, in every brand.
for (const host of otherThemeHosts) {
  test(`no serious accessibility violations on ${host} (brand)`, async ({ page }) => {
    test.slow();
    const violations: string[] = [];
    for (const path of brandedPages) {
      await page.goto(`http://${host}:${port}${path}`);
      violations.push(...(await seriousViolations(page, { label: `${host}${path}`, rules: brandRules })));
    }
    expect(violations).toEqual([]);
  });
}

test.describe("a signed-in player", () => {
  test.use({ completeRegistration: false });

  test("no serious accessibility violations for a signed-in player", async ({ page, player: _ }) => {
    // Four axe runs in one test.
    test.slow();
    const en = ui.en;
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: en.account.completeTitle })).toBeVisible();
    expect(await seriousViolations(page, { label: "registration dialog" })).toEqual([]);
    await page.getByRole("button", { name: en.account.completeLater }).click();

    await page.getByRole("button", { name: en.account.menu }).click();
    expect(await seriousViolations(page, { label: "account menu" })).toEqual([]);
    await page.goto("/profile");
    expect(await seriousViolations(page, { label: "profile" })).toEqual([]);
    await page.getByRole("tab", { name: en.account.tabs.verification }).click();
    expect(await seriousViolations(page, { label: "verification" })).toEqual([]);
  });
});
