import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant, minorUnits } from "../../db/columns.ts";
import { players } from "../accounts/schema.ts";

/**
 * A player's balance in one currency and bucket (ADR 070): `coins`/`main`, `entries`/`promotional`
 * and `entries`/`redeemable`. Only player accounts are rows with a stored balance; system accounts
 * (house, promotions, payments clearing, redemptions pending) exist only in postings, so no
 * transfer ever waits on a shared row.
 */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    bucket: text("bucket").notNull(),
    balance: minorUnits("balance").notNull().default(0),
    /** Promotional entries only: how much must still be played before they turn redeemable. */
    playThroughLeft: minorUnits("play_through_left").notNull().default(0),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    index("wallet_accounts_player_idx").on(table.playerId),
    check("wallet_accounts_balance_check", sql`${table.balance} >= 0`),
    check("wallet_accounts_play_through_check", sql`${table.playThroughLeft} >= 0`),
    check("wallet_accounts_currency_check", sql`${table.currency} in ('coins', 'entries')`),
    check("wallet_accounts_bucket_check", sql`${table.bucket} in ('main', 'promotional', 'redeemable')`),
  ],
);

/** One money movement: its postings sum to zero per currency. The idempotency key makes it happen once. */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** A digest of what was asked, so the same key with other parameters is told apart from a replay. */
    requestDigest: text("request_digest").notNull(),
    kind: text("kind").notNull(),
    playerId: text("player_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** The answer given the first time, as JSON text so a replay gets it back byte for byte. */
    result: text("result"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    index("ledger_transactions_player_idx").on(table.playerId, table.createdAt),
    // Rows are written in time order, so a block range index finds a period's transactions (a day's
    // play, for cashback) for next to nothing on each write.
    index("ledger_transactions_created_brin").using("brin", table.createdAt),
  ],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    /** A player account id (`wallet_accounts.id`) or a system account (`system:house:coins`). */
    account: text("account").notNull(),
    /** The player whose account it is; null for a system account. What a player's queries match. */
    playerId: text("player_id"),
    currency: text("currency").notNull(),
    /** Signed: credits are positive, debits negative. */
    amount: minorUnits("amount").notNull(),
  },
  (table) => [
    index("ledger_postings_transaction_idx").on(table.transactionId),
    index("ledger_postings_account_idx").on(table.account),
    index("ledger_postings_player_idx").on(table.playerId, table.transactionId),
    check("ledger_postings_amount_check", sql`${table.amount} <> 0`),
  ],
);
