import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";

/** A registered player. Email is stored lower-cased; social-only players have no password. */
export const players = pgTable(
  "players",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    emailConfirmedAt: instant("email_confirmed_at"),
    passwordHash: text("password_hash"),
    phone: text("phone"),
    phoneConfirmedAt: instant("phone_confirmed_at"),
    name: text("name"),
    surname: text("surname"),
    birthday: date("birthday", { mode: "string" }),
    zip: text("zip"),
    city: text("city"),
    address: text("address"),
    address2: text("address2"),
    state: text("state"),
    accountStatus: text("account_status").notNull().default("ACTIVE"),
    gameMode: text("game_mode").notNull().default("TournamentPoints"),
    locale: text("locale").notNull().default("en"),
    /** The player's IANA time zone as their browser reports it; null (UTC) until known. */
    timeZone: text("time_zone"),
    /** When `time_zone` last changed: a change is accepted once a week (ADR 111). */
    timeZoneSetAt: instant("time_zone_set_at"),
    termsVersion: integer("terms_version"),
    termsAcceptedAt: instant("terms_accepted_at"),
    /**
     * A break from play the player chose (`selfExclusion` or `coolOff`, the responsible-play
     * module) and when it ends: until then the player cannot sign in and no money moves.
     */
    playBreakKind: text("play_break_kind"),
    playBreakUntil: instant("play_break_until"),
    /**
     * Whether the player takes marketing messages by email and by SMS (the subscription tab). Off
     * until they say yes; transactional messages (links, codes, receipts) never ask.
     */
    marketingEmail: boolean("marketing_email").notNull().default(false),
    marketingSms: boolean("marketing_sms").notNull().default(false),
    /** The player's own key that signs their one-click unsubscribe links; made on first use. */
    unsubscribeKey: text("unsubscribe_key"),
    /** Who invited the player (`invited_by` / `refcode` of the referral link), kept for referrals. */
    invitedBy: text("invited_by"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("players_email_unique").on(table.email),
    check("players_account_status_check", sql`${table.accountStatus} in ('ACTIVE', 'DUPLICATE', 'BLOCKED')`),
    check("players_game_mode_check", sql`${table.gameMode} in ('SweepStakes', 'TournamentPoints')`),
    check(
      "players_play_break_check",
      sql`(${table.playBreakKind} is null) = (${table.playBreakUntil} is null)
        and (${table.playBreakKind} is null or ${table.playBreakKind} in ('selfExclusion', 'coolOff'))`,
    ),
  ],
);

/** A provider account (Google, Facebook, Apple) linked to a player. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index("social_identities_player_idx").on(table.playerId),
  ],
);

/** Signed-in sessions. Only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
    lastSeenAt: instant("last_seen_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_player_idx").on(table.playerId)],
);

/**
 * Every session opened, kept after it ends: when, how (password, sign-up, a social provider), from
 * where. The security page lists the latest; sessions themselves are deleted when they end.
 */
export const signIns = pgTable(
  "sign_ins",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    at: instant("at").notNull(),
    method: text("method").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sign_ins_player_idx").on(table.playerId, table.at)],
);

/**
 * Single-use secrets sent to a player: email links (confirmation, password reset) and 6-digit
 * phone codes. Only hashes are stored; `attempts` caps guessing of the short phone codes.
 */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** The address or phone number the secret was sent to. */
    target: text("target").notNull(),
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (table) => [
    index("verification_tokens_lookup_idx").on(table.purpose, table.secretHash),
    index("verification_tokens_player_idx").on(table.playerId, table.purpose),
    check(
      "verification_tokens_purpose_check",
      sql`${table.purpose} in ('email_confirmation', 'password_reset_email', 'password_reset_phone', 'phone_confirmation')`,
    ),
  ],
);

/** Consecutive failed sign-ins per account and per IP, for throttling. Cleared on success. */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: instant("last_failure_at").notNull(),
  blockedUntil: instant("blocked_until").notNull(),
});

/**
 * Onboarding rewards (confirmed email, confirmed phone, completed profile). Earned rows are
 * recorded here; the promotions module pays them through the wallet and stamps `paid_at`.
 */
export const playerRewards = pgTable(
  "player_rewards",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Reward in coins, integer minor units. */
    coins: bigint("coins", { mode: "number" }).notNull(),
    earnedAt: instant("earned_at").notNull(),
    paidAt: instant("paid_at"),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind] }),
    check("player_rewards_kind_check", sql`${table.kind} in ('email', 'phone', 'profile')`),
  ],
);

/** Published versions of the terms and privacy policy; players re-accept when a newer one exists. */
export const termsVersions = pgTable("terms_versions", {
  version: integer("version").primaryKey(),
  publishedAt: instant("published_at").notNull(),
  summary: text("summary").notNull(),
});
