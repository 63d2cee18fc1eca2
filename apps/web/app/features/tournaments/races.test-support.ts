/** Races as the server answers them, for the component tests: a running solo race by default. */
import type { Tournament, TournamentLeader } from "@reelhouse/contract";
import type { TournamentPage } from "./api.ts";
import type { RaceGames } from "./race-games.ts";

const HOUR_MS = 60 * 60 * 1000;

export const leader = (
  place: number,
  name: string,
  points: number,
  extra: Partial<TournamentLeader> = {},
) => ({
  place,
  name,
  points,
  prize: place <= 3 ? { coins: (4 - place) * 100_000, entries: 0 } : null,
  isPlayer: false,
  teamId: null,
  ...extra,
});

export function race(overrides: Partial<Tournament> = {}): Tournament {
  const now = Date.now();
  return {
    id: 7,
    kind: "sprint",
    start: new Date(now - HOUR_MS).toISOString(),
    end: new Date(now + 2 * HOUR_MS + 5 * 60_000).toISOString(),
    status: "running",
    isActive: true,
    isOpen: true,
    isTeamBased: false,
    isSubscriptionRequired: true,
    isSubscribed: false,
    gameMode: "TournamentPoints",
    currency: "coins",
    minBet: 10_000,
    scoring: "won",
    games: [1, 2],
    prizes: [
      { place: 1, coins: 300_000, entries: 0 },
      { place: 2, coins: 200_000, entries: 0 },
      { place: 3, coins: 100_000, entries: 0 },
      { place: 4, coins: 50_000, entries: 0 },
    ],
    prizePool: { coins: 650_000, entries: 0 },
    entrants: 12,
    winners: [leader(1, "Lia M.", 900), leader(2, "Bo K.", 640), leader(3, "Cy R.", 410)],
    leaderboard: [
      leader(1, "Lia M.", 900),
      leader(2, "Bo K.", 640),
      leader(3, "Cy R.", 410),
      leader(4, "Di P.", 300),
      leader(5, "Ed F.", 120),
    ],
    playerData: {
      points: 0,
      place: null,
      roundsPlayed: 0,
      prize: null,
      pointsToNextPrize: null,
      teamId: null,
    },
    teams: [],
    ...overrides,
  };
}

export const page = (tournaments: Tournament[], total = tournaments.length): TournamentPage => ({
  tournaments,
  total,
});

export const GAMES: RaceGames = {
  1: { id: 1, slug: "lucky-lanterns", name: "Lucky Lanterns", img: "/images/games/lucky-lanterns.webp" },
  2: { id: 2, slug: "star-quarry", name: "Star Quarry", img: "/images/games/star-quarry.webp" },
};
