/**
 * Races without moving the clock (spec §2 `/races`, `/group-races`): a first visit is welcomed, a
 * team race is joined by picking a team, which the standings then mark; both pages pass the
 * accessibility audit; the pages speak Spanish. The journey through a race's end is
 * races.tomorrow.spec.ts.
 */
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { ui } from "./support/catalogs.ts";
import { runningRace } from "./support/races.ts";

const en = ui.en.tournaments;
const es = ui.es.tournaments;

test("a player picks a team in the running team race and sees it marked in the standings", async ({
  page,
  player: _,
}) => {
  await page.goto("/group-races");
  const welcome = page.getByRole("dialog", { name: en.welcome.title.team });
  await expect(welcome.getByText(en.welcome.steps.team)).toBeVisible();
  await welcome.getByRole("button", { name: en.welcome.start }).click();
  await expect(welcome).toBeHidden();

  const race = await runningRace(page.request, true);
  const team = race.teams.find((each) => each.slug === "azure") ?? race.teams[0];
  if (!team) throw new Error("the team race has no teams");
  const name = en.teams[team.slug as keyof typeof en.teams];
  const pick = page.getByRole("region", { name: en.team.pick });
  await pick.getByRole("button", { name: en.team.join.replace("{{team}}", name) }).click();

  const standings = page.getByRole("region", { name: en.team.title });
  const mine = standings.getByRole("listitem").filter({ hasText: en.team.yours });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(name);
  await expect(mine).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(en.hero.joined)).toBeVisible();
  expect(
    (await runningRace(page.request, true)).teams.find((each) => each.id === team.id)?.isPlayerTeam,
  ).toBe(true);

  // Welcomed once: the next visit goes straight to the race.
  await page.reload();
  await expect(page.getByRole("region", { name: en.team.title })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the races pages pass the accessibility audit, with their modals", async ({ page, player: _ }) => {
  await page.goto("/races");
  await page
    .getByRole("dialog", { name: en.welcome.title.solo })
    .getByRole("button", { name: en.welcome.start })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: en.title.solo })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: en.hero.prizes }).click();
  await expect(page.getByRole("dialog", { name: en.prizes.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/group-races");
  await page
    .getByRole("dialog", { name: en.welcome.title.team })
    .getByRole("button", { name: en.welcome.start })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: en.title.team })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the races pages speak Spanish", async ({ page, player: _ }) => {
  await page.goto("/es/races");
  const welcome = page.getByRole("dialog", { name: es.welcome.title.solo });
  await welcome.getByRole("button", { name: es.welcome.start }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.title.solo })).toBeVisible();
  await expect(page.getByRole("button", { name: es.hero.join })).toBeVisible();
  await page.getByRole("button", { name: es.hero.rules }).click();
  await expect(page.getByRole("dialog", { name: es.rules.title })).toBeVisible();
  await page
    .getByRole("dialog", { name: es.rules.title })
    .getByRole("button", { name: es.welcome.close })
    .click();

  await page
    .getByRole("navigation", { name: es.tabs.label })
    .getByRole("link", { name: es.tabs.team })
    .click();
  await expect(page).toHaveURL(/\/es\/group-races$/);
  await expect(page.getByRole("dialog", { name: es.welcome.title.team })).toBeVisible();
});
