import { ErrorBody, FavoriteGamesResponse, GamePlayResponse, GamesCatalogue } from "@reelhouse/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameProviders, games } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signInAgain, signUpPlayer, type TestPlayer } from "../../test/players.ts";
import { SOURCE_TTL_MS } from "./source.ts";

// Public addresses the shipped geo database places: Quebec offers coins only, Washington neither
// currency, Texas both.
const MONTREAL_IP = "24.201.0.1";
const SEATTLE_IP = "128.95.1.1";
const TEXAS_IP = "128.83.0.1";

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_DATA: "true" });
  const catalogue = GamesCatalogue.parse((await t.app.inject("/rest/get-game-filters/")).json());
  ids = Object.fromEntries(catalogue.games.map((game) => [game.slug, game.id]));
});
afterAll(() => t.close());

const as = (cookie: string | null, from?: string) => ({
  get: (url: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(from ? { remoteAddress: from } : {}),
    }),
  send: (method: "POST" | "DELETE", url: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} }),
});
const play = (slug: string, cookie: string | null, from?: string) =>
  as(cookie, from).get(`/rest/game/${slug}/play/`);
const reasonOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.reason;

describe("GET /rest/game/{slug}/play/", () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await signUpPlayer(t.app, "games-play");
  });

  it("opens a house title in the studio's frame", async () => {
    const response = await play("lucky-lanterns", player.cookie);
    expect(response.statusCode).toBe(200);
    expect(GamePlayResponse.parse(response.json()).data).toEqual({
      gameId: ids["lucky-lanterns"],
      slug: "lucky-lanterns",
      provider: "reelhouse",
      url: "/studio/lucky-lanterns",
    });
  });

  it("opens an outside provider's game at its launch URL with a fresh player token each time", async () => {
    // The demo lists house titles only; an operator lists a seamless provider's game, here the sandbox's.
    const [provider] = await t.database.db
      .insert(gameProviders)
      .values({
        slug: "sandbox",
        name: "Sandbox",
        integration: "seamless",
        launchUrl: "/provider-sandbox/games/{game}?token={token}&currency={currency}&lang={lang}",
        createdAt: t.clock.now(),
      })
      .returning({ id: gameProviders.id });
    await t.database.db.insert(games).values({
      slug: "deep-sea-catch",
      providerId: provider?.id as number,
      externalCode: "deep-sea-catch",
      name: "Deep Sea Catch",
      rtpBasisPoints: 9_600,
      volatility: "medium",
      releasedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    t.clock.advance(SOURCE_TTL_MS);
    const urls = await Promise.all(
      [1, 2].map(
        async () => GamePlayResponse.parse((await play("deep-sea-catch", player.cookie)).json()).data.url,
      ),
    );
    await t.database.db.delete(games).where(eq(games.slug, "deep-sea-catch"));
    await t.database.db.delete(gameProviders).where(eq(gameProviders.slug, "sandbox"));
    t.clock.advance(SOURCE_TTL_MS);
    for (const url of urls) {
      const parsed = new URL(url, "http://localhost");
      expect(parsed.pathname).toBe("/provider-sandbox/games/deep-sea-catch");
      expect(parsed.searchParams.get("token")).toMatch(/.{20,}/);
      expect(parsed.searchParams.get("lang")).toBe("en");
      expect(parsed.searchParams.get("currency")).toBe("COINS");
    }
    expect(new URL(urls[0] as string, "http://x").searchParams.get("token")).not.toBe(
      new URL(urls[1] as string, "http://x").searchParams.get("token"),
    );
  });

  it("sends a guest to sign in", async () => {
    const response = await play("lucky-lanterns", null);
    expect(response.statusCode).toBe(401);
    expect(reasonOf(response)).toBe("NOT_AUTHENTICATED");
  });

  it("does not know a slug outside the catalogue, nor a withdrawn game", async () => {
    expect((await play("no-such-game", player.cookie)).statusCode).toBe(404);
    await t.database.db.update(games).set({ isActive: false }).where(eq(games.slug, "midnight-fruits"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      expect((await play("midnight-fruits", player.cookie)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(games).set({ isActive: true }).where(eq(games.slug, "midnight-fruits"));
      t.clock.advance(SOURCE_TTL_MS);
    }
  });

  it("refuses where the geo rules do not offer the player's currency, with the studio's reasons", async () => {
    expect((await play("lucky-lanterns", player.cookie, MONTREAL_IP)).statusCode).toBe(200);
    const nowhere = await play("lucky-lanterns", player.cookie, SEATTLE_IP);
    expect(nowhere.statusCode).toBe(403);
    expect(reasonOf(nowhere)).toBe("COINS_NOT_AVAILABLE");

    const sweeps = await signUpPlayer(t.app, "games-sweeps");
    await as(sweeps.cookie).get("/rest/player/game-mode/switch-to-sweep-stakes/");
    const entries = await play("lucky-lanterns", sweeps.cookie, MONTREAL_IP);
    expect(entries.statusCode).toBe(403);
    expect(reasonOf(entries)).toBe("ENTRIES_NOT_AVAILABLE");
    expect((await play("lucky-lanterns", sweeps.cookie, TEXAS_IP)).statusCode).toBe(200);
  });

  it("refuses a game withdrawn in the player's state, and one not offered in the player's currency", async () => {
    await t.database.db
      .update(games)
      .set({ restrictedStates: ["TX"] })
      .where(eq(games.slug, "savanna-sunrise"));
    await t.database.db.update(games).set({ coinsEnabled: false }).where(eq(games.slug, "cosmic-scratch"));
    t.clock.advance(SOURCE_TTL_MS);
    try {
      const restricted = await play("savanna-sunrise", player.cookie, TEXAS_IP);
      expect(restricted.statusCode).toBe(403);
      expect(reasonOf(restricted)).toBe("GAME_RESTRICTED");
      expect((await play("savanna-sunrise", player.cookie, MONTREAL_IP)).statusCode).toBe(200);
      const noCoins = await play("cosmic-scratch", player.cookie);
      expect(noCoins.statusCode).toBe(403);
      expect(reasonOf(noCoins)).toBe("GAME_CURRENCY_UNAVAILABLE");
    } finally {
      await t.database.db
        .update(games)
        .set({ restrictedStates: [] })
        .where(eq(games.slug, "savanna-sunrise"));
      await t.database.db.update(games).set({ coinsEnabled: true }).where(eq(games.slug, "cosmic-scratch"));
      t.clock.advance(SOURCE_TTL_MS);
    }
  });
});

describe("favourite games", () => {
  const favorites = async (cookie: string | null) =>
    (await as(cookie).get("/rest/app/init/")).json().data.favoriteGames as number[];
  const change = async (method: "POST" | "DELETE", cookie: string, gameId: number | string) => {
    const response = await as(cookie).send(method, `/rest/player/favorite-games/${gameId}/`);
    expect(response.statusCode).toBe(200);
    return FavoriteGamesResponse.parse(response.json()).favoriteGames;
  };

  it("are added and removed idempotently, each answer the whole list, and kept across sessions", async () => {
    const player = await signUpPlayer(t.app, "games-favorites");
    const [lanterns, hoard] = [ids["lucky-lanterns"] as number, ids["dragons-hoard"] as number];
    expect(await favorites(player.cookie)).toEqual([]);
    expect(await change("POST", player.cookie, lanterns)).toEqual([lanterns]);
    expect(await change("POST", player.cookie, lanterns)).toEqual([lanterns]);
    t.clock.advance(1000);
    expect(await change("POST", player.cookie, hoard)).toEqual([lanterns, hoard]);
    expect(await change("DELETE", player.cookie, lanterns)).toEqual([hoard]);
    expect(await change("DELETE", player.cookie, lanterns)).toEqual([hoard]);

    expect(await favorites(player.cookie)).toEqual([hoard]);
    expect(await favorites(await signInAgain(t.app, player))).toEqual([hoard]);
    expect(await favorites((await signUpPlayer(t.app, "games-other")).cookie)).toEqual([]);
    expect(await favorites(null)).toEqual([]);
  });

  it("refuses an unknown game, a malformed id and a guest", async () => {
    const { cookie } = await signUpPlayer(t.app, "games-favorites-bad");
    const unknown = await as(cookie).send("POST", "/rest/player/favorite-games/999999/");
    expect(unknown.statusCode).toBe(404);
    expect((await as(cookie).send("POST", "/rest/player/favorite-games/abc/")).statusCode).toBe(400);
    // Past the id column's range: refused as input, never sent to the database.
    for (const method of ["POST", "DELETE"] as const) {
      expect((await as(cookie).send(method, "/rest/player/favorite-games/2147483648/")).statusCode).toBe(400);
    }
    expect(
      (await as(null).send("POST", `/rest/player/favorite-games/${ids["dragons-hoard"]}/`)).statusCode,
    ).toBe(401);
    expect(
      (await as(null).send("DELETE", `/rest/player/favorite-games/${ids["dragons-hoard"]}/`)).statusCode,
    ).toBe(401);
    expect(await favorites(cookie)).toEqual([]);
  });
});
