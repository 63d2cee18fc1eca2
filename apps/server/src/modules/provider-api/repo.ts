/** The provider API's SQL. Every function takes the handle it is given (a transaction, for the writes). */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { providerRounds, providerSessions, providerTransactions } from "../../db/schema/index.ts";

export type SessionRow = typeof providerSessions.$inferSelect;
export type RoundRow = typeof providerRounds.$inferSelect;
export type TransactionRow = typeof providerTransactions.$inferSelect;

/** A new launch replaces the player's earlier sessions of the same game with this provider. */
export async function replaceSession(db: Db, session: SessionRow): Promise<void> {
  await db
    .delete(providerSessions)
    .where(
      and(
        eq(providerSessions.provider, session.provider),
        eq(providerSessions.playerId, session.playerId),
        eq(providerSessions.gameCode, session.gameCode),
      ),
    );
  await db.insert(providerSessions).values(session);
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(providerSessions).where(eq(providerSessions.tokenHash, tokenHash));
  return row;
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(providerSessions).set({ expiresAt }).where(eq(providerSessions.tokenHash, tokenHash));
}

/**
 * Holds the provider's round until the transaction ends: every bet, win and rollback of one round
 * takes its turn, so a rollback and the bet it cancels, or two copies of one call, never interleave.
 * A lock on the key, not on a row: a rollback may come before the round's first bet made the row.
 */
export async function lockRound(db: Db, provider: string, round: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${provider}/${round}`}, 0))`);
}

export async function findRound(db: Db, provider: string, round: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.provider, provider), eq(providerRounds.round, round)));
  return row;
}

export async function insertRound(db: Db, round: RoundRow): Promise<void> {
  await db.insert(providerRounds).values(round);
}

export async function closeRound(db: Db, provider: string, round: string, at: Date): Promise<void> {
  await db
    .update(providerRounds)
    .set({ status: "closed", closedAt: at })
    .where(and(eq(providerRounds.provider, provider), eq(providerRounds.round, round)));
}

export async function findTransaction(
  db: Db,
  provider: string,
  transactionUuid: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, provider),
        eq(providerTransactions.transactionUuid, transactionUuid),
      ),
    );
  return row;
}

/** Records a transaction; false when a concurrent call with its `transaction_uuid` was recorded first. */
export async function insertTransaction(db: Db, row: TransactionRow): Promise<boolean> {
  const inserted = await db
    .insert(providerTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ transactionUuid: providerTransactions.transactionUuid });
  return inserted.length > 0;
}

/** Whether a rollback in `round` already named `betUuid` (one that came before its bet). */
export function isRolledBackAhead(
  db: Db,
  provider: string,
  round: string,
  betUuid: string,
): Promise<boolean> {
  return existsInRound(
    db,
    provider,
    round,
    eq(providerTransactions.kind, "rollback"),
    eq(providerTransactions.referenceTransactionUuid, betUuid),
  );
}

/** Whether a win in the round was accepted (answered OK), a lost round's win of zero included. */
export function hasAcceptedWin(db: Db, provider: string, round: string): Promise<boolean> {
  return existsInRound(
    db,
    provider,
    round,
    eq(providerTransactions.kind, "win"),
    sql`${providerTransactions.response}->>'status' = 'OK'`,
  );
}

/** Whether the provider's round holds a transaction that meets every condition. */
async function existsInRound(
  db: Db,
  provider: string,
  round: string,
  ...conditions: SQL[]
): Promise<boolean> {
  const [row] = await db
    .select({ transactionUuid: providerTransactions.transactionUuid })
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.provider, provider), eq(providerTransactions.round, round), ...conditions),
    )
    .limit(1);
  return row !== undefined;
}

export async function markRolledBack(db: Db, provider: string, betUuid: string, at: Date): Promise<void> {
  await db
    .update(providerTransactions)
    .set({ rolledBackAt: at })
    .where(
      and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionUuid, betUuid)),
    );
}
