/**
 * Races (spec §1 "races (tournaments, solo or team)", §3 "Tournament", §7 "Tournaments"): a race
 * runs from `start` to `end` on a set of house titles in one game mode; every qualifying round
 * (a bet of at least `minBet`) scores points by the race's scoring rule; at the end the places are
 * frozen and the prize table pays by place. Team races add the points of a team's members up.
 * Amounts are minor units of the race's currency (coins in TournamentPoints mode, entries in
 * SweepStakes mode).
 */
import { z } from "zod";
import { GAME_MODES } from "../accounts/schemas.ts";
import { Currency } from "../money.ts";

export const TournamentId = z.number().int().positive();

/** Spec §9: tournament lists show 4 a page, 8 on the races pages. */
export const TOURNAMENT_PAGE_SIZE = 4;
export const RACES_PAGE_SIZE = 8;
/** Spec §9: the leader list shows 3 winners. */
export const TOURNAMENT_WINNERS_SHOWN = 3;
/** How many leaders a race's leaderboard shows. */
export const TOURNAMENT_LEADERBOARD_SIZE = 10;
/** Spec §9: the minimum-bet alert is sent at most this many times per race and game mode. */
export const TOURNAMENT_MIN_ALERT_LIMIT = 5;

/**
 * The kinds of race a theme runs; the site names a race and words its blurb by its kind (the
 * `tournaments` translations), and states its rules from the fields below.
 */
export const TOURNAMENT_KINDS = ["sprint", "marathon", "highRoller", "teamClash"] as const;
export const TournamentKind = z.enum(TOURNAMENT_KINDS);
export type TournamentKind = z.infer<typeof TournamentKind>;

/**
 * How a qualifying round scores: `won` a point per whole unit won, `multiplier` the win's multiple of
 * the bet ×100 (a 2.5× win scores 250), `staked` a point per whole unit bet.
 */
export const TOURNAMENT_SCORINGS = ["won", "multiplier", "staked"] as const;
export const TournamentScoring = z.enum(TOURNAMENT_SCORINGS);
export type TournamentScoring = z.infer<typeof TournamentScoring>;

export const TOURNAMENT_STATUSES = ["upcoming", "running", "finished"] as const;
export const TournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

/** A prize in minor units of coins and of entries (either may be 0). */
export const TournamentPrizeAmount = z.object({
  coins: z.number().int().min(0),
  entries: z.number().int().min(0),
});
export type TournamentPrizeAmount = z.infer<typeof TournamentPrizeAmount>;

/** One row of the prize table: the prize of one place (places count from 1). */
export const TournamentPrize = TournamentPrizeAmount.extend({ place: z.number().int().positive() });
export type TournamentPrize = z.infer<typeof TournamentPrize>;

/** A place on the leaderboard; `name` is the player's first name and initial (or a masked email). */
export const TournamentLeader = z.object({
  place: z.number().int().positive(),
  name: z.string(),
  points: z.number().int().min(0),
  /** The prize the place pays (paid, once the race is finished); null below the prize table. */
  prize: TournamentPrizeAmount.nullable(),
  isPlayer: z.boolean(),
  /** In a team race, the leader's team. */
  teamId: z.number().int().positive().nullable(),
});
export type TournamentLeader = z.infer<typeof TournamentLeader>;

/** Spec §3 `playerData`, with what the leading sites show beside it. */
export const TournamentPlayerData = z.object({
  points: z.number().int().min(0),
  /** The player's place; null until their first qualifying round. */
  place: z.number().int().positive().nullable(),
  roundsPlayed: z.number().int().min(0),
  /** The prize of the player's place (paid, once finished); null outside the prize table. */
  prize: TournamentPrizeAmount.nullable(),
  /**
   * Points the player still needs to pass the place above them when they hold a prize place, or
   * to reach the last prize place when they do not; 0 in first place; null once finished.
   */
  pointsToNextPrize: z.number().int().min(0).nullable(),
  teamId: z.number().int().positive().nullable(),
});
export type TournamentPlayerData = z.infer<typeof TournamentPlayerData>;

/** Spec §3 `teams`: `images` are the team's badge, site paths (`/images/races/teams/<slug>.svg`). */
export const TournamentTeam = z.object({
  id: z.number().int().positive(),
  /** Names the team: the site translates it (`tournaments` translations, `teams.<slug>`). */
  slug: z.string(),
  totalPoints: z.number().int().min(0),
  members: z.number().int().min(0),
  /** The team's place among the teams by points. */
  place: z.number().int().positive(),
  isPlayerTeam: z.boolean(),
  images: z.array(z.string()),
});
export type TournamentTeam = z.infer<typeof TournamentTeam>;

/** Spec §3 "Tournament", with the fields of a race page. */
export const Tournament = z.object({
  id: TournamentId,
  kind: TournamentKind,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: TournamentStatus,
  /** Running now. */
  isActive: z.boolean(),
  /** The player may still join (upcoming or running, and joining is needed or not). */
  isOpen: z.boolean(),
  isTeamBased: z.boolean(),
  /** Whether a player must join (subscribe) before their rounds count; otherwise every round counts. */
  isSubscriptionRequired: z.boolean(),
  isSubscribed: z.boolean(),
  gameMode: z.enum(GAME_MODES),
  currency: Currency,
  /** The smallest bet that scores, minor units of `currency`; a smaller one gets the `min-alert`. */
  minBet: z.number().int().min(0),
  scoring: TournamentScoring,
  /** The house titles whose rounds count (game ids of the catalogue). */
  games: z.array(z.number().int()),
  prizes: z.array(TournamentPrize),
  prizePool: TournamentPrizeAmount,
  entrants: z.number().int().min(0),
  /** Spec §9: the first three places (the leader list), frozen once finished. */
  winners: z.array(TournamentLeader),
  /** The first `TOURNAMENT_LEADERBOARD_SIZE` places. */
  leaderboard: z.array(TournamentLeader),
  /** Null for a guest. */
  playerData: TournamentPlayerData.nullable(),
  /** Empty for a solo race. */
  teams: z.array(TournamentTeam),
});
export type Tournament = z.infer<typeof Tournament>;

/**
 * `GET /rest/tournament/`: the running race of the visitor's mode (the one counting `gameId`, with
 * it; of the kind `teamMode` names, with that).
 */
export const TournamentQuery = z.object({
  gameId: z.coerce.number().int().positive().optional(),
  /** As the lists': `true` the running team race, `false` the running solo race (/group-races, /races). */
  teamMode: z.stringbool().optional(),
});

export const TournamentResponse = z.object({ success: z.literal(true), data: Tournament.nullable() });
export type TournamentResponse = z.infer<typeof TournamentResponse>;

export const TournamentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Joining a team race: the team the player picks; without one they join the smallest team. */
export const TournamentSubscribeQuery = z.object({
  teamId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const TournamentSubscribeResponse = z.object({
  success: z.literal(true),
  data: z.object({ tournamentId: TournamentId, teamId: z.number().int().positive().nullable() }),
});
export type TournamentSubscribeResponse = z.infer<typeof TournamentSubscribeResponse>;

/** Spec §7 lists: `teamMode` true for team races only, false for solo only, absent for both. */
export const TournamentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(TOURNAMENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  teamMode: z.stringbool().optional(),
});

export const TournamentListResponse = z.object({
  success: z.literal(true),
  data: z.object({ tournaments: z.array(Tournament), total: z.number().int().min(0) }),
});
export type TournamentListResponse = z.infer<typeof TournamentListResponse>;
