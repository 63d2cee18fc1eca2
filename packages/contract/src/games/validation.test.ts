import { describe, expect, it } from "vitest";
import { validateGamesPayload } from "./validation.ts";

const valid = {
  providers: [{ id: 1, slug: "reelhouse", name: "Reelhouse", logo: null }],
  games: [{ id: 1, slug: "lucky-lanterns" }],
  menu: [],
  issueGamesIds: { popularGames: [1] },
};
const validCached = { ...valid, games: { "1": { id: 1, slug: "lucky-lanterns" } } };

describe("validateGamesPayload (spec §5, messages of §8)", () => {
  it("finds nothing wrong with a direct or a cached catalogue", () => {
    expect(validateGamesPayload(valid, { cached: false })).toEqual([]);
    expect(validateGamesPayload(validCached, { cached: true })).toEqual([]);
  });

  it.each([
    ["providers is not an array", { providers: {} }, false, "providers must be an array"],
    ["providers is empty", { providers: [] }, false, "providers array must not be empty"],
    ["games is not an array", { games: { "1": {} } }, false, "games must be an array"],
    ["games is empty", { games: [] }, false, "games array must not be empty"],
    ["cached games is not an object", { games: [{ id: 1 }] }, true, "games must be an object"],
    ["cached games is empty", { games: {} }, true, "games object must not be empty"],
    ["menu is not an array", { menu: null }, false, "menu must be an array"],
    ["issueGamesIds is not an object", { issueGamesIds: [[1]] }, false, "issueGamesIds must be an object"],
    ["issueGamesIds is empty", { issueGamesIds: {} }, false, "issueGamesIds object must not be empty"],
  ])("refuses a payload whose %s", (_, change, cached, message) => {
    const payload = { ...(cached ? validCached : valid), ...change };
    expect(validateGamesPayload(payload, { cached })).toEqual([message]);
  });

  it("lists every problem of a payload that is not an object at all", () => {
    expect(validateGamesPayload("games", { cached: true })).toEqual([
      "providers must be an array",
      "games must be an object",
      "menu must be an array",
      "issueGamesIds must be an object",
    ]);
  });
});
