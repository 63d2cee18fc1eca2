import {
  CachedGamesResponse,
  COLLECTION_SLUGS,
  ErrorBody,
  GAMES_ERROR,
  type Game,
  GamesCatalogue,
  validateGamesPayload,
} from "@reelhouse/contract";
import { TITLES } from "@reelhouse/games";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gameCatalogueCache, games, restrictionRules } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signUpPlayer } from "../../test/players.ts";
import { BROWSING_RULES_TTL_MS } from "../restrictions/service.ts";
import { createGames } from "./service.ts";
import { SOURCE_TTL_MS } from "./source.ts";

// Public addresses the shipped geo database places: California, Michigan and Quebec offer coins
// only (by the default rules), Texas and Georgia offer both currencies.
const CALIFORNIA_IP = "171.64.0.1";
const MICHIGAN_IP = "141.211.0.1";
const MONTREAL_IP = "24.201.0.1";
const TEXAS_IP = "128.83.0.1";
const GEORGIA_IP = "130.207.0.1";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true", RATE_LIMIT_MAX: "100000" });
});
afterAll(() => t.close());

interface Ask {
  from?: string;
  language?: string;
  cookie?: string;
}
const headers = ({ language, cookie }: Ask) => ({
  ...(language ? { "accept-language": language } : {}),
  ...(cookie ? { cookie } : {}),
});
const get = (url: string, ask: Ask = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: headers(ask),
    ...(ask.from ? { remoteAddress: ask.from } : {}),
  });
const post = (url: string, payload: unknown, ask: Ask = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...headers(ask), "content-type": "application/json" },
    payload: JSON.stringify(payload),
    ...(ask.from ? { remoteAddress: ask.from } : {}),
  });

const catalogue = async (ask: Ask = {}) => {
  const response = await get("/api/rest/games?groupKey=public&versionApp=1_7_2", ask);
  expect(response.statusCode).toBe(200);
  return GamesCatalogue.parse(response.json());
};
const cached = async (groupKey: string, ask: Ask = {}) => {
  const response = await get(`/api/rest/games/get-cached-games?groupKey=${groupKey}`, ask);
  expect(response.statusCode).toBe(200);
  return CachedGamesResponse.parse(response.json()).games.value;
};
const restrictionHash = async (ask: Ask = {}) =>
  (await get("/rest/app/init/", ask)).json().data.playerRestrictionIdsHash as string;
const bySlug = (list: readonly Game[], slug: string) => list.find((game) => game.slug === slug) as Game;

describe("the cached catalogue before anyone asked for it", () => {
  it("is null: the client fetches the catalogue instead", async () => {
    expect(await cached("public")).toBeNull();
  });
});

describe("GET /api/rest/games", () => {
  it("lists the house titles with their facts, their provider, the collections and the menu", async () => {
    const body = await catalogue();
    expect(body.groupKey).toBe("public");
    expect(validateGamesPayload(body, { cached: false })).toEqual([]);
    expect(body.games.map((game) => game.slug)).toEqual(TITLES.map((title) => title.info.id));
    expect(bySlug(body.games, "lucky-lanterns")).toEqual({
      id: expect.any(Number),
      slug: "lucky-lanterns",
      name: "Lucky Lanterns",
      provider: "reelhouse",
      img: "/images/games/lucky-lanterns.webp",
      img2x: "/images/games/lucky-lanterns@2x.webp",
      logo: null,
      rtp: 96.53,
      volatility: "medium",
      hasBonusBuy: false,
      hasJackpot: false,
      isNew: false,
      isHot: false,
      currencies: { coins: true, entries: true },
      isFavorite: false,
    });
    expect(bySlug(body.games, "gold-rush-express")).toMatchObject({
      hasBonusBuy: true,
      hasJackpot: true,
      isHot: true,
    });
    expect(bySlug(body.games, "cosmic-scratch")).toMatchObject({ provider: "reelhouse", isNew: true });
    expect(body.providers.map((provider) => [provider.slug, provider.name])).toEqual([
      ["reelhouse", "Reelhouse"],
    ]);
    expect(body.providerGamesIds).toEqual({ reelhouse: body.games.map((game) => game.id) });

    // Every list of the spec but fishing, which no house title is: it is left out, not filled.
    expect(Object.keys(body.issueGamesIds).sort()).toEqual(
      COLLECTION_SLUGS.filter((slug) => slug !== "fishing").sort(),
    );
    const ids = (...slugs: string[]) => slugs.map((slug) => bySlug(body.games, slug).id);
    expect(body.issueGamesIds.jackpot).toEqual(ids("dragons-hoard", "gold-rush-express"));
    expect(body.issueGamesIds.bonusBuyGames).toEqual(
      ids(
        "viking-voyage",
        "sunken-fortune",
        "gold-rush-express",
        "storm-forge",
        "sugar-storm",
        "potion-parlour",
      ),
    );
    // Released in the last 30 days, newest first.
    expect(body.issueGamesIds.newGames).toEqual(
      ids(
        "potion-parlour",
        "sugar-storm",
        "storm-forge",
        "star-quarry",
        "cosmic-scratch",
        "gold-rush-express",
        "dragons-hoard",
      ),
    );
    expect(body.issues.popularGames).toEqual({
      slug: "popularGames",
      title: "Popular games",
      logo: null,
      bg_color: "#9d0208",
      imageWeb: null,
      imageMobile: null,
      componentOption: { rowsPerSlide: 3, layout: "row" },
    });
    expect(body.issues.jackpot?.componentOption.rowsPerSlide).toBe(2);

    expect(body.menu.slice(0, 2)).toEqual([
      { kind: "all", slug: "all", title: "All games" },
      { kind: "favorites", slug: "favorites", title: "Favorites" },
    ]);
    expect(body.menu.filter((item) => item.kind === "provider").map((item) => item.title)).toEqual([
      "Reelhouse",
    ]);
  });

  it("words collections and the menu in the request's language", async () => {
    const body = await catalogue({ language: "es" });
    expect(body.issues.popularGames?.title).toBe("Juegos populares");
    expect(body.menu[0]?.title).toBe("Todos los juegos");
  });

  it("refuses a versionApp that is not a version with underscores, and a missing groupKey", async () => {
    const badVersion = await get("/api/rest/games?groupKey=public&versionApp=1.7.2");
    expect(badVersion.statusCode).toBe(400);
    expect(ErrorBody.parse(badVersion.json()).error.code).toBe("VALIDATION_FAILED");
    expect((await get("/api/rest/games?versionApp=1_7_2")).statusCode).toBe(400);
  });

  it("answers the caller's own group whatever group is asked for", async () => {
    const asked = await get("/api/rest/games?groupKey=0123456789abcdef&versionApp=1_7_2");
    expect(GamesCatalogue.parse(asked.json()).groupKey).toBe("public");
    const restricted = await catalogue({ from: CALIFORNIA_IP });
    expect(restricted.groupKey).toBe(await restrictionHash({ from: CALIFORNIA_IP }));
    expect(restricted.groupKey).not.toBe("public");
    expect(restricted.games.every((game) => game.currencies.coins && !game.currencies.entries)).toBe(true);
  });
});

describe("GET /rest/get-game-filters/", () => {
  it("answers the catalogue of the caller's group", async () => {
    const response = await get("/rest/get-game-filters/", { from: MICHIGAN_IP });
    expect(response.statusCode).toBe(200);
    expect(GamesCatalogue.parse(response.json())).toEqual(await catalogue({ from: MICHIGAN_IP }));
  });
});

describe("playerRestrictionIdsHash", () => {
  it("is public for guests and players whom nothing restricts", async () => {
    const { cookie } = await signUpPlayer(t.app, "games-hash");
    expect(await restrictionHash()).toBe("public");
    expect(await restrictionHash({ cookie, from: TEXAS_IP })).toBe("public");
  });

  it("is the same wherever the same restrictions apply, and changes with the rules", async () => {
    const coinsOnly = await restrictionHash({ from: CALIFORNIA_IP });
    expect(coinsOnly).toMatch(/^[0-9a-f]{16}$/);
    expect(await restrictionHash({ from: MICHIGAN_IP })).toBe(coinsOnly);
    expect(await restrictionHash({ from: MONTREAL_IP })).toBe(coinsOnly);

    await t.database.db
      .update(restrictionRules)
      .set({ entries: true })
      .where(eq(restrictionRules.area, "US-MI"));
    // Changed in the database, not through this instance: it shows once the held rules are stale.
    expect(await restrictionHash({ from: MICHIGAN_IP })).toBe(coinsOnly);
    t.clock.advance(BROWSING_RULES_TTL_MS);
    try {
      expect(await restrictionHash({ from: MICHIGAN_IP })).toBe("public");
      expect(await restrictionHash({ from: CALIFORNIA_IP })).toBe(coinsOnly);
    } finally {
      await t.database.db
        .update(restrictionRules)
        .set({ entries: false })
        .where(eq(restrictionRules.area, "US-MI"));
      t.clock.advance(BROWSING_RULES_TTL_MS);
    }
  });

  it("changes where a game is withdrawn, and that game leaves the group's catalogue", async () => {
    await t.database.db
      .update(games)
      .set({ restrictedStates: ["TX"] })
      .where(eq(games.slug, "midnight-fruits"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      const texas = await restrictionHash({ from: TEXAS_IP });
      expect(texas).toMatch(/^[0-9a-f]{16}$/);
      expect(await restrictionHash({ from: GEORGIA_IP })).toBe("public");
      const body = await catalogue({ from: TEXAS_IP });
      expect(body.groupKey).toBe(texas);
      expect(body.games.map((game) => game.slug)).not.toContain("midnight-fruits");
      expect(Object.values(body.issueGamesIds).flat()).not.toContain(
        bySlug((await catalogue()).games, "midnight-fruits").id,
      );
    } finally {
      await t.database.db
        .update(games)
        .set({ restrictedStates: [] })
        .where(eq(games.slug, "midnight-fruits"));
      t.clock.advance(SOURCE_TTL_MS);
    }
  });
});

describe("the cached catalogue", () => {
  it("is the group's catalogue keyed by id once built, per language; null for a group that is not the caller's", async () => {
    const direct = await catalogue();
    const value = await cached("public");
    expect(value?.games).toEqual(Object.fromEntries(direct.games.map((game) => [String(game.id), game])));
    expect({ ...value, games: direct.games }).toEqual(direct);
    expect(validateGamesPayload(value, { cached: true })).toEqual([]);

    await catalogue({ language: "es" });
    expect((await cached("public", { language: "es" }))?.issues.popularGames?.title).toBe("Juegos populares");

    const californian = await restrictionHash({ from: CALIFORNIA_IP });
    expect(await cached(californian)).toBeNull();
    expect(await cached("public", { from: CALIFORNIA_IP })).toBeNull();
  });

  it("is shared through the store: another instance serves the stored revision, and nothing stale", async () => {
    const stored = await t.database.db
      .select({
        group_key: gameCatalogueCache.groupKey,
        locale: gameCatalogueCache.locale,
        version_app: gameCatalogueCache.versionApp,
      })
      .from(gameCatalogueCache)
      .where(eq(gameCatalogueCache.groupKey, "public"))
      .orderBy(gameCatalogueCache.locale);
    expect(stored).toEqual([
      { group_key: "public", locale: "en", version_app: "1_7_2" },
      { group_key: "public", locale: "es", version_app: "1_7_2" },
    ]);
    // Another instance on the same database, which has built nothing yet.
    const { app } = t;
    const other = createGames({
      db: app.db,
      clock: t.clock,
      log: app.log,
      restrictions: app.restrictions,
      accounts: app.accounts,
      studio: app.studio,
      jackpots: app.jackpots,
      cashier: app.cashier,
      providers: app.providerApi,
    });
    const visitor = { playerId: null, ip: "127.0.0.1", locale: "en" } as const;
    expect(await other.cachedCatalogue(visitor, "public")).toEqual(await cached("public"));

    await t.database.db
      .update(games)
      .set({ name: "Lucky Lanterns Deluxe" })
      .where(eq(games.slug, "lucky-lanterns"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      expect(await other.cachedCatalogue(visitor, "public")).toBeNull();
      await catalogue();
      const renamed = await other.cachedCatalogue(visitor, "public");
      expect(Object.values(renamed?.games ?? {}).map((game) => game.name)).toContain("Lucky Lanterns Deluxe");
    } finally {
      await t.database.db
        .update(games)
        .set({ name: "Lucky Lanterns" })
        .where(eq(games.slug, "lucky-lanterns"));
      t.clock.advance(SOURCE_TTL_MS);
    }
  });
});

describe("POST /api/rest/games/cached-games", () => {
  const store = (groupKey: string, payload: unknown, ask: Ask = {}) =>
    post(`/api/rest/games/cached-games?groupKey=${groupKey}`, payload, ask);
  /** The stored catalogue of the current revision: fetched first, as the client does when none is. */
  const storedCatalogue = async () => {
    await catalogue();
    const value = await cached("public");
    expect(value).not.toBeNull();
    return value;
  };

  it.each([
    ["providers is not an array", { providers: "all" }, ["providers must be an array"]],
    ["providers is empty", { providers: [] }, ["providers array must not be empty"]],
    ["games is a list, not keyed by id", { games: [] }, ["games must be an object"]],
    ["games is empty", { games: {} }, ["games object must not be empty"]],
    ["menu is not an array", { menu: {} }, ["menu must be an array"]],
    ["issueGamesIds is not an object", { issueGamesIds: [] }, ["issueGamesIds must be an object"]],
    ["issueGamesIds is empty", { issueGamesIds: {} }, ["issueGamesIds object must not be empty"]],
  ])(
    "refuses a catalogue whose %s with the spec's message, and stores nothing",
    async (_, change, messages) => {
      const value = await storedCatalogue();
      const response = await store("public", { ...value, ...change });
      expect(response.statusCode).toBe(400);
      const { error } = ErrorBody.parse(response.json());
      expect(error.reason).toBe("GAMES_PAYLOAD_INVALID");
      expect(error.fields?.map((field) => field.message)).toEqual(messages);
      expect(await cached("public")).toEqual(value);
    },
  );

  it("lists every problem of a body that is no catalogue at all", async () => {
    const response = await store("public", []);
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).error.fields).toEqual([
      { path: "body.providers", message: "providers must be an array" },
      { path: "body.games", message: "games must be an object" },
      { path: "body.menu", message: "menu must be an array" },
      { path: "body.issueGamesIds", message: "issueGamesIds must be an object" },
    ]);
  });

  it("keeps the server's own catalogue of the caller's group, and nothing else", async () => {
    const value = await storedCatalogue();
    expect((await store("public", value)).json()).toEqual({ success: true });

    const tampered = structuredClone(value) as NonNullable<typeof value>;
    const first = Object.values(tampered.games)[0] as Game;
    first.rtp = 99.99;
    const conflict = await store("public", tampered);
    expect(conflict.statusCode).toBe(409);
    expect(ErrorBody.parse(conflict.json()).error.reason).toBe("CATALOGUE_MISMATCH");

    const notTheirs = await store("public", value, { from: CALIFORNIA_IP });
    expect(notTheirs.statusCode).toBe(403);
    expect(ErrorBody.parse(notTheirs.json()).error.reason).toBe("RESTRICTION_GROUP_MISMATCH");

    expect(await cached("public")).toEqual(value);
  });
});

describe("a catalogue that breaks the rules", () => {
  it("is logged as 'Games error' with its problems and never stored", async () => {
    const warn = vi.spyOn(t.app.log, "warn");
    await t.database.db.update(games).set({ isActive: false });
    t.clock.advance(SOURCE_TTL_MS);
    try {
      const body = await catalogue();
      expect(body.games).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          problems: [
            "providers array must not be empty",
            "games array must not be empty",
            "issueGamesIds object must not be empty",
            "games object must not be empty",
          ],
        }),
        GAMES_ERROR,
      );
      expect(await cached("public")).toBeNull();
    } finally {
      warn.mockRestore();
      await t.database.db.update(games).set({ isActive: true });
      t.clock.advance(SOURCE_TTL_MS);
    }
  });
});
