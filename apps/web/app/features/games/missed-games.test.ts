import { describe, expect, it } from "vitest";
import type { HomeData } from "./api.ts";
import type { Catalogue } from "./catalogue.ts";
import { withoutPlayedInMissed } from "./missed-games.ts";

const catalogue = {
  games: {
    "1": { id: 1, slug: "lucky-lanterns" },
    "2": { id: 2, slug: "gold-rush" },
    "3": { id: 3, slug: "reef" },
  },
} as unknown as Catalogue;

function homeWith(issues: Record<string, number[]>): HomeData {
  const collections = Object.fromEntries(
    Object.entries(issues).map(([slug, games]) => [slug, { slug, title: slug, games }]),
  );
  return {
    home: { games: { issues: collections, collections: Object.keys(issues) } },
    banners: [],
  } as unknown as HomeData;
}

describe("withoutPlayedInMissed", () => {
  it("leaves the games just played out of You missed these, and only there", () => {
    const home = homeWith({ missedItGames: [1, 2, 3], popularGames: [1, 2] });
    const shown = withoutPlayedInMissed(home, catalogue, ["gold-rush", "lucky-lanterns"]);
    expect(shown.home.games.issues.missedItGames?.games).toEqual([3]);
    expect(shown.home.games.issues.popularGames?.games).toEqual([1, 2]);
    expect(home.home.games.issues.missedItGames?.games).toEqual([1, 2, 3]);
  });

  it("changes nothing for a player who has not played, or without a catalogue", () => {
    const home = homeWith({ missedItGames: [1, 2] });
    expect(withoutPlayedInMissed(home, catalogue, [])).toBe(home);
    expect(withoutPlayedInMissed(home, null, ["gold-rush"])).toBe(home);
  });
});
