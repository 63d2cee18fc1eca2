/** The wallet's SQL. Every function takes the handle it is given (a transaction, as a rule). */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertOutboxRows, type OutboxRow } from "../../db/outbox.ts";
import { ledgerPostings, ledgerTransactions, walletAccounts } from "../../db/schema/index.ts";
import { accountKey, PLAYER_BUCKETS, playerAccount } from "./accounts.ts";

export type WalletAccountRow = typeof walletAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** What claiming a key records; the answer and metadata are written with the postings. */
export interface TransactionClaim {
  idempotencyKey: string;
  requestDigest: string;
  kind: string;
  /** Null for a transfer between system accounts only. */
  playerId: string | null;
}

/**
 * Claims idempotency keys by inserting their transaction rows, in the order given; answers the
 * ids of the keys claimed. A key already taken is left out: a concurrent claim waits here until
 * the first one commits or rolls back, so exactly one proceeds. The claims travel as arrays, so
 * the statement's text is the same for every group.
 */
export async function claimTransactions(
  db: Db,
  claims: TransactionClaim[],
  now: Date,
): Promise<Map<string, number>> {
  const column = <T>(pick: (claim: TransactionClaim) => T) => sql.param(claims.map(pick));
  // Both drivers answer `{ rows }`; node-postgres reads a bigint as a string, PGlite as a number.
  const claimed = await db.execute<{ id: string | number; key: string }>(sql`
    insert into ledger_transactions (idempotency_key, request_digest, kind, player_id, created_at)
    select key, digest, kind, player_id, ${now.toISOString()}::timestamptz
    from unnest(${column((c) => c.idempotencyKey)}::text[], ${column((c) => c.requestDigest)}::text[],
      ${column((c) => c.kind)}::text[], ${column((c) => c.playerId)}::text[])
      with ordinality as c(key, digest, kind, player_id, position)
    order by position
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key as key`);
  return new Map(claimed.rows.map(({ id, key }) => [key, Number(id)]));
}

export async function findTransactionByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findTransactionsByKeys(
  db: Db,
  idempotencyKeys: string[],
): Promise<Map<string, LedgerTransactionRow>> {
  const rows = await db
    .select()
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.idempotencyKey, idempotencyKeys));
  return new Map(rows.map((row) => [row.idempotencyKey, row]));
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
      .where(sql`${walletAccounts.playerId} = any(${sql.param(ids)}::text[])`)
      .orderBy(asc(walletAccounts.id))
      .for("update");
  const locked = await lock();
  if (locked.length === ids.length * PLAYER_BUCKETS.length) return locked;
  await db
    .insert(walletAccounts)
    .values(
      ids.flatMap((playerId) =>
        PLAYER_BUCKETS.map(({ currency, bucket }) => ({
          id: accountKey(playerAccount(playerId, currency, bucket)),
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

/** What one transfer writes once its postings are decided. */
export interface TransferWrite {
  transactionId: number;
  /** `playerId`: the player whose account a posting moves, null for a system account. */
  postings: { account: string; playerId: string | null; currency: string; amount: number }[];
  result: string;
  metadata: object;
  event: OutboxRow;
}

/** What a group of transfers writes: the accounts' final balances, each transfer, the keys given back. */
export interface TransfersWrite {
  now: Date;
  accounts: { id: string; balance: number; playThroughLeft: number }[];
  transfers: TransferWrite[];
  /** Transactions claimed by transfers that were refused: their keys are free again. */
  refused: number[];
}

/**
 * Writes a group of transfers as one statement (data-modifying WITH clauses each run once):
 * balances, postings, stored answers and metadata, outbox events, and the refused claims removed.
 * Every list travels as an array parameter, so a group costs one round trip of one statement text,
 * however many transfers it holds.
 */
export async function writeTransfers(db: Db, write: TransfersWrite): Promise<void> {
  const array = <T, V>(items: T[], pick: (item: T) => V) => sql.param(items.map(pick));
  const { accounts, transfers, refused } = write;
  const postings = transfers.flatMap(({ transactionId, postings }) =>
    postings.map((posting) => ({ transactionId, ...posting })),
  );
  const events = insertOutboxRows(
    transfers.map((w) => w.event),
    write.now,
  );
  await db.execute(sql`
    with accounts as (
      update wallet_accounts as a
      set balance = v.balance, play_through_left = v.play_through_left, updated_at = ${write.now.toISOString()}::timestamptz
      from unnest(${array(accounts, (a) => a.id)}::text[], ${array(accounts, (a) => a.balance)}::bigint[],
        ${array(accounts, (a) => a.playThroughLeft)}::bigint[]) as v(id, balance, play_through_left)
      where a.id = v.id),
    postings as (
      insert into ledger_postings (transaction_id, account, player_id, currency, amount)
      select * from unnest(${array(postings, (p) => p.transactionId)}::bigint[], ${array(postings, (p) => p.account)}::text[],
        ${array(postings, (p) => p.playerId)}::text[], ${array(postings, (p) => p.currency)}::text[],
        ${array(postings, (p) => p.amount)}::bigint[])),
    answers as (
      update ledger_transactions as t set result = v.result, metadata = v.metadata
      from unnest(${array(transfers, (w) => w.transactionId)}::bigint[], ${array(transfers, (w) => w.result)}::text[],
        ${array(transfers, (w) => JSON.stringify(w.metadata))}::jsonb[]) as v(id, result, metadata)
      where t.id = v.id),
    events as (${events}),
    refused as (
      delete from ledger_transactions where id = any(${sql.param(refused)}::bigint[]))
    select 1`);
}

/**
 * Writes a transfer between system accounts only (no balances, no player to tell): its postings,
 * answer and metadata, in one statement.
 */
export async function writeSystemTransfer(
  db: Db,
  write: Omit<TransferWrite, "event" | "postings"> & {
    postings: { account: string; currency: string; amount: number }[];
  },
): Promise<void> {
  const array = <V>(pick: (posting: (typeof write.postings)[number]) => V) =>
    sql.param(write.postings.map(pick));
  await db.execute(sql`
    with postings as (
      insert into ledger_postings (transaction_id, account, player_id, currency, amount)
      select ${write.transactionId}::bigint, account, null, currency, amount
      from unnest(${array((p) => p.account)}::text[], ${array((p) => p.currency)}::text[],
        ${array((p) => p.amount)}::bigint[]) as v(account, currency, amount))
    update ledger_transactions set result = ${write.result}, metadata = ${JSON.stringify(write.metadata)}::jsonb
    where id = ${write.transactionId}`);
}

/** The sum of an account's postings (0 for one with none). */
export async function sumPostings(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, account));
  return Number(row?.total ?? 0);
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
        // A free spin's stake moves none of the player's money, but is a round in that currency.
        filter.currency
          ? sql`(exists (select 1 from ${ledgerPostings} where ${ledgerPostings.transactionId} = ${ledgerTransactions.id}
              and ${ledgerPostings.playerId} = ${playerId} and ${ledgerPostings.currency} = ${filter.currency})
            or (${ledgerTransactions.kind} = 'free_spin_bet' and ${ledgerTransactions.metadata}->>'currency' = ${filter.currency}))`
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
              eq(ledgerPostings.playerId, playerId),
            ),
          )
          .groupBy(ledgerPostings.transactionId, ledgerPostings.currency);
  return { page, changes };
}

/** What a player staked and won at play in one currency over a span (minor units). */
export interface PlayTotalsRow {
  playerId: string;
  currency: string;
  staked: number;
  won: number;
}

/**
 * Stakes (less the ones given back) and wins per player and currency in `[from, to)`, from the
 * players' own postings of bets, wins and refunds. Either one player's, or a page of every player
 * who played then, in player id order after `afterPlayerId`.
 */
export async function playTotals(
  db: Db,
  span: { from: Date; to: Date },
  players: { playerId: string } | { afterPlayerId: string; limit: number },
): Promise<PlayTotalsRow[]> {
  const inSpan = sql`t.kind in ('bet', 'win', 'refund')
    and t.created_at >= ${span.from.toISOString()}::timestamptz
    and t.created_at < ${span.to.toISOString()}::timestamptz`;
  const whose =
    "playerId" in players
      ? sql`t.player_id = ${players.playerId}`
      : sql`t.player_id in (
          select distinct t.player_id from ledger_transactions t
          where ${inSpan} and t.player_id > ${players.afterPlayerId}
          order by t.player_id limit ${players.limit})`;
  // Both drivers answer `{ rows }`; node-postgres reads a bigint sum as a string, PGlite as a number.
  const totals = await db.execute<{
    player_id: string;
    currency: string;
    staked: string | number;
    won: string | number;
  }>(sql`
    select t.player_id, p.currency,
      coalesce(sum(-p.amount) filter (where t.kind = 'bet'), 0)
        - coalesce(sum(p.amount) filter (where t.kind = 'refund'), 0) as staked,
      coalesce(sum(p.amount) filter (where t.kind = 'win'), 0) as won
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.player_id = t.player_id
    where ${inSpan} and ${whose}
    group by t.player_id, p.currency
    order by t.player_id, p.currency`);
  return totals.rows.map((row) => ({
    playerId: row.player_id,
    currency: row.currency,
    staked: Number(row.staked),
    won: Number(row.won),
  }));
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
    .where(and(isNotNull(ledgerPostings.playerId), isNull(walletAccounts.id)));
}

export async function negativeAccounts(db: Db) {
  return db
    .select({ account: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(sql`${walletAccounts.balance} < 0`);
}
