import { describe, expect, it } from "vitest";
import { splitInProportion, teamPrizeShares } from "./team-prizes.ts";

describe("team race prizes", () => {
  it("splits an amount by weight in whole units that add up, the remainder to the largest fractions", () => {
    expect(splitInProportion(1_001, [3, 2])).toEqual([601, 400]);
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitInProportion(0, [5, 1])).toEqual([0, 0]);
    // Amounts and points whose product passes 2^53 still split exactly.
    const shares = splitInProportion(9_000_000_000_000, [999_999_999, 1, 333]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9_000_000_000_000);
  });

  it("pays each team's place prize to its scoring members by points, not by their own places", () => {
    const prizes = [
      { place: 1, coins: 1_001, entries: 10 },
      { place: 2, coins: 301, entries: 0 },
    ];
    const teams = [
      { id: 1, points: 4 },
      { id: 2, points: 5 },
      { id: 3, points: 0 },
    ];
    const members = [
      { playerId: "solo-best", teamId: 1, points: 4, finalPlace: 1 },
      { playerId: "a", teamId: 2, points: 3, finalPlace: 2 },
      { playerId: "b", teamId: 2, points: 2, finalPlace: 3 },
      { playerId: "idle", teamId: 2, points: 0, finalPlace: null },
      { playerId: "third-team", teamId: 3, points: 0, finalPlace: null },
    ];
    expect(Object.fromEntries(teamPrizeShares(prizes, teams, members))).toEqual({
      a: { teamPlace: 1, coins: 601, entries: 6 },
      b: { teamPlace: 1, coins: 400, entries: 4 },
      "solo-best": { teamPlace: 2, coins: 301, entries: 0 },
    });
  });

  it("gives an equal remainder to the better individual place, whatever order the members come in", () => {
    const prizes = [{ place: 1, coins: 3, entries: 0 }];
    const teams = [{ id: 1, points: 4 }];
    const members = [
      { playerId: "second", teamId: 1, points: 2, finalPlace: 2 },
      { playerId: "first", teamId: 1, points: 2, finalPlace: 1 },
    ];
    const shares = teamPrizeShares(prizes, teams, members);
    expect(shares.get("first")?.coins).toBe(2);
    expect(shares.get("second")?.coins).toBe(1);
  });
});
