import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/** Integer cents of US dollars. */
const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * A player's purchase limit for one calendar period (day, week, month): at most one row per period.
 * `amount` is the limit in force (null: none). A looser change waits in `pending_*` until
 * `pending_effective_at`; the service reads a due change as in force and writes it down at the
 * next change of that limit, so reads never write.
 */
export const purchaseLimits = pgTable(
  "purchase_limits",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    amount: cents("amount"),
    /** The amount waiting for the cooling period; null with an effective time means "remove". */
    pendingAmount: cents("pending_amount"),
    pendingEffectiveAt: instant("pending_effective_at"),
    pendingRequestedAt: instant("pending_requested_at"),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.period] }),
    check("purchase_limits_period_check", sql`${table.period} in ('day', 'week', 'month')`),
    check("purchase_limits_amount_check", sql`${table.amount} is null or ${table.amount} > 0`),
    check(
      "purchase_limits_pending_check",
      sql`(${table.pendingEffectiveAt} is null) = (${table.pendingRequestedAt} is null)
        and (${table.pendingAmount} is null or (${table.pendingEffectiveAt} is not null and ${table.pendingAmount} > 0))`,
    ),
  ],
);

/**
 * Every change to a purchase limit, never updated or deleted: what was asked, by whom, when, and
 * when it applies. `kind`: `lowered` (a first or lower limit, in force at once), `raise_requested`
 * and `removal_requested` (in force at `effective_at`), `cancelled` (a pending change withdrawn).
 */
export const purchaseLimitChanges = pgTable(
  "purchase_limit_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    period: text("period").notNull(),
    kind: text("kind").notNull(),
    /** The limit in force before the change (cents; null: none). */
    previousAmount: cents("previous_amount"),
    /** The limit asked for (cents; null: none). For `cancelled`, the withdrawn pending amount. */
    requestedAmount: cents("requested_amount"),
    effectiveAt: instant("effective_at"),
    /** Who made the change: `player:<id>` today; operators later. */
    changedBy: text("changed_by").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    index("purchase_limit_changes_player_idx").on(table.playerId, table.createdAt),
    check(
      "purchase_limit_changes_kind_check",
      sql`${table.kind} in ('lowered', 'raise_requested', 'removal_requested', 'cancelled')`,
    ),
  ],
);

/**
 * Every break from play a player took, never updated or deleted: the length chosen and the end it
 * set. The break in force is kept on the player's row (accounts), which sign-in and every debit
 * read; this is the record an operator reads.
 */
export const playBreaks = pgTable(
  "play_breaks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    days: integer("days").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    /** Who took the break: `player:<id>` today; operators later. */
    takenBy: text("taken_by").notNull(),
  },
  (table) => [
    index("play_breaks_player_idx").on(table.playerId, table.startsAt),
    check("play_breaks_kind_check", sql`${table.kind} in ('selfExclusion', 'coolOff')`),
    check("play_breaks_days_check", sql`${table.days} > 0 and ${table.endsAt} > ${table.startsAt}`),
  ],
);

/** How often the reality check reminds the player (minutes of play); no row: reminders off. */
export const activityReminders = pgTable("activity_reminders", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  minutes: integer("minutes").notNull(),
  updatedAt: instant("updated_at").notNull(),
});
