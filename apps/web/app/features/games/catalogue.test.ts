import { GAMES_CACHE_ERRORS, GAMES_ERROR } from "@reelhouse/contract/games";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupApi } from "~/test/api.ts";
import { searchGames, toCachedCatalogue } from "./catalogue.ts";
import { fetchGamesCatalogue, VERSION_APP } from "./catalogue-source.ts";
import { CATALOGUE, directCatalogue, json } from "./games.test-support.tsx";

const api = setupApi();
const HASH = "3893bc7422f66f1a";

const FILTERS = "/rest/get-game-filters/";
const CACHED = `/api/rest/games/get-cached-games?groupKey=${HASH}`;
const DIRECT = "/api/rest/games?groupKey=public&versionApp=1_7_2";
const STORE = `/api/rest/games/cached-games?groupKey=${HASH}`;

interface Sent {
  method: string;
  /** With the query. */
  path: string;
  body: unknown;
}
let sent: Sent[] = [];
beforeEach(() => {
  sent = [];
});

/** Answers each path from `answers` (a Response, or a function of the request) and records the order. */
function serve(answers: Record<string, Response | (() => Response)>) {
  api.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = await request.text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected request ${path}`);
      return typeof answer === "function" ? answer() : answer.clone();
    }),
  );
}

const requests = () => sent;

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  log = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => log.mockRestore());

describe("the games catalogue flow (spec §7, §8)", () => {
  it("sends the app version with underscores", () => {
    expect(VERSION_APP).toBe("1_7_2");
  });

  it("without a restriction hash logs the cache error and takes the filters directly", async () => {
    serve({ [FILTERS]: json(200, directCatalogue()) });
    await expect(fetchGamesCatalogue(null)).resolves.toEqual(CATALOGUE);
    expect(log).toHaveBeenCalledWith(GAMES_CACHE_ERRORS.noRestrictionHash);
    expect(requests().map((request) => request.path)).toEqual([FILTERS]);
  });

  it("uses the group's cached catalogue when it is valid, and asks nothing else", async () => {
    serve({ [CACHED]: json(200, { games: { value: CATALOGUE } }) });
    await expect(fetchGamesCatalogue(HASH)).resolves.toEqual(CATALOGUE);
    expect(requests().map((request) => request.path)).toEqual([CACHED]);
    expect(log).not.toHaveBeenCalled();
  });

  it("on a cache miss takes the public catalogue and offers it to the group's cache keyed by id", async () => {
    serve({
      [CACHED]: json(200, { games: { value: null } }),
      [DIRECT]: json(200, directCatalogue()),
      [STORE]: () => json(200, { success: true }),
    });
    await expect(fetchGamesCatalogue(HASH)).resolves.toEqual(CATALOGUE);
    await vi.waitFor(() => expect(requests()).toHaveLength(3));
    const [, direct, store] = requests();
    expect(direct).toMatchObject({ method: "GET", path: DIRECT });
    expect(store).toMatchObject({ method: "POST", path: STORE, body: CATALOGUE });
    // Nothing cached yet is a miss, not an invalid cache.
    expect(log).not.toHaveBeenCalled();
  });

  it("logs an invalid cached catalogue with its problems and goes to the public catalogue", async () => {
    const invalid = { ...CATALOGUE, providers: [], games: {} };
    serve({
      [CACHED]: json(200, { games: { value: invalid } }),
      [DIRECT]: json(200, directCatalogue()),
      [STORE]: () => json(200, { success: true }),
    });
    await expect(fetchGamesCatalogue(HASH)).resolves.toEqual(CATALOGUE);
    expect(log).toHaveBeenCalledWith(GAMES_ERROR, [
      "providers array must not be empty",
      "games object must not be empty",
    ]);
    expect(log).toHaveBeenCalledWith(GAMES_CACHE_ERRORS.cachedFromBackendNotValid);
  });

  it("takes a refused offer to the cache quietly, and still uses the catalogue", async () => {
    serve({
      [CACHED]: json(200, { games: { value: null } }),
      [DIRECT]: json(200, directCatalogue()),
      [STORE]: () =>
        json(409, {
          success: false,
          statusCode: 409,
          error: { code: "CONFLICT", message: "Not this group's catalogue", requestId: "r1" },
        }),
    });
    await expect(fetchGamesCatalogue(HASH)).resolves.toEqual(CATALOGUE);
    await vi.waitFor(() => expect(requests()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).not.toHaveBeenCalled();
  });

  it("logs an invalid public catalogue and falls back to the filters, caching nothing", async () => {
    serve({
      [CACHED]: json(200, { games: { value: null } }),
      [DIRECT]: json(200, { ...directCatalogue(), games: {}, menu: null, issueGamesIds: {} }),
      [FILTERS]: json(200, directCatalogue()),
    });
    await expect(fetchGamesCatalogue(HASH)).resolves.toEqual(CATALOGUE);
    expect(log).toHaveBeenCalledWith(GAMES_ERROR, [
      "games must be an array",
      "menu must be an array",
      "issueGamesIds object must not be empty",
    ]);
    expect(log).toHaveBeenCalledWith(GAMES_CACHE_ERRORS.responseNotValid);
    expect(requests().map((request) => request.path)).toEqual([CACHED, DIRECT, FILTERS]);
  });

  it("rejects a payload that passes §5 but breaks the contract, naming the field", async () => {
    const broken = directCatalogue({ games: [{ ...directCatalogue().games[0], rtp: "high" } as never] });
    serve({ [FILTERS]: json(200, broken) });
    await expect(fetchGamesCatalogue(null)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(GAMES_ERROR, [expect.stringMatching(/^games\.0\.rtp: /)]);
  });

  it("logs failed requests and answers null when no source has a valid catalogue", async () => {
    serve({
      [CACHED]: json(503, null),
      [DIRECT]: json(500, null),
      [FILTERS]: json(200, { providers: "none" }),
    });
    await expect(fetchGamesCatalogue(HASH)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
    expect(log).toHaveBeenCalledWith(GAMES_CACHE_ERRORS.responseNotValid);
    expect(log).toHaveBeenCalledWith(GAMES_ERROR, [
      "providers must be an array",
      "games must be an array",
      "menu must be an array",
      "issueGamesIds must be an object",
    ]);
  });

  it("keys games by id for the cache", () => {
    expect(toCachedCatalogue(directCatalogue()).games["12"]?.slug).toBe("reef-hunter");
  });
});

describe("the lobby's search", () => {
  const names = (query: string) => searchGames(CATALOGUE, query).map((game) => game.name);

  it("finds games by name or provider, every word, whatever the case and accents", () => {
    expect(names("reef")).toEqual(["Reef Hunter"]);
    expect(names("SANDBOX")).toEqual(["Reef Hunter"]);
    expect(names("originals lúcky")).toEqual(["Lucky Lanterns"]);
    expect(names("r")).toEqual(["Gold Rush Express", "Reef Hunter", "Lucky Lanterns"]);
  });

  it("finds nothing for a blank query or an unknown word", () => {
    expect(names("   ")).toEqual([]);
    expect(names("poker")).toEqual([]);
  });
});
