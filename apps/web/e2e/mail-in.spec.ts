import type { APIRequestContext, Page } from "@playwright/test";
import { OPERATOR_API_TOKEN } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { ui } from "./support/catalogs.ts";
import { openListening } from "./support/realtime.ts";

const en = ui.en.mailIn;
const es = ui.es.mailIn;
const SCREENSHOTS = process.env.MAIL_IN_SCREENSHOTS;

function balance(page: Page) {
  return page.getByRole("group", { name: "Balance" });
}

/** Staff at the mail desk enter the card, as `npm run operator -- mail-in credit` does. */
async function creditCard(request: APIRequestContext, code: string) {
  const response = await request.post(`/api/operator/mail-in/codes/${code}/credit/`, {
    headers: { authorization: `Bearer ${OPERATOR_API_TOKEN}`, "x-operator": "e2e mail desk" },
    data: {
      name: "Ada Lovelace",
      address: "12 Elm St, Springfield, IL 62701",
      postmarkedOn: new Date().toISOString().slice(0, 10),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("a player gets a mail-in code, the operator credits the card, and the entries and the credit show at once", async ({
  page,
  playwright,
  baseURL,
  player: _,
}) => {
  await openListening(page, "/mail-in");
  await expect(page.getByRole("heading", { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByText(en.codes.empty)).toBeVisible();
  await expect(balance(page).getByRole("button", { name: /^5\.00 Entries/ })).toBeVisible();

  await page.getByRole("button", { name: en.codes.request }).click();
  const status = page.getByRole("status").filter({ hasText: /RH-/ });
  await expect(status).toBeVisible();
  const code = /RH-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await status.textContent()) ?? "")?.[0] ?? "";
  expect(code).not.toBe("");
  const row = page.getByRole("listitem").filter({ hasText: code });
  await expect(row.getByText(en.state.waiting)).toBeVisible();
  await shoot(page, "mail-in-waiting-en");

  // The operator's call comes from elsewhere: no cookie of the player's.
  const desk = await playwright.request.newContext({ baseURL });
  try {
    await creditCard(desk, code);
  } finally {
    await desk.dispose();
  }

  await expect(balance(page).getByRole("button", { name: /^10\.00 Entries/ })).toBeVisible();
  await expect(row.getByText(en.state.credited)).toBeVisible();
  await expect(row).toContainText("5 entries added on");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "mail-in-credited-en");

  await page.goto("/page/sweepstakes-rules");
  // The rules' own section links to the page where the code is got.
  await page.locator("#free-entries-by-mail").getByRole("link", { name: "Free entries by mail" }).click();
  await expect(page).toHaveURL(/\/mail-in$/);
  await expect(page.getByRole("heading", { level: 1, name: en.title })).toBeVisible();
});

test("the Spanish page tells a guest how free entries by mail work", async ({ page }) => {
  await page.goto("/es/mail-in");
  await expect(page.getByRole("heading", { level: 1, name: es.title })).toBeVisible();
  await expect(page.getByText(es.guest.text)).toBeVisible();
  await expect(page.getByText(es.limits.perDay)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "mail-in-guest-es");
});

test("a player's codes in Spanish", async ({ page, player: _ }) => {
  await page.goto("/es/mail-in");
  await page.getByRole("button", { name: es.codes.request }).click();
  await expect(page.getByRole("listitem").filter({ hasText: es.state.waiting })).toBeVisible();
  await shoot(page, "mail-in-waiting-es");
});
