/**
 * A race from joining to its prize (spec §2, §4, §7 "Tournaments"): a player joins the running
 * sprint on /races, plays one of its games and sees their points and place move in the game's race
 * bar and on /races; a bet under the race's minimum brings the alert; a second player, in a
 * browser of their own, watches the first one's points reach the leaderboard; when the server's
 * clock passes the race's end, the winner is congratulated with their place and prize, and the
 * header shows the prize credited. Runs on the tomorrow server (playwright.config.ts): the clock is
 * moved in steps shorter than a session's idle time, so the players stay signed in and connected.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { Tournament } from "@reelhouse/contract";
import { TEST_CLOCK_SECRET } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { ui } from "./support/catalogs.ts";
import { playQuickRounds } from "./support/journeys.ts";
import { otherRacer, runningRace } from "./support/races.ts";
import { openListening } from "./support/realtime.ts";

const en = ui.en;
const t = en.tournaments;
const MAX_SPINS = 40;
/** Below the 30 minutes after which an idle session ends. */
const CLOCK_STEP_MS = 20 * 60 * 1000;
/** Past a race's end by more than the server waits for rounds still being relayed before it stops one. */
const PAST_THE_END_MS = 60_000;
/** The clock stops this long before the race's end while the page connects again. */
const LAST_STEP_MS = 30_000;

test.describe.configure({ mode: "serial", timeout: 240_000 });

async function coinsOf(request: APIRequestContext): Promise<number> {
  const init = await request.get("/rest/app/init/");
  return (await init.json()).data.playerInfo.playerBalance.coins;
}

/** The header's coins button, named by the amount it shows: coins whole, as the header writes them. */
function headerCoins(page: Page, minorUnits: number) {
  const whole = new Intl.NumberFormat("en").format(Math.floor(minorUnits / 100));
  return page
    .getByRole("group", { name: en.wallet.balance })
    .getByRole("button", { name: new RegExp(`^${whole} ${en.wallet.coins}\\.`) });
}

/** The coins each race that ended after `since` paid the player, by race. */
async function prizesSince(request: APIRequestContext, since: number): Promise<Map<number, number>> {
  const response = await request.get("/rest/tournaments/history/?limit=20");
  expect(response.ok(), await response.text()).toBe(true);
  const { tournaments } = (await response.json()).data as { tournaments: Tournament[] };
  return new Map(
    tournaments
      .filter((ended) => Date.parse(ended.end) > since && (ended.playerData?.prize?.coins ?? 0) > 0)
      .map((ended) => [ended.id, ended.playerData?.prize?.coins ?? 0]),
  );
}

/** Moves the server's clock without leaving the page, so its session and connection go on. */
async function moveClock(request: APIRequestContext, advanceMs: number): Promise<number> {
  const response = await request.post("/__test/clock/", {
    headers: { "x-test-clock-secret": TEST_CLOCK_SECRET },
    data: { advanceMs },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return Date.parse((await response.json()).now);
}

function closeWelcome(page: Page) {
  return page
    .getByRole("dialog", { name: t.welcome.title.solo })
    .getByRole("button", { name: t.welcome.start })
    .click();
}

test("a player races a sprint to a prize while another player watches the leaderboard", async ({
  page,
  player: _,
  browser,
  baseURL,
}) => {
  await playQuickRounds(page);
  await page.goto("/races");
  await closeWelcome(page);
  const hero = page.getByRole("region", { name: t.kinds.sprint });
  await expect(hero.getByText(t.hero.live)).toBeVisible();
  await hero.getByRole("button", { name: t.hero.join }).dblclick();
  await expect(hero.getByText(t.hero.joined)).toBeVisible();
  const race = await runningRace(page.request, false);
  expect(race).toMatchObject({ kind: "sprint", isSubscribed: true });

  // The other player has the page open before the first one scores.
  const { context: watcherContext } = await otherRacer(browser, baseURL);
  const watcher = await watcherContext.newPage();
  await watcher.goto("/races");
  await closeWelcome(watcher);
  await expect(watcher.getByRole("region", { name: t.kinds.sprint })).toBeVisible();

  // The race's first game, from its list on the page.
  const gameLink = hero.getByRole("link", { name: /^Play / }).first();
  const gameName = (await gameLink.getAttribute("aria-label"))?.replace(/^Play /, "") ?? "";
  await gameLink.click();
  const offer = page.getByRole("dialog", { name: en.studio.sweeps.title });
  await offer.getByRole("button", { name: en.studio.sweeps.keepCoins }).click();
  const frame = page.frameLocator(
    `iframe[title="${en.studio.page.frameTitle.replace("{{name}}", gameName)}"]`,
  );
  const bar = page.getByRole("region", { name: t.bar.label });
  await expect(bar.getByTestId("race-bar-points")).toHaveText("0");

  // Rounds at the opening (standard) bet until one wins: points and a place arrive in the bar.
  const spin = frame.getByRole("button", { name: en.studio.hud.spin, exact: true });
  for (let spins = 0; spins < MAX_SPINS; spins++) {
    await expect(spin).toBeEnabled({ timeout: 45_000 });
    const standing = (await runningRace(page.request, false)).playerData;
    if (standing && standing.points > 0) break;
    await spin.click();
  }
  const scored = (await runningRace(page.request, false)).playerData;
  expect(scored?.points).toBeGreaterThan(0);
  const points = scored?.points ?? 0;
  await expect(bar.getByTestId("race-bar-points")).toHaveText(new Intl.NumberFormat("en").format(points));
  await expect(bar.getByTestId("race-bar-place")).toHaveText(/^\d+(st|nd|rd|th)$/);

  // A bet under the race's minimum scores nothing, and the player is told.
  await expect(spin).toBeEnabled({ timeout: 45_000 });
  await frame.getByRole("button", { name: en.studio.hud.betDown }).click();
  await spin.click();
  const alert = page.getByRole("dialog", { name: t.betMin.title });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: t.betMin.ok }).click();
  await expect(alert).toBeHidden();
  expect((await runningRace(page.request, false)).playerData?.points).toBe(points);

  // On /races: the same place and points, and the watcher sees them on the podium.
  await page.goto("/races");
  const place = (await runningRace(page.request, false)).playerData?.place ?? 0;
  const ordinal = new Intl.PluralRules("en", { type: "ordinal" }).select(place);
  const suffix = { one: "st", two: "nd", few: "rd" }[ordinal as "one" | "two" | "few"] ?? "th";
  await expect(page.getByTestId("race-place")).toHaveText(`${place}${suffix}`);
  const written = `${new Intl.NumberFormat("en").format(points)} points`;
  await expect(page.getByTestId("race-points")).toHaveText(written);
  const watcherPodium = watcher.getByRole("list", { name: t.leaderboard.podium });
  await expect(watcherPodium.getByRole("listitem").filter({ hasText: written })).toBeVisible({
    timeout: 30_000,
  });
  await watcherContext.close();

  // The race ends on the server's clock; the winner is congratulated and paid.
  const before = await coinsOf(page.request);
  const prize = (await runningRace(page.request, false)).playerData?.prize;
  expect(prize?.coins).toBeGreaterThan(0);
  const endsAt = Date.parse(race.end);
  let now = await moveClock(page.request, 1);
  const startOfWait = now;
  while (now < endsAt - LAST_STEP_MS) {
    now = await moveClock(page.request, Math.min(CLOCK_STEP_MS, endsAt - LAST_STEP_MS - now));
    // The session is used, so it does not idle between steps.
    await coinsOf(page.request);
  }
  // A connection of the moved clock's time (its tokens outlive the last step), then the end.
  await openListening(page, "/races");
  await moveClock(page.request, Math.max(1, endsAt + PAST_THE_END_MS - now));
  const congrats = page.getByRole("dialog", { name: t.congrats.title });
  await expect(congrats).toBeVisible({ timeout: 60_000 });
  await expect(congrats).toContainText(t.congrats.body.replace("{{place}}", `${place}${suffix}`));
  // The sprint paid its prize. The day's marathon counts every round too, and when it ends in the
  // same stretch of clock (the sprint of the day's last hour) it pays the player as well.
  const won = await prizesSince(page.request, startOfWait);
  expect(won.get(race.id)).toBe(prize?.coins);
  const paid = before + [...won.values()].reduce((sum, coins) => sum + coins, 0);
  await expect(headerCoins(page, paid)).toBeVisible();
  expect(await coinsOf(page.request)).toBe(paid);
  await congrats.getByRole("button", { name: t.congrats.close }).click();

  // The race is in the history, with the player among its winners.
  const past = page.getByRole("region", { name: t.history.title });
  await expect(
    past.getByText(t.history.yourResult.replace("{{place}}", `${place}${suffix}`)).first(),
  ).toBeVisible();
});
