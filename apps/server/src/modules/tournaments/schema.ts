/**
 * Races' tables. A race (`tournaments`) is data a back office can write: its theme, game mode,
 * titles, window, minimum bet, scoring rule, prize table and whether players must join. Its
 * `status` moves scheduled → running → finished only through the races job (one instance does each
 * move). Entries hold each player's points (the PostgreSQL leaderboard reads them directly); each
 * scored wallet transaction, and each refund taking a bet's points back, is kept once per race
 * (`tournament_scores`), which makes scoring idempotent; a finished race keeps every entry's final place and prize.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";

export interface PrizeRow {
  place: number;
  coins: number;
  entries: number;
}

export const tournaments = pgTable(
  "tournaments",
  {
    id: serial("id").primaryKey(),
    theme: text("theme").notNull(),
    kind: text("kind").notNull(),
    gameMode: text("game_mode").notNull(),
    isTeamBased: boolean("is_team_based").notNull(),
    isSubscriptionRequired: boolean("is_subscription_required").notNull(),
    /** The titles whose rounds count: house title ids or provider game codes (`games.external_code`). */
    gameCodes: jsonb("game_codes").$type<string[]>().notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    minBet: minorUnits("min_bet").notNull(),
    scoring: text("scoring").notNull(),
    prizes: jsonb("prizes").$type<PrizeRow[]>().notNull(),
    status: text("status").notNull().default("scheduled"),
    /** The rolling schedule's slot a race was made for (`sprint:TournamentPoints:<start>`): made once. */
    scheduleKey: text("schedule_key"),
    /** Positions sent up to here: entries scored later get the next `positions` message. */
    positionsSentAt: instant("positions_sent_at"),
    finishedAt: instant("finished_at"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("tournaments_schedule_key_unique").on(table.scheduleKey),
    index("tournaments_status_starts_idx").on(table.status, table.startsAt),
    check("tournaments_status_check", sql`${table.status} in ('scheduled', 'running', 'finished')`),
    check("tournaments_game_mode_check", sql`${table.gameMode} in ('SweepStakes', 'TournamentPoints')`),
    check("tournaments_scoring_check", sql`${table.scoring} in ('won', 'multiplier', 'staked')`),
    check("tournaments_window_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("tournaments_min_bet_check", sql`${table.minBet} >= 0`),
  ],
);

export const tournamentTeams = pgTable(
  "tournament_teams",
  {
    id: serial("id").primaryKey(),
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    slug: text("slug").notNull(),
    points: minorUnits("points").notNull().default(0),
    members: integer("members").notNull().default(0),
  },
  (table) => [uniqueIndex("tournament_teams_slug_unique").on(table.tournamentId, table.slug)],
);

export const tournamentEntries = pgTable(
  "tournament_entries",
  {
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    playerId: text("player_id").notNull(),
    teamId: integer("team_id").references(() => tournamentTeams.id),
    points: minorUnits("points").notNull().default(0),
    roundsPlayed: integer("rounds_played").notNull().default(0),
    /** Minimum-bet alerts sent (spec §9: at most 5 per race and mode). */
    minAlerts: integer("min_alerts").notNull().default(0),
    joinedAt: instant("joined_at").notNull(),
    lastScoredAt: instant("last_scored_at"),
    /** Set when the race finishes: the place and the prize it paid (null outside the table). */
    finalPlace: integer("final_place"),
    prize: jsonb("prize").$type<{ coins: number; entries: number }>(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.playerId] }),
    // No index holds `points`: scoring then updates an entry in place (a HOT update, the table
    // leaving room on each page), and running races rank in memory or in Redis (ADR 134).
    index("tournament_entries_final_place_idx")
      .on(table.tournamentId, table.finalPlace)
      .where(sql`${table.finalPlace} is not null`),
    index("tournament_entries_player_idx").on(table.playerId),
  ],
);

/**
 * Each wallet transaction a race scored (or refused below its minimum bet), once; a refund of a
 * scored bet (a provider's rollback) is kept as `refund`, its points the bet's taken back.
 */
export const tournamentScores = pgTable(
  "tournament_scores",
  {
    tournamentId: integer("tournament_id")
      .notNull()
      .references(() => tournaments.id),
    transactionId: bigint("transaction_id", { mode: "number" }).notNull(),
    playerId: text("player_id").notNull(),
    roundId: text("round_id").notNull(),
    kind: text("kind").notNull(),
    amount: minorUnits("amount").notNull(),
    points: minorUnits("points").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.transactionId] }),
    index("tournament_scores_round_idx").on(table.tournamentId, table.roundId),
    check("tournament_scores_kind_check", sql`${table.kind} in ('bet', 'win', 'below', 'refund')`),
  ],
);
