/**
 * No test page in a player's lists (ADR 105): every game that any list the lobby and the home are
 * built from names is launched through `GET /rest/game/{slug}/play/` and must open a house title
 * in the studio, never the sandbox provider's test pages; and those pages cannot be launched from
 * the lobby at all. Banners lead only to lists that have games.
 */
import {
  CachedGamesResponse,
  GamePlayResponse,
  GamesCatalogue,
  HomeBannersResponse,
  HomePageResponse,
} from "@reelhouse/contract";
import { SANDBOX_GAMES, SANDBOX_PROVIDER, TITLES } from "@reelhouse/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer, type TestPlayer } from "../../test/players.ts";

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", RATE_LIMIT_MAX: "100000" });
  player = await signUpPlayer(t.app, "lobby-launches");
});
afterAll(() => t.close());

const get = async (url: string, language: "en" | "es" = "en") => {
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: { cookie: player.cookie, "accept-language": language },
  });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** Every game id each list the lobby uses names, by list. */
async function listedGameIds(language: "en" | "es"): Promise<Record<string, number[]>> {
  const catalogue = GamesCatalogue.parse(
    await get("/api/rest/games?groupKey=public&versionApp=1_7_2", language),
  );
  const filters = GamesCatalogue.parse(await get("/rest/get-game-filters/", language));
  const cached = CachedGamesResponse.parse(
    await get(`/api/rest/games/get-cached-games?groupKey=${catalogue.groupKey}`, language),
  ).games.value;
  const { payload } = HomePageResponse.parse(await get("/rest/page/home/", language));
  const favorites = (await get("/rest/app/init/", language)).data.favoriteGames as number[];
  return {
    games: catalogue.games.map((game) => game.id),
    "filters.games": filters.games.map((game) => game.id),
    "cached.games": Object.values(cached?.games ?? {}).map((game) => game.id),
    providerGamesIds: Object.values(catalogue.providerGamesIds).flat(),
    issueGamesIds: Object.values(catalogue.issueGamesIds).flat(),
    "home.rows": Object.values(payload.games.issues).flatMap((issue) => issue.games),
    "home.gameOfWeek": payload.gameOfWeek ? [payload.gameOfWeek.gameId] : [],
    "home.lastWinners": payload.lastWinners.map((winner) => winner.gameId),
    favorites,
  };
}

describe("the lists a player sees", () => {
  it("name only games that launch a house title, in both languages", async () => {
    // The last winners are house rounds only (home.test.ts); a favourite is in app init.
    const catalogue = GamesCatalogue.parse(await get("/rest/get-game-filters/"));
    const slugOf = new Map(catalogue.games.map((game) => [game.id, game.slug]));
    await t.app.inject({
      method: "POST",
      url: `/rest/player/favorite-games/${catalogue.games[0]?.id}/`,
      headers: { cookie: player.cookie },
    });

    const houseTitles = new Set(TITLES.map((title) => title.info.id));
    for (const language of ["en", "es"] as const) {
      const lists = await listedGameIds(language);
      expect(lists.favorites).toHaveLength(1);
      for (const [list, ids] of Object.entries(lists)) {
        for (const id of ids) {
          const slug = slugOf.get(id);
          expect(slug, `${list} names game ${id}, which the catalogue does not have`).toBeDefined();
          const played = await t.app.inject({
            method: "GET",
            url: `/rest/game/${slug}/play/`,
            headers: { cookie: player.cookie },
          });
          const { url, provider } = GamePlayResponse.parse(played.json()).data;
          expect({ list, url, provider }).toEqual({ list, url: `/studio/${slug}`, provider: "reelhouse" });
          expect(houseTitles.has(slug as string)).toBe(true);
        }
      }
    }
    expect(catalogue.providers.map((provider) => provider.slug)).not.toContain(SANDBOX_PROVIDER);
    expect(catalogue.menu.map((item) => item.slug)).not.toContain(SANDBOX_PROVIDER);
  });

  it("do not find the sandbox provider's games, which the lobby's launch does not open", async () => {
    const catalogue = GamesCatalogue.parse(await get("/rest/get-game-filters/"));
    const names = catalogue.games.map((game) => game.name);
    for (const game of SANDBOX_GAMES) {
      expect(names).not.toContain(game.name);
      const played = await t.app.inject({
        method: "GET",
        url: `/rest/game/${game.code}/play/`,
        headers: { cookie: player.cookie },
      });
      expect(played.statusCode, game.code).toBe(404);
    }
  });

  it("have banners that lead only to lists with games", async () => {
    const catalogue = GamesCatalogue.parse(await get("/rest/get-game-filters/"));
    const { banners } = HomeBannersResponse.parse(await get("/rest/banners/home/"));
    const { payload } = HomePageResponse.parse(await get("/rest/page/home/"));
    for (const banner of [...banners, ...payload.banners]) {
      const category = new URL(banner.link ?? "/", "http://localhost").searchParams.get("category");
      if (category) expect(catalogue.issueGamesIds[category]?.length ?? 0, banner.id).toBeGreaterThan(0);
    }
  });
});
