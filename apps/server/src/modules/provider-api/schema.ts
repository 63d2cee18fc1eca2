import { CURRENCIES } from "@reelhouse/contract";
import { index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * A launch of an outside provider's game: the token handed to the provider (kept only as its
 * SHA-256), for which player, game and currency, until when it may place bets, and the address the
 * player launched from: a provider's bet comes from the provider's server, so the geo rules are
 * checked at bet for the place the player launched the game from.
 */
export const providerSessions = pgTable(
  "provider_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    provider: text("provider").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    gameCode: text("game_code").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    ip: text("ip").notNull(),
    /** The brand launched from; null for sessions opened before brands were kept. */
    theme: text("theme"),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [index("provider_sessions_player_idx").on(table.playerId)],
);

/** A provider's round: open from its first bet until a win closes it (`round_closed`). */
export const providerRounds = pgTable(
  "provider_rounds",
  {
    provider: text("provider").notNull(),
    round: text("round").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    gameCode: text("game_code").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: ["open", "closed"] }).notNull(),
    openedAt: instant("opened_at").notNull(),
    closedAt: instant("closed_at"),
  },
  (table) => [primaryKey({ columns: [table.provider, table.round] })],
);

/**
 * Every bet, win and rollback a provider sent, once per `transaction_uuid`: the digest of what was
 * asked (a replay with other fields is a mismatch) and the answer given (a replay gets it again).
 */
export const providerTransactions = pgTable(
  "provider_transactions",
  {
    provider: text("provider").notNull(),
    transactionUuid: text("transaction_uuid").notNull(),
    kind: text("kind", { enum: ["bet", "win", "rollback"] }).notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    round: text("round").notNull(),
    /** Null only for a rollback of a bet never seen (its currency is unknown). */
    currency: text("currency", { enum: CURRENCIES }),
    amount: minorUnits("amount").notNull(),
    referenceTransactionUuid: text("reference_transaction_uuid"),
    requestDigest: text("request_digest").notNull(),
    response: jsonb("response").notNull(),
    /** Bets only: when a rollback gave the stake back. */
    rolledBackAt: instant("rolled_back_at"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.transactionUuid] }),
    index("provider_transactions_round_idx").on(table.provider, table.round),
  ],
);
