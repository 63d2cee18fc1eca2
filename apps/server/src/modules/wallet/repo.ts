/** The wallet's SQL. Every function takes the handle it is given (a transaction, as a rule). */
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ledgerPostings, ledgerTransactions, walletAccounts } from "../../db/schema/index.ts";
import { PLAYER_BUCKETS, playerAccount } from "./accounts.ts";

export type WalletAccountRow = typeof walletAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/**
 * Claims an idempotency key by inserting the transaction row. Null when the key is taken: a
 * concurrent claim waits here until the first one commits or rolls back, so exactly one proceeds.
 */
export async function claimTransaction(
  db: Db,
  row: typeof ledgerTransactions.$inferInsert,
): Promise<number | null> {
  const [claimed] = await db
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return claimed?.id ?? null;
}

export async function findTransactionByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * The players' accounts, locked in id order until the transaction ends; created empty first where
 * missing (a player's first transfer), so an established player's transfer costs one statement.
 */
export async function lockPlayerAccounts(
  db: Db,
  playerIds: string[],
  now: Date,
): Promise<WalletAccountRow[]> {
  const ids = [...new Set(playerIds)].sort();
  const lock = () =>
    db
      .select()
      .from(walletAccounts)
      .where(inArray(walletAccounts.playerId, ids))
      .orderBy(asc(walletAccounts.id))
      .for("update");
  const locked = await lock();
  if (locked.length === ids.length * PLAYER_BUCKETS.length) return locked;
  await db
    .insert(walletAccounts)
    .values(
      ids.flatMap((playerId) =>
        PLAYER_BUCKETS.map(({ currency, bucket }) => ({
          id: playerAccount(playerId, currency, bucket),
          playerId,
          currency,
          bucket,
          updatedAt: now,
        })),
      ),
    )
    .onConflictDoNothing();
  return lock();
}

/** Everything a transfer writes once its postings are decided. */
export interface TransferWrite {
  transactionId: number;
  now: Date;
  accounts: { id: string; balance: number; playThroughLeft: number }[];
  postings: { account: string; currency: string; amount: number }[];
  result: string;
  metadata: Record<string, unknown>;
  event: { topic: string; playerId: string; payload: Record<string, unknown> };
}

/**
 * Writes a transfer's balances, postings, stored answer and outbox event as one statement
 * (data-modifying WITH clauses each run once), so a transfer costs few round trips.
 */
export async function writeTransfer(db: Db, write: TransferWrite): Promise<void> {
  const now = write.now.toISOString();
  const steps = [];
  if (write.accounts.length > 0) {
    const values = sql.join(
      write.accounts.map((row) => sql`(${row.id}, ${row.balance}::bigint, ${row.playThroughLeft}::bigint)`),
      sql`, `,
    );
    steps.push(sql`accounts as (
      update wallet_accounts as a
      set balance = v.balance, play_through_left = v.play_through_left, updated_at = ${now}::timestamptz
      from (values ${values}) as v(id, balance, play_through_left) where a.id = v.id)`);
  }
  if (write.postings.length > 0) {
    const values = sql.join(
      write.postings.map(
        (posting) =>
          sql`(${write.transactionId}::bigint, ${posting.account}, ${posting.currency}, ${posting.amount}::bigint)`,
      ),
      sql`, `,
    );
    steps.push(sql`postings as (
      insert into ledger_postings (transaction_id, account, currency, amount) values ${values})`);
  }
  steps.push(sql`answer as (
    update ledger_transactions set result = ${write.result}, metadata = ${JSON.stringify(write.metadata)}::jsonb
    where id = ${write.transactionId}::bigint)`);
  await db.execute(sql`with ${sql.join(steps, sql`, `)}
    insert into outbox_events (topic, player_id, payload, created_at)
    values (${write.event.topic}, ${write.event.playerId}, ${JSON.stringify(write.event.payload)}::jsonb, ${now}::timestamptz)`);
}

/** How many purchases the player completed (each credited once, whatever its webhooks). */
export async function countPurchases(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.kind, "purchase")));
  return Number(row?.count ?? 0);
}

/**
 * A page of the player's transactions, newest first, with what each did to the player's own
 * coins and entries: `limit + 1` are read, so the caller knows whether there is a next page.
 */
export async function listPlayerTransactions(
  db: Db,
  playerId: string,
  filter: { currency?: string; kind?: string; limit: number; before?: number },
) {
  const own = `player:${playerId}:%`;
  const page = await db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
        filter.before ? lt(ledgerTransactions.id, filter.before) : undefined,
        filter.currency
          ? sql`exists (select 1 from ${ledgerPostings} where ${ledgerPostings.transactionId} = ${ledgerTransactions.id}
              and ${ledgerPostings.account} like ${own} and ${ledgerPostings.currency} = ${filter.currency})`
          : undefined,
      ),
    )
    .orderBy(desc(ledgerTransactions.id))
    .limit(filter.limit + 1);
  const changes =
    page.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerPostings.transactionId,
            currency: ledgerPostings.currency,
            change: sql<string>`sum(${ledgerPostings.amount})`,
          })
          .from(ledgerPostings)
          .where(
            and(
              inArray(
                ledgerPostings.transactionId,
                page.map((row) => row.id),
              ),
              sql`${ledgerPostings.account} like ${own}`,
            ),
          )
          .groupBy(ledgerPostings.transactionId, ledgerPostings.currency);
  return { page, changes };
}

export async function findPlayerAccounts(db: Db, playerId: string): Promise<WalletAccountRow[]> {
  return db.select().from(walletAccounts).where(eq(walletAccounts.playerId, playerId));
}

// The audit

/** Transactions whose postings do not sum to zero in some currency. */
export async function unbalancedTransactions(db: Db) {
  return db
    .select({
      transactionId: ledgerPostings.transactionId,
      currency: ledgerPostings.currency,
      sum: sql<string>`sum(${ledgerPostings.amount})`,
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId, ledgerPostings.currency)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
}

/** Player accounts whose stored balance differs from the sum of their postings. */
export async function driftedAccounts(db: Db) {
  const sums = db
    .select({
      account: ledgerPostings.account,
      total: sql<string>`sum(${ledgerPostings.amount})`.as("total"),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.account)
    .as("sums");
  return db
    .select({
      account: walletAccounts.id,
      balance: walletAccounts.balance,
      postings: sql<string>`coalesce(${sums.total}, 0)`,
    })
    .from(walletAccounts)
    .leftJoin(sums, eq(sums.account, walletAccounts.id))
    .where(sql`${walletAccounts.balance} <> coalesce(${sums.total}, 0)`);
}

/** Postings to player accounts that have no account row (money that no balance shows). */
export async function orphanPostings(db: Db) {
  return db
    .selectDistinct({ account: ledgerPostings.account })
    .from(ledgerPostings)
    .leftJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.account))
    .where(and(sql`${ledgerPostings.account} like 'player:%'`, sql`${walletAccounts.id} is null`));
}

export async function negativeAccounts(db: Db) {
  return db
    .select({ account: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(sql`${walletAccounts.balance} < 0`);
}
