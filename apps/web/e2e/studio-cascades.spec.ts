/**
 * The tumbling titles' cascades (Sugar Storm's counts anywhere, Potion Parlour's clusters on
 * multiplier spots), as a new player meets them, one title in each language: the game opened from the lobby,
 * rounds played until one tumbles, the balance left where the stored rounds put it, that round
 * replayed step by step from the history and verified on the fairness page.
 */
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { STARTING_BALANCE } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { finishRound, jackpotsPaid, playQuickRounds } from "./support/journeys.ts";

/**
 * Each title in one language; its first spin in the other is in studio.spec.ts, so that each is
 * played by a new player in both.
 */
const TITLES = [
  ["sugar-storm", "Sugar Storm", "es"],
  ["potion-parlour", "Potion Parlour", "en"],
] as const;
/** Spins enough that a round tumbling at least once is all but certain (one spin in three or more). */
const MAX_SPINS = 25;

interface StoredRound {
  id: string;
  cost: number;
  totalWin: number;
  status: "open" | "complete";
  steps: Array<{ outcome: { cascade?: { tumbles: Array<{ spots?: number[][] }> } } }>;
}

// A round may play free spins in the browser; turbo and reduced motion keep every round short.
test.describe.configure({ timeout: 300_000 });

async function rounds(request: APIRequestContext, game: string): Promise<Array<Omit<StoredRound, "steps">>> {
  const response = await request.get(`/rest/studio/rounds/?gameId=${game}&limit=50`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.rounds;
}

async function storedRound(request: APIRequestContext, id: string): Promise<StoredRound> {
  const response = await request.get(`/rest/studio/rounds/${id}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.round;
}

/** How many tumbles the round's cascades took, over all its steps. */
function tumblesOf(round: StoredRound): number {
  return round.steps.reduce((sum, step) => sum + (step.outcome.cascade?.tumbles.length ?? 0), 0);
}

for (const [GAME, NAME, lang] of TITLES) {
  const t = ui[lang];
  const studio = t.studio;
  const frameTitle = studio.page.frameTitle.replace("{{name}}", NAME);

  /** The balance as the game writes it in this language: whole coins. */
  const written = (minor: number) => new Intl.NumberFormat(lang).format(Math.floor(minor / 100));

  async function openFromLobby(page: Page): Promise<FrameLocator> {
    await page.goto(`${t.prefix}/`);
    await page
      .getByRole("link", { name: new RegExp(`^${NAME}`) })
      .first()
      .click();
    await page
      .getByRole("dialog", { name: NAME })
      .getByRole("link", { name: t.games.modal.play.coins })
      .click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/game\\?game=${GAME}$`));
    const offer = page.getByRole("dialog", { name: studio.sweeps.title });
    await offer.getByRole("button", { name: studio.sweeps.keepCoins }).click();
    await expect(offer).toBeHidden();
    const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await expect(frame.getByRole("button", { name: studio.hud.spin, exact: true })).toBeEnabled({
      timeout: 30_000,
    });
    return frame;
  }

  test(`${lang}: a new player plays ${NAME} until it tumbles, replays that round from the history and verifies it`, async ({
    page,
    player: _,
  }) => {
    await playQuickRounds(page, GAME);
    const frame = await openFromLobby(page);
    const spin = frame.getByRole("button", { name: studio.hud.spin, exact: true });

    let tumbling: StoredRound | null = null;
    for (let spins = 0; spins < MAX_SPINS && !tumbling; spins += 1) {
      await spin.click();
      await finishRound(frame, lang);
      const [latest] = await rounds(page.request, GAME);
      if (!latest) throw new Error("the spin left no round");
      const round = await storedRound(page.request, latest.id);
      expect(round.status).toBe("complete");
      // Every step of a tumbling title records its cascade; one of more than one grid tumbled.
      expect(round.steps.every((step) => (step.outcome.cascade?.tumbles.length ?? 0) >= 1)).toBe(true);
      if (round.steps.some((step) => (step.outcome.cascade?.tumbles.length ?? 0) > 1)) tumbling = round;
    }
    if (!tumbling) throw new Error(`no round tumbled in ${MAX_SPINS} spins`);
    // A title with multiplier spots records the spots every tumble met.
    if (GAME === "potion-parlour") {
      const tumbles = tumbling.steps.flatMap((step) => step.outcome.cascade?.tumbles ?? []);
      expect(tumbles.every((tumble) => tumble.spots?.length === 7)).toBe(true);
    }

    // The game and the header settle on what the stored rounds left.
    const played = await rounds(page.request, GAME);
    const balance = played.reduce(
      (sum, round) => sum - round.cost + round.totalWin,
      STARTING_BALANCE.coins + (await jackpotsPaid(page.request, "coins")),
    );
    await expect(frame.getByRole("status", { name: studio.hud.balance })).toHaveText(written(balance));

    // The round replays from the history, every step and its cascade, with no betting.
    await page.goto(`${t.prefix}/game/history`);
    await page
      .getByRole("link", { name: new RegExp(`^${t.gameHistory.replay}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`replay=${tumbling.id}`));
    const replay = page.frameLocator(`iframe[title="${frameTitle}"]`);
    const banner = replay.getByRole("region", { name: studio.replay.label });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByRole("button", { name: studio.replay.again })).toBeVisible({
      timeout: 120_000,
    });
    await expect(replay.locator(".game-client")).toHaveAttribute(
      "data-reel-stops",
      String(tumbling.steps.length),
    );
    await expect(replay.locator(".game-client")).toHaveAttribute("data-tumbles", String(tumblesOf(tumbling)));
    await expect(replay.getByRole("button", { name: studio.hud.spin, exact: true })).toHaveCount(0);

    // And verifies on the fairness page: the seeds revealed, every tumble replayed from them.
    await page.goto(`${t.prefix}/game/history`);
    await page
      .getByRole("link", { name: new RegExp(`^${t.gameHistory.verify}`) })
      .first()
      .click();
    await expect(page).toHaveURL(`${t.prefix}/fairness?round=${tumbling.id}`);
    await page.getByRole("button", { name: t.fairness.verify.revealAndVerify }).click();
    await expect(page.getByText(t.fairness.verify.verifiedBody)).toBeVisible();
  });
}
