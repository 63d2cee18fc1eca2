/**
 * Referrals' tables: each player's personal code, each friend who joined through one (with where
 * they signed up from, for the same-device rule), and each milestone's rewards, one row per friend
 * and milestone, written before the rewards are paid in the same transaction: a milestone heard
 * twice pays once.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

export const referralCodes = pgTable("referral_codes", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  /** Eight characters of Crockford's base32, upper case. */
  code: text("code").notNull().unique(),
  createdAt: instant("created_at").notNull(),
});

export const referrals = pgTable(
  "referrals",
  {
    friendId: text("friend_id")
      .primaryKey()
      .references(() => players.id, { onDelete: "cascade" }),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** The theme the friend signed up on: its referral settings pay both players. */
    theme: text("theme").notNull(),
    joinedAt: instant("joined_at").notNull(),
    signUpIp: text("sign_up_ip").notNull(),
    signUpUserAgent: text("sign_up_user_agent"),
    /** Why the rewards stopped (`sameDevice`, `sameAddress`), set once and never cleared. */
    heldBack: text("held_back"),
  },
  (table) => [
    index("referrals_inviter_idx").on(table.inviterId, table.joinedAt),
    check("referrals_not_self_check", sql`${table.friendId} <> ${table.inviterId}`),
  ],
);

export const referralRewards = pgTable(
  "referral_rewards",
  {
    friendId: text("friend_id")
      .notNull()
      .references(() => referrals.friendId, { onDelete: "cascade" }),
    milestone: text("milestone").notNull(),
    inviterId: text("inviter_id").notNull(),
    /** What each player was paid, minor units (the inviter's is 0 past the monthly limit). */
    inviterCoins: integer("inviter_coins").notNull(),
    inviterEntries: integer("inviter_entries").notNull(),
    friendCoins: integer("friend_coins").notNull(),
    friendEntries: integer("friend_entries").notNull(),
    /** Past the monthly limit: the friend was paid, the inviter not. */
    inviterHeldBack: text("inviter_held_back"),
    reachedAt: instant("reached_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.friendId, table.milestone] }),
    index("referral_rewards_inviter_idx").on(table.inviterId, table.reachedAt),
    check("referral_rewards_milestone_check", sql`${table.milestone} in ('confirmed', 'purchased')`),
  ],
);
