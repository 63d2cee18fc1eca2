import { describe, expect, it } from "vitest";
import { leader, race } from "./races.test-support.ts";
import { applyStanding } from "./standing.ts";

describe("a race message laid over the race held", () => {
  const joined = race({
    isSubscribed: true,
    playerData: { points: 50, place: 6, roundsPlayed: 3, prize: null, pointsToNextPrize: 70, teamId: null },
  });

  it("moves the player's place, points and distance to the next prize", () => {
    const moved = applyStanding(joined, { tournamentId: 7, place: 3, points: 450, pointsToNextPrize: 190 });
    expect(moved?.playerData).toMatchObject({
      place: 3,
      points: 450,
      pointsToNextPrize: 190,
      roundsPlayed: 3,
    });
  });

  it("puts the message's leaders on the podium, the player's own row once", () => {
    const leaders = [
      leader(1, "Lia M.", 900),
      leader(2, "Ana G.", 700, { isPlayer: true }),
      leader(3, "Bo K.", 640),
    ];
    const withPlayerRow = {
      ...joined,
      leaderboard: [...joined.leaderboard, leader(6, "Ana G.", 50, { isPlayer: true })],
    };
    const moved = applyStanding(withPlayerRow, { tournamentId: 7, place: 2, leaders });
    expect(moved?.winners.map((row) => row.name)).toEqual(["Lia M.", "Ana G.", "Bo K."]);
    expect(moved?.leaderboard.map((row) => row.place)).toEqual([1, 2, 3, 4, 5]);
    expect(moved?.leaderboard.filter((row) => row.isPlayer)).toHaveLength(1);
  });

  it("leaves another race, and a race without the player's data, as they were", () => {
    expect(applyStanding(joined, { tournamentId: 8, place: 1 })).toBe(joined);
    const guest = race({ playerData: null });
    expect(applyStanding(guest, { tournamentId: 7, place: 1 })).toBe(guest);
    expect(applyStanding(null, { tournamentId: 7, place: 1 })).toBeNull();
  });
});
