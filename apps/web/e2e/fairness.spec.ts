import type { APIRequestContext, Locator } from "@playwright/test";
import { findTitle } from "@reelhouse/games";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/audit.ts";
import { languages, ui } from "./support/catalogs.ts";

const en = ui.en;
const GAME = "midnight-fruits";
const GAME_NAME = findTitle(GAME)?.info.name ?? GAME;

let spins = 0;

/** One round of the game, played through the API with the browser's cookies; answers its id. */
async function spinOnce(request: APIRequestContext): Promise<string> {
  spins += 1;
  const response = await request.post(`/rest/studio/${GAME}/spin/`, {
    headers: { "idempotency-key": `fairness-e2e-${Date.now()}-${spins}` },
    data: { currency: "coins", bet: findTitle(GAME)?.info.betLevels.coins[0] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.round.id;
}

/** The value of the seed labelled `label` in the seed panel. */
async function seedValue(seeds: Locator, label: string): Promise<string> {
  const term = seeds.getByText(label, { exact: true });
  return (await term.locator("xpath=following-sibling::dd[1]//code").textContent()) ?? "";
}

test("a player finds a round in the history, rotates the seeds to reveal it and sees it verified", async ({
  page,
  context,
  player: _,
}) => {
  const roundId = await spinOnce(context.request);

  await page.goto("/game/history");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.gameHistory.title })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(GAME_NAME) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(en.gameHistory.statuses.complete)).toBeVisible();
  await expect(row.getByRole("link", { name: new RegExp(`^${en.gameHistory.replay}`) })).toHaveAttribute(
    "href",
    `/game?game=${GAME}&replay=${roundId}`,
  );
  await row.getByRole("link", { name: new RegExp(`^${en.gameHistory.verify}`) }).click();

  await expect(page).toHaveURL(`/fairness?round=${roundId}`);
  await expect(page.getByRole("heading", { level: 1, name: en.pages.fairness.title })).toBeVisible();
  // Played with the active pair: its server seed is still secret.
  await expect(page.getByText(en.fairness.verify.unrevealed)).toBeVisible();
  await expect(page.getByText(en.fairness.previous.empty)).toBeVisible();

  // The next pair's server seed is committed, its hash shown, before the client seed is chosen.
  const seeds = page.getByRole("region", { name: en.fairness.seeds.title });
  const nextHash = await seedValue(seeds, en.fairness.seeds.nextServerSeedHash);
  expect(nextHash).toMatch(/^[0-9a-f]{64}$/);

  const rotate = page.getByRole("form", { name: en.fairness.seeds.rotateTitle });
  await rotate.getByLabel(en.fairness.seeds.newClientSeed).fill("my-lucky-seed");
  await rotate.getByRole("button", { name: en.fairness.seeds.rotate }).click();

  await expect(page.getByText(en.fairness.verify.verifiedBody)).toBeVisible();
  await expect(page.getByText(en.fairness.verify.hashMatches)).toBeVisible();
  // Replayed from the published sheet of the version the round was played under.
  const version = String(findTitle(GAME)?.info.mathsVersion);
  await expect(
    page.getByRole("link", { name: en.fairness.verify.replayedFromSheet.replace("{{version}}", version) }),
  ).toHaveAttribute("href", `/fairness/${GAME}?version=${version}`);
  // The pair's one round took nonce 0: none missing or repeated.
  await expect(
    page.getByText(en.fairness.verify.noncesContinuous_one.replace("{{count}}", "1"), { exact: true }),
  ).toBeVisible();
  await expect(page.locator(".step-check")).toHaveCount(1);
  await expect(page.locator(".step-check")).toContainText(en.fairness.verify.verified);
  // The new pair starts at nonce 0 with the chosen seed and the committed server seed; the old one
  // is listed, revealed.
  await expect(seeds.getByText("my-lucky-seed", { exact: true })).toBeVisible();
  expect(await seedValue(seeds, en.fairness.seeds.serverSeedHash)).toBe(nextHash);
  expect(await seedValue(seeds, en.fairness.seeds.nextServerSeedHash)).not.toBe(nextHash);
  const revealed = page.getByRole("region", { name: en.fairness.previous.title }).getByRole("listitem");
  await expect(revealed).toHaveCount(1);
  await expect(revealed).toContainText(`${en.fairness.previous.rounds}: 1`);

  expect(await seriousViolations(page)).toEqual([]);
});

test("the game's info panel links to its maths sheet: rules, strips, draw order and a worked example", async ({
  page,
  player: _,
}) => {
  const version = String(findTitle(GAME)?.info.mathsVersion);
  await page.goto(`/game?game=${GAME}`);
  // A new player in coins mode has entries too: the switch to sweeps is offered first.
  const offer = page.getByRole("dialog", { name: en.studio.sweeps.title });
  await offer.getByRole("button", { name: en.studio.sweeps.keepCoins }).click();
  await expect(offer).toBeHidden();
  const frame = page.frameLocator(
    `iframe[title="${en.studio.page.frameTitle.replace("{{name}}", GAME_NAME)}"]`,
  );
  await frame.getByRole("button", { name: en.studio.hud.paytable }).click();
  await frame
    .getByRole("link", { name: en.studio.paytable.mathsSheet.replace("{{version}}", version) })
    .click();

  await expect(page).toHaveURL(`/fairness/${GAME}`);
  const sheet = en.fairness.sheet;
  await expect(
    page.getByRole("heading", { level: 1, name: sheet.title.replace("{{name}}", GAME_NAME) }),
  ).toBeVisible();
  for (const heading of [sheet.paytable.title, sheet.rules.title, sheet.strips.title, sheet.draws.title]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: sheet.example.title })).toBeVisible();
  await expect(page.getByRole("table", { name: sheet.example.draws })).toBeVisible();
  await expect(page.getByText(sheet.currentVersion.replace("{{version}}", version))).toBeVisible();
  // The strips open from their summary, position by position.
  await page.getByText(new RegExp(`^The ${sheet.strips.base}`)).click();
  await expect(page.getByRole("table", { name: sheet.strips.base })).toBeVisible();
  // The page never scrolls sideways, whatever the tables hold.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a round ID that is not one is refused with a way forward", async ({ page, player: _ }) => {
  await page.goto("/fairness");
  await page.getByLabel(en.fairness.verify.roundId).fill("not-a-round");
  await page.getByRole("button", { name: en.fairness.verify.submit, exact: true }).click();
  await expect(page).toHaveURL("/fairness?round=not-a-round");
  await expect(page.getByText(en.fairness.verify.invalidId)).toBeVisible();
});

for (const lang of languages.filter((each) => each !== "en")) {
  test(`the game history and the fairness page speak ${lang}`, async ({ page, context, player: _ }) => {
    const t = ui[lang];
    const roundId = await spinOnce(context.request);
    await page.goto(`${t.prefix}/game/history`);
    await expect(page.getByRole("heading", { level: 1, name: t.pages.gameHistory.title })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(GAME_NAME) });
    await expect(row.getByText(t.gameHistory.statuses.complete)).toBeVisible();
    await row.getByRole("link", { name: new RegExp(`^${t.gameHistory.verify}`) }).click();

    await expect(page).toHaveURL(`${t.prefix}/fairness?round=${roundId}`);
    await expect(page.getByRole("heading", { level: 1, name: t.pages.fairness.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.fairness.howItWorks.title })).toBeVisible();
    await page.getByRole("button", { name: t.fairness.verify.revealAndVerify }).click();
    await expect(page.getByText(t.fairness.verify.verifiedBody)).toBeVisible();
  });
}

test("a guest reads how rounds are checked and replays one from pasted values, with the maths of its version", async ({
  page,
  request,
}) => {
  const sheet = (await (await request.get("/rest/fairness/titles/viking-voyage/maths/1/")).json()).data;
  const { example } = sheet;
  await page.goto("/fairness");
  await expect(page).toHaveURL("/fairness");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.fairness.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: en.fairness.howItWorks.title })).toBeVisible();
  await expect(page.getByRole("link", { name: en.fairness.guest.signIn })).toHaveAttribute(
    "href",
    `/signin?redirectTo=${encodeURIComponent("/fairness")}`,
  );
  await expect(
    page.getByRole("link", { name: en.fairness.sheets.link.replace("{{name}}", "Viking Voyage") }),
  ).toHaveAttribute("href", "/fairness/viking-voyage");

  const tool = page.getByRole("region", { name: en.fairness.replay.title });
  await tool.getByLabel(en.fairness.replay.game).selectOption("viking-voyage");
  const version = tool.getByLabel(en.fairness.replay.version);
  await expect(version.locator("option")).toHaveText([
    en.fairness.sheet.version.replace("{{version}}", "1"),
    en.fairness.sheet.version.replace("{{version}}", "2"),
  ]);
  await version.selectOption("1");
  await tool.getByLabel(en.fairness.verify.serverSeed, { exact: true }).fill(example.serverSeed);
  await tool.getByLabel(en.fairness.replay.committedHash).fill(example.serverSeedHash);
  await tool.getByLabel(en.fairness.verify.clientSeed).fill(example.clientSeed);
  await tool.getByLabel(en.fairness.verify.nonce).fill(String(example.nonce));
  await tool.getByRole("button", { name: en.fairness.replay.submit }).click();

  await expect(tool.getByText(en.fairness.replay.hashMatches)).toBeVisible();
  await expect(
    tool.getByRole("link", { name: en.fairness.replay.fromSheet.replace("{{version}}", "1") }),
  ).toHaveAttribute("href", "/fairness/viking-voyage?version=1");
  const times = example.result.winUnits / sheet.title.info.unitsPerBet;
  await expect(
    tool.getByText(
      en.fairness.replay.total
        .replace("{{units}}", String(example.result.winUnits))
        .replace("{{times}}", String(times)),
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
