import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import type { Currency } from "@reelhouse/contract";
import { expect, test } from "./fixtures.ts";
import { STARTING_BALANCE } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { jackpotsPaid, playQuickRounds } from "./support/journeys.ts";

const en = ui.en.studio;

const TITLES = [
  ["lucky-lanterns", "Lucky Lanterns"],
  ["midnight-fruits", "Midnight Fruits"],
  ["viking-voyage", "Viking Voyage"],
  ["savanna-sunrise", "Savanna Sunrise"],
  ["sunken-fortune", "Sunken Fortune"],
  ["dragons-hoard", "Dragon's Hoard"],
  ["gold-rush-express", "Gold Rush Express"],
  ["storm-forge", "Storm Forge"],
  ["cosmic-scratch", "Cosmic Scratch"],
  ["star-quarry", "Star Quarry"],
  ["sugar-storm", "Sugar Storm"],
  ["potion-parlour", "Potion Parlour"],
] as const;

interface StoredRound {
  id: string;
  bet: number;
  cost: number;
  totalWin: number;
  status: "open" | "complete";
  currency: Currency;
}

/**
 * What the page showed at one moment: the header's coins, the game's balance, the spins asked for,
 * the reels' stops and the cascades' tumbles shown so far.
 */
interface Sample {
  header: string;
  game: string;
  spins: number;
  stops: number;
  tumbles: number;
}

type Sampled = Window & { balanceSamples: Sample[]; spinsAsked: number };

// A round with a feature plays every free spin in the browser; turbo and reduced motion keep it short.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => playQuickRounds(page));

/** The balance as the header and the game write it: coins whole, entries with cents. */
function written(minorUnits: number, currency: Currency, language: "en" | "es" = "en"): string {
  return currency === "coins"
    ? new Intl.NumberFormat(language).format(Math.floor(minorUnits / 100))
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(minorUnits / 100);
}

async function openGame(
  page: Page,
  gameId: string,
  name: string,
  language: "en" | "es" = "en",
): Promise<FrameLocator> {
  const texts = ui[language].studio;
  await page.goto(`${language === "es" ? "/es" : ""}/game?game=${gameId}`);
  // A new player in coins mode has entries too: the switch to sweeps is offered first.
  const offer = page.getByRole("dialog", { name: texts.sweeps.title });
  await offer.getByRole("button", { name: texts.sweeps.keepCoins }).click();
  await expect(offer).toBeHidden();
  const frame = page.frameLocator(`iframe[title="${texts.page.frameTitle.replace("{{name}}", name)}"]`);
  await expect(
    frame.getByRole("button", { name: new RegExp(`^(${texts.hud.spin}|${texts.hud.buyCard})$`) }),
  ).toBeEnabled({ timeout: 20_000 });
  return frame;
}

async function latestRound(request: APIRequestContext, gameId: string): Promise<StoredRound> {
  const response = await request.get(`/rest/studio/rounds/?gameId=${gameId}&limit=1`);
  expect(response.ok()).toBe(true);
  const round = (await response.json()).data.rounds[0] as StoredRound | undefined;
  if (!round) throw new Error(`no round of ${gameId}`);
  return round;
}

function balanceIn(frame: FrameLocator, language: "en" | "es" = "en") {
  return frame.getByRole("status", { name: ui[language].studio.hud.balance });
}

/**
 * Played here in Spanish: a title whose other journey is in English (studio-cascades.spec.ts), so
 * that every title of the newer mechanics is played by a new player in both languages.
 */
const SPANISH_FIRST_SPINS = new Set<string>(["potion-parlour"]);

for (const [gameId, name] of TITLES) {
  test(`a new player spins ${name} once and the balance shown is what the stored round left`, async ({
    page,
    player: _,
  }) => {
    const language = SPANISH_FIRST_SPINS.has(gameId) ? "es" : "en";
    const texts = ui[language].studio;
    const frame = await openGame(page, gameId, name, language);
    await expect(balanceIn(frame, language)).toHaveText(written(STARTING_BALANCE.coins, "coins", language));
    const isScratch = gameId === "cosmic-scratch";
    const play = frame.getByRole("button", {
      name: isScratch ? texts.hud.buyCard : texts.hud.spin,
      exact: true,
    });
    await play.click();
    if (isScratch) await frame.getByRole("button", { name: texts.scratch.revealAll }).click();
    await expect(play).toBeEnabled({ timeout: 45_000 });

    const round = await latestRound(page.request, gameId);
    expect(round.status).toBe("complete");
    await expect(balanceIn(frame, language)).toHaveText(
      written(
        STARTING_BALANCE.coins - round.cost + round.totalWin + (await jackpotsPaid(page.request, "coins")),
        "coins",
        language,
      ),
    );
  });
}

test("after switching to entries, a spin is paid in entries and the balance matches the round", async ({
  page,
  player: _,
}) => {
  await openGame(page, "midnight-fruits", "Midnight Fruits");
  await page.getByRole("button", { name: en.currency.entries, exact: true }).click();
  // The frame loads again in the new mode.
  const entries = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Midnight Fruits")}"]`,
  );
  await expect(balanceIn(entries)).toHaveText(written(STARTING_BALANCE.entries, "entries"), {
    timeout: 20_000,
  });
  await entries.getByRole("button", { name: en.hud.spin, exact: true }).click();
  await expect(entries.getByRole("button", { name: en.hud.spin, exact: true })).toBeEnabled({
    timeout: 45_000,
  });

  const round = await latestRound(page.request, "midnight-fruits");
  expect(round.currency).toBe("entries");
  await expect(balanceIn(entries)).toHaveText(
    written(
      STARTING_BALANCE.entries - round.cost + round.totalWin + (await jackpotsPaid(page.request, "entries")),
      "entries",
    ),
  );
});

test("a bought feature starts free spins; a reload in the middle resumes them at their bet and finishes them", async ({
  page,
  player: _,
}) => {
  const frame = await openGame(page, "viking-voyage", "Viking Voyage");
  await frame.getByRole("button", { name: new RegExp(en.buy.button) }).click();
  const dialog = frame.getByRole("dialog", { name: en.buy.title });
  await dialog.getByRole("button", { name: /^Buy for / }).click();
  await expect(frame.getByRole("heading", { name: en.cards.freeSpins })).toBeVisible({ timeout: 20_000 });

  const open = await latestRound(page.request, "viking-voyage");
  expect(open.status).toBe("open");
  // Meanwhile another tab chose the lowest bet: the open round still goes on at its own.
  await page.evaluate(() => {
    const key = "reelhouse.studio.settings";
    const settings = JSON.parse(localStorage.getItem(key) ?? "{}");
    localStorage.setItem(key, JSON.stringify({ ...settings, bets: { "viking-voyage:coins": 0 } }));
  });
  await page.reload();
  const resumed = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Viking Voyage")}"]`,
  );
  // Entries were offered once this session, before the reload: not again.
  await expect(resumed.getByRole("heading", { name: en.cards.resumeFreeSpins })).toBeVisible({
    timeout: 20_000,
  });
  await expect(resumed.getByRole("group", { name: en.hud.bet }).locator("output")).toHaveText(
    written(open.bet, "coins"),
  );
  // A feature can retrigger many times: the player taps the game to skip each presentation, as
  // the game offers (a tap skips while a round plays and does nothing after it), until the round
  // is over and the spin button comes back.
  const spin = resumed.getByRole("button", { name: en.hud.spin, exact: true });
  await expect(async () => {
    await resumed.locator("canvas").first().click({ force: true });
    await expect(spin).toBeEnabled({ timeout: 250 });
  }).toPass({ timeout: 90_000, intervals: [100] });

  const round = await latestRound(page.request, "viking-voyage");
  expect(round.id).toBe(open.id);
  expect(round.status).toBe("complete");
  await expect(balanceIn(resumed)).toHaveText(
    written(
      STARTING_BALANCE.coins - round.cost + round.totalWin + (await jackpotsPaid(page.request, "coins")),
      "coins",
    ),
  );
});

test("a past round replays from the game history, in the game frame, with no betting", async ({
  page,
  player: _,
}) => {
  const frame = await openGame(page, "midnight-fruits", "Midnight Fruits");
  await frame.getByRole("button", { name: en.hud.spin, exact: true }).click();
  await expect(frame.getByRole("button", { name: en.hud.spin, exact: true })).toBeEnabled({
    timeout: 45_000,
  });
  const round = await latestRound(page.request, "midnight-fruits");

  await page.goto("/game/history");
  await page.getByRole("link", { name: ui.en.gameHistory.replay }).first().click();
  await expect(page).toHaveURL(new RegExp(`replay=${round.id}`));
  const replay = page.frameLocator(
    `iframe[title="${en.page.frameTitle.replace("{{name}}", "Midnight Fruits")}"]`,
  );
  const banner = replay.getByRole("region", { name: en.replay.label });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner.getByRole("button", { name: en.replay.again })).toBeVisible({ timeout: 30_000 });
  // A replay shows the round; it never bets again.
  await expect(replay.getByRole("button", { name: en.hud.spin, exact: true })).toHaveCount(0);
  expect((await latestRound(page.request, "midnight-fruits")).id).toBe(round.id);
});

/**
 * Sunken Fortune wins on most spins; Sugar Storm's wins show only once their cascade has tumbled
 * to its end. At each title's lowest bet the welcome coins last for hundreds of spins, and every
 * win is whole coins (the economy's levels keep wins exact), which the page writes.
 */
const SAMPLED = [
  ["sunken-fortune", "Sunken Fortune"],
  ["sugar-storm", "Sugar Storm"],
] as const;

for (const [gameId, name] of SAMPLED) {
  test(`${name}: the header and the game show each win only once its reels have stopped`, async ({
    page,
    player: _,
  }) => {
    test.setTimeout(300_000);
    // At the game's own pace, where the server's answer and its push come well before the reels stop.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.addInitScript((game) => {
      const bets = { [`${game}:coins`]: 0 };
      const settings = { isSoundOn: false, isTurbo: false, hasConfirmedMaxBet: false, bets };
      localStorage.setItem("reelhouse.studio.settings", JSON.stringify(settings));
    }, gameId);
    const frame = await openGame(page, gameId, name);
    const coins = ui.en.wallet.coins;
    // The header's coins, named "<amount> Coins. Playing with Coins".
    const header = page.getByRole("button", {
      name: `${coins}. ${ui.en.wallet.playingWith.replace("{{currency}}", coins)}`,
    });
    await expect(header).toContainText(written(STARTING_BALANCE.coins, "coins"));

    // Every 50 ms, in the page: the header's coins, the game's balance and how often the reels stopped.
    await page.evaluate(() => {
      const sampled = window as unknown as Sampled;
      const samples: Sample[] = [];
      sampled.balanceSamples = samples;
      sampled.spinsAsked = 0;
      setInterval(() => {
        const game = document.querySelector("iframe")?.contentDocument;
        samples.push({
          header:
            document.querySelector(".game-mode-balance__option--coins .game-mode-balance__amount")
              ?.textContent ?? "",
          game: game?.querySelector(".game-client output[aria-label]")?.textContent ?? "",
          spins: sampled.spinsAsked,
          stops: Number(game?.querySelector<HTMLElement>(".game-client")?.dataset.reelStops ?? 0),
          tumbles: Number(game?.querySelector<HTMLElement>(".game-client")?.dataset.tumbles ?? 0),
        });
      }, 50);
    });

    const spin = frame.getByRole("button", { name: en.hud.spin, exact: true });
    // Spins until three rounds have won an amount the page writes differently from the stake.
    let wins = 0;
    for (let spins = 1; wins < 3 && spins <= 30; spins += 1) {
      await page.evaluate((asked) => {
        (window as unknown as Sampled).spinsAsked = asked;
      }, spins);
      await spin.click();
      // The round's presentation is over when the spin button comes back. Free spins play many
      // steps: once they start, the player taps through them, and each win shows at its tap.
      const freeSpins = frame.getByRole("heading", { name: en.cards.freeSpins });
      let isInFeature = false;
      await expect(async () => {
        isInFeature ||= await freeSpins.isVisible();
        if (isInFeature) await frame.locator("canvas").first().click({ force: true });
        await expect(spin).toBeEnabled({ timeout: 250 });
      }).toPass({ timeout: 120_000, intervals: [100] });
      const round = await latestRound(page.request, gameId);
      if (round.totalWin >= 100 && Math.abs(round.totalWin - round.cost) >= 100) wins += 1;
    }
    expect(wins).toBe(3);

    const history = await page.request.get(`/rest/studio/rounds/?gameId=${gameId}&limit=30`);
    const summaries = ((await history.json()).data.rounds as StoredRound[]).slice().reverse();
    let balance = STARTING_BALANCE.coins;
    let stop = 0;
    let tumbles = 0;
    /**
     * Each step that won: its spin, the reels' stop it shows at, the tumbles shown once its cascade
     * is over (none for reels), the figures before it and the one after.
     */
    const steps: Array<{ spin: number; stop: number; tumbles: number; shown: number[]; after: number }> = [];
    for (const [spin, summary] of summaries.entries()) {
      const answer = await page.request.get(`/rest/studio/rounds/${summary.id}/`);
      const round = (await answer.json()).data.round as StoredRound & {
        steps: Array<{ win: number; outcome: { cascade?: { tumbles: unknown[] } } }>;
      };
      let shown = balance - round.cost;
      for (const [index, step] of round.steps.entries()) {
        stop += 1;
        tumbles += step.outcome.cascade?.tumbles.length ?? 0;
        if (step.win > 0) {
          // Until the spin the page shows the balance the round started from, then less the stake.
          const before = index === 0 ? [balance, shown] : [shown];
          steps.push({ spin: spin + 1, stop, tumbles, shown: before, after: shown + step.win });
        }
        shown += step.win;
      }
      balance = shown;
    }
    const settled = balance + (await jackpotsPaid(page.request, "coins"));
    await expect(header).toContainText(written(settled, "coins"));
    await expect(balanceIn(frame)).toHaveText(written(settled, "coins"));

    const samples = await page.evaluate(() => (window as unknown as Sampled).balanceSamples);
    expect(samples.at(-1)?.stops).toBe(stop);
    let checked = 0;
    for (const step of steps) {
      // From its spin (or the stop before it) to its stop: the step's request, its answer, its push.
      const before = samples.filter((sample) => sample.spins === step.spin && sample.stops === step.stop - 1);
      const after = written(step.after, "coins");
      // A win written the same as a figure shown before it (the stake given back, a fraction of a
      // coin) cannot be told apart on screen.
      if (step.shown.some((figure) => written(figure, "coins") === after)) continue;
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((sample) => sample.header === after || sample.game === after)).toEqual([]);
      // Nor while its cascade still tumbles.
      const tumbling = samples.filter(
        (sample) => sample.spins === step.spin && sample.tumbles < step.tumbles,
      );
      expect(tumbling.filter((sample) => sample.header === after || sample.game === after)).toEqual([]);
      // Once the reels stop, the header shows the win.
      expect(samples.some((sample) => sample.stops >= step.stop && sample.header === after)).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
}

/** The ways a grid's heights make, written as the ways counter writes them. */
function waysWritten(grid: readonly (readonly string[])[], language: "en" | "es"): string {
  const ways = grid.reduce((product, column) => product * column.length, 1);
  return new Intl.NumberFormat(language).format(ways);
}

// In Spanish: the other titles' journeys here are in English, and the ways counter's numbers are
// written the Spanish way.
test.describe("in Spanish", () => {
  const language = "es";
  test("Star Quarry's reels change height from spin to spin and a past round replays at its heights", async ({
    page,
    player: _,
  }) => {
    // Three rounds and a replay, any of which may play free spins.
    test.setTimeout(240_000);
    const texts = ui[language].studio;
    const frame = await openGame(page, "star-quarry", "Star Quarry", language);
    const spin = frame.getByRole("button", { name: texts.hud.spin, exact: true });
    const ways = frame.getByTestId("game-ways");
    await expect(ways).toContainText(texts.ways.label_other);
    const shown = new Set<string>();
    for (let played = 0; played < 3; played += 1) {
      await spin.click();
      // A round that starts free spins plays them all: a tap skips each presentation.
      await expect(async () => {
        await frame.locator("canvas").first().click({ force: true });
        await expect(spin).toBeEnabled({ timeout: 250 });
      }).toPass({ timeout: 60_000, intervals: [100] });
      const round = await latestRound(page.request, "star-quarry");
      const stored = await (await page.request.get(`/rest/studio/rounds/${round.id}/`)).json();
      const last = stored.data.round.steps.at(-1).outcome;
      // The counter shows the ways of the grid the reels landed on, whatever its heights.
      await expect(ways).toContainText(waysWritten(last.grid, language));
      shown.add(last.grid.map((column: string[]) => column.length).join());
    }
    // Three spins of six reels drawn 2 to 7 tall: the heights changed.
    expect(shown.size).toBeGreaterThan(1);
    const round = await latestRound(page.request, "star-quarry");
    const stored = await (await page.request.get(`/rest/studio/rounds/${round.id}/`)).json();

    await page.goto(`${language === "es" ? "/es" : ""}/game/history`);
    await page.getByRole("link", { name: ui[language].gameHistory.replay }).first().click();
    await expect(page).toHaveURL(new RegExp(`replay=${round.id}`));
    const replay = page.frameLocator(
      `iframe[title="${texts.page.frameTitle.replace("{{name}}", "Star Quarry")}"]`,
    );
    const banner = replay.getByRole("region", { name: texts.replay.label });
    await expect(banner.getByRole("button", { name: texts.replay.again })).toBeVisible({ timeout: 30_000 });
    // The replay lands the round's own heights: its ways counter shows the stored grid's ways.
    await expect(replay.getByTestId("game-ways")).toContainText(
      waysWritten(stored.data.round.steps.at(-1).outcome.grid, language),
    );
    await expect(replay.getByRole("button", { name: texts.hud.spin, exact: true })).toHaveCount(0);
  });
});
