/**
 * Progressive jackpots as two players live them: the pool grows while both spin, and a forced win
 * pays it to one and sends it back to its seed on the other's ticker, pushed. The win is forced the
 * provably fair way, on a test deployment (TEST_CLOCK_SECRET): the winner's committed next server
 * seed is read from the hidden test route, a client seed that wins the mini with it at the round's
 * stake is found as anyone could once it is revealed, and the player rotates to it and spins.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { type JackpotOdds, jackpotTierWon } from "@reelhouse/games";
import { fairJackpotWord } from "@reelhouse/games/node";
import { TEST_CLOCK_SECRET } from "../playwright.config.ts";
import { expect, markWelcomed, quietPopups, test } from "./fixtures.ts";
import { signUpThroughApi } from "./support/accounts.ts";
import { ui } from "./support/catalogs.ts";
import { playQuickRounds, spinGoldRushOnce } from "./support/journeys.ts";
import { OwnServer, START_LIMIT_MS } from "./support/own-server.ts";
import { openListening } from "./support/realtime.ts";

// The win dialog is what this journey looks at: it is not collected for it.
test.use({ collectsJackpots: false });

const { en, es } = ui;

interface Pool {
  tier: string;
  currency: string;
  amount: number;
  seed: number;
  contributionBps: number;
  winStake: number;
  qualifyingBet: number;
}

async function coinPools(request: APIRequestContext): Promise<Pool[]> {
  const response = await request.get("/rest/jackpots/");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()).data.pools as Pool[]).filter((pool) => pool.currency === "coins");
}

const mini = (pools: Pool[]) => pools.find((pool) => pool.tier === "mini") as Pool;

/** The mini's amount on the page's ticker (the copy that closes the loop is hidden). */
function tickerMini(page: Page) {
  return page.getByTestId("jackpot-ticker").locator("ul:not([aria-hidden]) .jackpot--mini .jackpot__amount");
}

/** A client seed that, with `serverSeed` at nonce 0, wins the mini for a round staking `stake`. */
function clientSeedWinningMini(serverSeed: string, stake: number, pools: Pool[]): string {
  const odds: JackpotOdds[] = pools
    .filter((pool) => stake >= pool.qualifyingBet)
    .map((pool) => ({ tier: pool.tier as JackpotOdds["tier"], winStake: pool.winStake }));
  for (let attempt = 0; attempt < 1_000_000; attempt += 1) {
    const clientSeed = `jackpot-${attempt}`;
    if (jackpotTierWon(fairJackpotWord({ serverSeed, clientSeed, nonce: 0 }), stake, odds) === "mini") {
      return clientSeed;
    }
  }
  throw new Error("no client seed wins the mini");
}

const ownServerTest = test.extend<{ server: OwnServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  server: async ({}, use) => {
    const server = await OwnServer.create({ TEST_CLOCK_SECRET });
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ server }, use) => use(server.origin),
});

ownServerTest(
  "a jackpot pool grows while two players spin, and a forced win pays it and resets it on the other player's ticker, live",
  async ({ page, context, browser, server, player: _ }) => {
    ownServerTest.setTimeout(START_LIMIT_MS + 120_000);
    // The other player watches the home, in Spanish, in a browser of their own.
    const otherContext = await browser.newContext({ baseURL: server.origin });
    await quietPopups(otherContext, server.origin);
    const other = await signUpThroughApi(otherContext.request, { completeRegistration: true });
    await markWelcomed(otherContext, server.origin, other);
    const watcher = await otherContext.newPage();
    await openListening(watcher, `${es.prefix}/`);

    const seeded = mini(await coinPools(context.request));
    await expect(tickerMini(watcher)).toBeVisible();
    const seedText = (await tickerMini(watcher).textContent()) ?? "";
    expect(seedText).toContain(es.games.amount.coins.replace("{{amount}}", "").trim());
    expect(seeded.amount).toBe(seeded.seed);

    // Both spin: the player in the game, the other through the same API the game uses.
    await playQuickRounds(page);
    await page.goto("/game?game=gold-rush-express");
    // A player in coins mode who has entries is offered the switch first: the pools here are coins'.
    await page
      .getByRole("dialog", { name: en.studio.sweeps.title })
      .getByRole("button", { name: en.studio.sweeps.keepCoins })
      .click();
    const first = await spinGoldRushOnce(page, "en");
    const otherSpin = await otherContext.request.post("/rest/studio/gold-rush-express/spin/", {
      headers: { "idempotency-key": `jackpots-e2e-${Date.now()}` },
      data: { currency: "coins", bet: first.bet },
    });
    expect(otherSpin.ok(), await otherSpin.text()).toBe(true);
    const otherCost: number = (await otherSpin.json()).data.round.cost;

    // Each paid round added its share, to the minor unit, and the push carried it to the ticker.
    const grown = mini(await coinPools(context.request));
    const share = (cost: number) => Math.floor((cost * seeded.contributionBps) / 10_000);
    expect(grown.amount).toBe(seeded.seed + share(first.cost) + share(otherCost));
    await expect(tickerMini(watcher)).not.toHaveText(seedText);

    // The forced win: a client seed that wins the mini with the next pair's server seed.
    const committed = await context.request.get("/__test/studio/next-server-seed/", {
      headers: { "x-test-clock-secret": TEST_CLOCK_SECRET },
    });
    expect(committed.ok(), await committed.text()).toBe(true);
    const { serverSeed } = (await committed.json()) as { serverSeed: string };
    const clientSeed = clientSeedWinningMini(serverSeed, first.cost, await coinPools(context.request));
    const rotated = await context.request.post("/rest/fairness/rotate/", { data: { clientSeed } });
    expect(rotated.ok(), await rotated.text()).toBe(true);

    const won = await spinGoldRushOnce(page, "en");
    const celebration = page.getByRole("dialog", { name: en.jackpots.won.title });
    await expect(celebration).toBeVisible();
    await expect(celebration.getByText(en.jackpots.tiers.mini, { exact: true })).toBeVisible();
    const paid = grown.amount + share(won.cost);
    const lastWin = (await (await context.request.get("/rest/jackpots/")).json()).data.lastWins[0];
    expect(lastWin).toMatchObject({
      tier: "mini",
      currency: "coins",
      amount: paid,
      gameId: "gold-rush-express",
    });
    const payout = await context.request.get("/rest/player/transactions/?kind=jackpot_win");
    expect((await payout.json()).data.transactions).toHaveLength(1);

    // The pool is back at its seed, and the other player's ticker says so without a reload.
    expect(mini(await coinPools(context.request)).amount).toBe(seeded.seed);
    await expect(tickerMini(watcher)).toHaveText(seedText);
    await celebration.getByRole("button", { name: en.jackpots.won.close }).click();
    await expect(celebration).toBeHidden();
    await otherContext.close();
  },
);
