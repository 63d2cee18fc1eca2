/**
 * The demo's races, as a rolling schedule: each theme runs, in each game mode, an hourly sprint
 * (join to take part, points per coin or entry won), a daily marathon (every player's rounds count,
 * points for the win's multiple of the bet) and a three-hourly team clash (join a team, points per
 * unit staked). The plan job makes each schedule's races ahead of time, so a demo left running
 * always has one running and one next; the races job finishes them into history. Prizes are sized
 * in spins at the standard bet (`prizeWorth`, ADR 106): coins in TournamentPoints mode, entries in
 * SweepStakes mode.
 */
import { type Currency, GAME_MODES, type TournamentKind, type TournamentScoring } from "@reelhouse/contract";
import { BET_LADDER, prizeWorth, STANDARD_BET } from "@reelhouse/contract/economy";
import { TITLES } from "@reelhouse/games";
import type { PrizeRow } from "./schema.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface RaceSchedule {
  kind: TournamentKind;
  /** Races follow each other every `periodMs`, from the UTC epoch. */
  periodMs: number;
  isTeamBased: boolean;
  isSubscriptionRequired: boolean;
  scoring: TournamentScoring;
  /** Whether a bet must be the standard bet to score (else any bet of the ladder does). */
  isMinBetStandard: boolean;
  /** How many house titles count, from the top of the studio's list. */
  titles: number;
  /** The prize of each place, in spins at the standard bet, per currency. */
  prizeSpins: Record<Currency, readonly number[]>;
  teams: readonly string[];
}

export const TEAM_SLUGS = ["crimson", "azure", "gold"] as const;

export const DEMO_SCHEDULES: readonly RaceSchedule[] = [
  {
    kind: "sprint",
    periodMs: HOUR_MS,
    isTeamBased: false,
    isSubscriptionRequired: true,
    scoring: "won",
    isMinBetStandard: true,
    titles: 4,
    prizeSpins: { coins: [100, 50, 25, 10, 10], entries: [20, 10, 6, 4, 2] },
    teams: [],
  },
  {
    kind: "marathon",
    periodMs: 24 * HOUR_MS,
    isTeamBased: false,
    isSubscriptionRequired: false,
    scoring: "multiplier",
    isMinBetStandard: false,
    titles: TITLES.length,
    prizeSpins: {
      coins: [500, 250, 100, 50, 50, 25, 25, 25, 10, 10],
      entries: [100, 50, 20, 10, 10, 4, 4, 4, 2, 2],
    },
    teams: [],
  },
  {
    kind: "teamClash",
    periodMs: 3 * HOUR_MS,
    isTeamBased: true,
    isSubscriptionRequired: true,
    scoring: "staked",
    isMinBetStandard: true,
    titles: 6,
    prizeSpins: { coins: [200, 100, 50], entries: [40, 20, 10] },
    teams: TEAM_SLUGS,
  },
];

/** How many races of each schedule are made ahead of the one running. */
export const SCHEDULED_AHEAD = 2;
/** How many finished races of each schedule the first plan leaves in history. */
export const SEEDED_HISTORY = 2;

export const currencyOf = (gameMode: string): Currency => (gameMode === "SweepStakes" ? "entries" : "coins");

export function prizeTable(schedule: RaceSchedule, currency: Currency): PrizeRow[] {
  return schedule.prizeSpins[currency].map((spins, index) => ({
    place: index + 1,
    coins: currency === "coins" ? prizeWorth("coins", spins) : 0,
    entries: currency === "entries" ? prizeWorth("entries", spins) : 0,
  }));
}

export const DEMO_GAME_MODES = GAME_MODES;

/** The smallest bet that scores: the standard bet (1,000 coins, 0.50 entries), or the ladder's smallest. */
export const minBetOf = (schedule: RaceSchedule, currency: Currency): number =>
  schedule.isMinBetStandard ? STANDARD_BET[currency] : (BET_LADDER[currency][0] as number);

export const titleCodes = (count: number): string[] => TITLES.slice(0, count).map((title) => title.info.id);
