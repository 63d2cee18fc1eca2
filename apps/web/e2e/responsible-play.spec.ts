import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { languages, ui } from "./support/catalogs.ts";

const en = ui.en;

test("a player sets a daily purchase limit, lowers it at once, and a raise waits as pending until cancelled", async ({
  page,
  player: _,
}) => {
  await page.goto("/game/responsible-play");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.responsiblePlay.title })).toBeVisible();
  await expect(page.getByText(en.responsiblePlay.coolingRule.replace("{{hours}}", "24"))).toBeVisible();

  const day = page.getByRole("region", { name: en.responsiblePlay.periods.day });
  const amount = day.getByLabel(en.responsiblePlay.amountLabel);
  const save = day.getByRole("button", { name: en.responsiblePlay.save });
  await expect(day.getByText(en.responsiblePlay.noLimit)).toBeVisible();

  // Out of bounds: the form says so and sends nothing.
  await amount.fill("5");
  await save.click();
  await expect(day.getByText("Choose an amount from $10.00 to $2,500.00")).toBeVisible();

  await amount.fill("100");
  await save.click();
  await expect(day.locator(".purchase-limit__amount")).toHaveText("$100.00");
  await expect(page.getByText("Daily limit: $100.00, in force now.")).toBeVisible();

  await amount.fill("50");
  await save.click();
  await expect(day.locator(".purchase-limit__amount")).toHaveText("$50.00");

  // Raising waits for the cooling period; the limit in force stays.
  await amount.fill("75");
  await save.click();
  await expect(day.getByRole("status")).toContainText(/Rises to \$75\.00 on \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
  await expect(day.locator(".purchase-limit__amount")).toHaveText("$50.00");

  // The page as the server renders it agrees, and passes axe.
  await page.reload();
  await expect(day.getByRole("status")).toContainText("Rises to $75.00");
  expect(await seriousViolations(page)).toEqual([]);

  await day.getByRole("button", { name: en.responsiblePlay.cancelPending }).click();
  await expect(day.getByRole("status")).toBeHidden();
  await expect(day.locator(".purchase-limit__amount")).toHaveText("$50.00");
});

test("a player who chose a reality check every 15 minutes is shown, 15 minutes on, the session's time and result", async ({
  page,
  player: _,
}) => {
  // The browser's clock is the page's own: moving it on brings the reminder without waiting.
  await page.clock.install();
  await page.goto("/game/responsible-play");
  const reminder = page.getByRole("region", { name: en.responsiblePlay.reminder.title });
  await reminder.getByLabel(en.responsiblePlay.reminder.label).selectOption("15");
  await reminder.getByRole("button", { name: en.responsiblePlay.reminder.save }).click();
  await expect(page.getByText(en.responsiblePlay.reminder.saved.replace("{{minutes}}", "15"))).toBeVisible();

  const check = page.getByRole("dialog", { name: en.responsiblePlay.check.title });
  await expect(check).toBeHidden();
  await page.clock.fastForward("15:00");
  await expect(check).toContainText(en.responsiblePlay.check.net.coins);
  // Nothing played in this session yet: nothing won or lost.
  await expect(check).toContainText("+0");
  await check.getByRole("button", { name: en.responsiblePlay.check.keepPlaying }).click();
  await expect(check).toBeHidden();
  // Saved on the server: the page as rendered again keeps the choice.
  await page.reload();
  await expect(reminder.getByLabel(en.responsiblePlay.reminder.label)).toHaveValue("15");
});

for (const lang of languages.filter((each) => each !== "en")) {
  test(`the responsible-play page speaks ${lang}`, async ({ page, player: _ }) => {
    const t = ui[lang];
    await page.goto(`${t.prefix}/game/responsible-play`);
    for (const period of ["day", "week", "month"] as const) {
      await expect(page.getByRole("heading", { name: t.responsiblePlay.periods[period] })).toBeVisible();
    }
    const week = page.getByRole("region", { name: t.responsiblePlay.periods.week });
    await week.getByLabel(t.responsiblePlay.amountLabel).fill("3");
    await week.getByRole("button", { name: t.responsiblePlay.save }).click();
    await expect(week.getByText("Elige un importe de $10.00 a $10,000.00")).toBeVisible();
    for (const title of [t.responsiblePlay.reminder.title, t.responsiblePlay.break.title]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("radio", { name: t.responsiblePlay.break.lengths["1825"] })).toBeVisible();
  });
}
