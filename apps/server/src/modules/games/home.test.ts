import {
  GamesCatalogue,
  HomeBannersResponse,
  HomePageResponse,
  type Round,
  type RoundSummary,
} from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, homeBanners, players } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { studioPlayer } from "../../test/studio-player.ts";
import { SOURCE_TTL_MS } from "./source.ts";

const lowestCoins = (gameId: string) => findTitle(gameId)?.info.betLevels.coins[0] as number;

const TEXAS_IP = "128.83.0.1";
/** How long the home's last winners may lag behind the rounds. */
const LAST_WINNERS_TTL_MS = 5_000;

let t: TestApp;
let ids: Record<string, number>;
let names: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
  const catalogue = GamesCatalogue.parse((await t.app.inject("/rest/get-game-filters/")).json());
  ids = Object.fromEntries(catalogue.games.map((game) => [game.slug, game.id]));
  names = Object.fromEntries(catalogue.games.map((game) => [game.slug, game.name]));
});
afterAll(() => t.close());

const home = async ({
  cookie,
  language,
  from,
}: {
  cookie?: string;
  language?: string;
  from?: string;
} = {}) => {
  const response = await t.app.inject({
    method: "GET",
    url: "/rest/page/home/",
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { "accept-language": language } : {}) },
    ...(from ? { remoteAddress: from } : {}),
  });
  expect(response.statusCode).toBe(200);
  return HomePageResponse.parse(response.json());
};

describe("GET /rest/page/home/", () => {
  it("lays out the collection rows of the home with their games, rows per slide and looks", async () => {
    const { seo, payload } = await home();
    expect(seo).toEqual({
      title: "Free social casino games · Funrize",
      description: expect.stringContaining("hold-and-win jackpots"),
    });
    expect(payload.games.collections).toEqual([
      "featuredGames",
      "popularGames",
      "newGames",
      "hotGames",
      "bonusBuyGames",
      "intoTheWild",
      "recommend",
      "missedItGames",
    ]);
    const catalogue = GamesCatalogue.parse((await t.app.inject("/rest/get-game-filters/")).json());
    for (const slug of payload.games.collections) {
      expect(payload.games.issues[slug]).toEqual({
        ...catalogue.issues[slug],
        games: catalogue.issueGamesIds[slug],
      });
    }
    const tiles = Object.values(payload.games.issues).reduce((sum, issue) => sum + issue.games.length, 0);
    expect(tiles).toBeGreaterThanOrEqual(36);
    // No thin rows: every row of the home has three games or more.
    for (const slug of payload.games.collections) {
      expect(payload.games.issues[slug]?.games.length, slug).toBeGreaterThanOrEqual(3);
    }
    expect(payload.games.issues.featuredGames?.componentOption).toEqual({
      rowsPerSlide: 2,
      layout: "featured",
    });
    expect(payload.games.issues.popularGames?.componentOption.rowsPerSlide).toBe(3);
    expect(payload.games.issues.intoTheWild).toMatchObject({ title: "Into the wild", bg_color: "#1b4332" });
    expect(payload.games.issues.intoTheWild?.games).toContain(ids["savanna-sunrise"]);
  });

  it("shows the game of the week, the live jackpot pools, and the sections still to come empty", async () => {
    const { payload } = await home();
    expect(payload.gameOfWeek).toEqual({
      gameId: ids["gold-rush-express"],
      slug: "gold-rush-express",
      description: expect.stringContaining("243 ways"),
    });
    // The demo's pools at their seeds, mini to grand, in both currencies (minor units).
    expect(payload.jackpots).toEqual([
      { tier: "mini", coins: 1_000_000, entries: 1_000 },
      { tier: "minor", coins: 5_000_000, entries: 5_000 },
      { tier: "major", coins: 25_000_000, entries: 25_000 },
      { tier: "grand", coins: 100_000_000, entries: 100_000 },
    ]);
    expect(payload).toMatchObject({
      questData: null,
      infoPlate: null,
      promotions: [],
      promoBanners: [],
      schemeSections: [],
      schemaBanners: [],
    });
  });

  it("offers the cashier's packages for quick buy, the first-purchase deal among them for a new player", async () => {
    const { cookie } = await signUpPlayer(t.app, "games-home-packages", TEXAS_IP);
    const { payload } = await home({ cookie, from: TEXAS_IP });
    const sets = await t.app.inject({
      method: "GET",
      url: "/rest/available-sets/check/",
      headers: { cookie },
      remoteAddress: TEXAS_IP,
    });
    expect(sets.statusCode, sets.body).toBe(200);
    expect(payload.packages).toEqual(sets.json().data.packages);
    expect(payload.packages.some((item) => item.offerType === "first_purchase")).toBe(true);
  });

  it("carries the player's promotion cards, as the promotions page draws them; none for a guest", async () => {
    const { cookie } = await signUpPlayer(t.app, "games-home-promotions", TEXAS_IP);
    const { payload } = await home({ cookie, from: TEXAS_IP });
    const page = await t.app.inject({
      method: "GET",
      url: "/rest/page/promotions/",
      headers: { cookie },
      remoteAddress: TEXAS_IP,
    });
    const cards = page.json().payload.promotions;
    expect(cards.map((card: { promotion: string }) => card.promotion)).toContain("dailyLogin");
    expect(payload.promotions).toEqual(cards);
    // The demo's daily login asks for a confirmed email first.
    expect(payload.promotions.find((card) => card.promotion === "dailyLogin")?.state).toBe("locked");
    expect((await home({ from: TEXAS_IP })).payload.promotions).toEqual([]);
  });

  it("is worded in the request's language", async () => {
    const { seo, payload } = await home({ language: "es" });
    expect(seo.title).toBe("Juegos de casino social gratis · Funrize");
    expect(payload.games.issues.popularGames?.title).toBe("Juegos populares");
    expect(payload.gameOfWeek?.description).toContain("243 formas de ganar");
    expect(payload.banners[0]?.title).toBe("Bono de bienvenida: monedas gratis");
  });

  it("leaves out, for a group, the games withdrawn where it is", async () => {
    await t.database.db
      .update(games)
      .set({ restrictedStates: ["TX"] })
      .where(eq(games.slug, "gold-rush-express"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      const { payload } = await home({ from: TEXAS_IP });
      expect(payload.gameOfWeek).toBeNull();
      expect(Object.values(payload.games.issues).flatMap((issue) => issue.games)).not.toContain(
        ids["gold-rush-express"],
      );
      expect((await home()).payload.gameOfWeek?.slug).toBe("gold-rush-express");
    } finally {
      await t.database.db
        .update(games)
        .set({ restrictedStates: [] })
        .where(eq(games.slug, "gold-rush-express"));
      t.clock.advance(SOURCE_TTL_MS);
    }
  });
});

describe("home banners", () => {
  const bannerIds = (banners: { id: string }[]) => banners.map((banner) => banner.id);

  it("slide the promo banners beside two static ones, each for its audience", async () => {
    const guest = (await home()).payload.banners;
    expect(bannerIds(guest)).toEqual(["welcome", "jackpots", "promotions", "new-games", "bonus-buy"]);
    expect(guest.filter((banner) => banner.kind === "static")).toHaveLength(2);
    expect(guest[1]).toEqual({
      id: "jackpots",
      kind: "promo",
      title: "Hold & win jackpots",
      subtitle: expect.any(String),
      cta: "Play now",
      link: "/lobby?category=jackpot",
      imageWeb: "/art/banners/jackpot.svg",
      imageMobile: "/art/banners/jackpot.narrow.svg",
      bg_color: null,
    });
    const { cookie } = await signUpPlayer(t.app, "games-banners");
    expect(bannerIds((await home({ cookie })).payload.banners)).toEqual([
      "first-purchase",
      "jackpots",
      "promotions",
      "new-games",
      "bonus-buy",
    ]);
  });

  it("show only inside their time window", async () => {
    const now = t.clock.now();
    await t.database.db.update(homeBanners).set({ endsAt: now }).where(eq(homeBanners.id, "promotions"));
    await t.database.db
      .update(homeBanners)
      .set({ startsAt: new Date(now.getTime() + 2 * SOURCE_TTL_MS) })
      .where(eq(homeBanners.id, "jackpots"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      expect(bannerIds((await home()).payload.banners)).toEqual(["welcome", "new-games", "bonus-buy"]);
      t.clock.advance(SOURCE_TTL_MS);
      expect(bannerIds((await home()).payload.banners)).toEqual([
        "welcome",
        "jackpots",
        "new-games",
        "bonus-buy",
      ]);
    } finally {
      await t.database.db.update(homeBanners).set({ startsAt: null, endsAt: null });
      t.clock.advance(SOURCE_TTL_MS);
    }
  });

  it("GET /rest/banners/home/ answers them with the cashier's featured offer", async () => {
    const response = await t.app.inject("/rest/banners/home/");
    expect(response.statusCode).toBe(200);
    const body = HomeBannersResponse.parse(response.json());
    expect(body.banners).toEqual((await home()).payload.banners);
    const init = (await t.app.inject("/rest/app/init/")).json().data;
    expect(body.bannerPresetPackage).not.toBeNull();
    expect(body.bannerPresetPackage).toEqual(init.bannerPresetPackage);
  });
});

describe("last winners", () => {
  it("are the latest wins of ten times the bet or more, newest first, named without revealing anyone", async () => {
    const player = await studioPlayer(() => t.app, "games-winner");
    // Bought features mostly pay ten times the bet or more; play until at least one has.
    const rounds: Round[] = [];
    for (let spin = 0; spin < 30 && !rounds.some((round) => round.totalWin >= 10 * round.bet); spin++) {
      t.clock.advance(1000);
      const response = await player.spin(
        "gold-rush-express",
        { currency: "coins", bet: lowestCoins("gold-rush-express"), buy: true },
        `big-win-${spin}`,
      );
      expect(response.statusCode).toBe(200);
      rounds.push(await player.playOut(response.json().data.round));
    }
    t.clock.advance(1000);
    const small = await player.spin(
      "midnight-fruits",
      { currency: "coins", bet: lowestCoins("midnight-fruits") },
      "small-win",
    );
    rounds.push(await player.playOut(small.json().data.round));
    t.clock.advance(LAST_WINNERS_TTL_MS);

    const history = (await player.get("/rest/studio/rounds/?limit=50")).json().data.rounds as RoundSummary[];
    const big = history.filter((round) => round.status === "complete" && round.totalWin >= 10 * round.bet);
    expect(big.length).toBeGreaterThan(0);
    const handle = `#${player.playerId.slice(-4).toUpperCase()}`;
    // A jackpot one of the spins may have won is a last winner too (jackpots.test.ts shows them).
    const lastWinners = (await home()).payload.lastWinners.filter((winner) => winner.jackpot === null);
    expect(lastWinners).toEqual(
      big.map((round) => ({
        id: round.id,
        playerName: handle,
        gameId: ids[round.gameId],
        slug: round.gameId,
        gameName: names[round.gameId],
        currency: "coins",
        amount: round.totalWin,
        multiplier: Math.round((round.totalWin / round.bet) * 100) / 100,
        jackpot: null,
        at: round.completedAt,
      })),
    );
    expect(JSON.stringify(lastWinners)).not.toContain(player.email);

    await t.database.db
      .update(players)
      .set({ name: "Maria", surname: "garcía" })
      .where(eq(players.id, player.playerId));
    t.clock.advance(LAST_WINNERS_TTL_MS);
    expect(new Set((await home()).payload.lastWinners.map((winner) => winner.playerName))).toEqual(
      new Set(["Maria G."]),
    );
  });
});
