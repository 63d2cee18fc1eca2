/**
 * The ledger: the only way money moves (ADR 070). A transfer claims its idempotency key, locks
 * the player's accounts, lets its operation decide the postings from the locked balances, checks
 * that they balance per currency and leave no player account below zero, and writes postings,
 * balances, the answer and an outbox event, all in one database transaction, which several
 * transfers may share (group commit, ADR 075). A replayed key gets
 * the first answer back; the same key asked with other parameters is refused and changes nothing.
 */
import {
  addMinor,
  type CoinsMinor,
  type Currency,
  type EntriesMinor,
  minor,
  type TransactionKind,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { outboxRow } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { idempotencyKeyReused, replay, replayed, requestDigest } from "../../lib/idempotency.ts";
import { type AccountRef, accountKey, type Bucket, playerAccount } from "./accounts.ts";
import type { TransferBatcher } from "./batcher.ts";
import { WalletTransaction, type WalletTransactionEvent } from "./events.ts";
import type { TransferMetadata } from "./metadata.ts";
import * as repo from "./repo.ts";

export interface LedgerContext {
  db: Db;
  clock: Clock;
  /**
   * On the wallet's pool: transfers are grouped into shared commits (ADR 075). Without it, `db` is
   * another module's transaction (`within(tx)`), which transfers join.
   */
  batcher?: TransferBatcher;
}

export interface Posting {
  account: AccountRef;
  currency: Currency;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

/** A player's balances as every answer and event carries them. */
export interface WalletBalances {
  coins: CoinsMinor;
  entries: {
    total: EntriesMinor;
    promotional: EntriesMinor;
    redeemable: EntriesMinor;
    playThroughLeft: EntriesMinor;
  };
}

export interface TransferResult {
  transactionId: number;
  kind: TransactionKind;
  playerId: string;
  balances: WalletBalances;
}

/** The player's accounts as the transfer locked them. */
export class LockedAccounts {
  readonly #rows: Map<string, repo.WalletAccountRow>;

  constructor(
    readonly playerId: string,
    rows: repo.WalletAccountRow[],
  ) {
    this.#rows = new Map(rows.map((row) => [row.id, row]));
  }

  row(currency: Currency, bucket: Bucket): repo.WalletAccountRow {
    const row = this.#rows.get(accountKey(playerAccount(this.playerId, currency, bucket)));
    if (!row) throw new Error(`wallet account ${currency}/${bucket} of ${this.playerId} was not locked`);
    return row;
  }

  has(account: AccountRef): boolean {
    return this.#rows.has(accountKey(account));
  }
}

/** What an operation of `Kind` decides, given the locked accounts. */
export interface Movement<Kind extends TransactionKind = TransactionKind> {
  postings: Posting[];
  /** New play-through requirement of the player's promotional entries, when it changes. */
  playThroughLeft?: number;
  /** Kept with the transaction: what a later refund or report needs to know. */
  metadata?: TransferMetadata[Kind];
  /** A refund: the transaction it gives back, named by its event. */
  refunds?: number;
}

export interface TransferRequest<Kind extends TransactionKind = TransactionKind> {
  kind: Kind;
  idempotencyKey: string;
  playerId: string;
  /** What was asked, compared on a replay. */
  params: Record<string, unknown>;
  /** Decides the postings from the locked accounts; reads go through `tx`, the transfer's transaction. */
  plan(accounts: LockedAccounts, tx: Db): Movement<Kind> | Promise<Movement<Kind>>;
}

/**
 * One transfer. From the wallet's pool it joins the next group commit (`batcher.ts`, ADR 075);
 * inside another module's transaction (`within(tx)`) it runs there, and a refusal undoes only it.
 */
export async function transfer(ctx: LedgerContext, request: TransferRequest): Promise<TransferResult> {
  if (ctx.batcher) return ctx.batcher.submit(request);
  return transferIn(ctx.db, ctx.clock, request);
}

/**
 * One transfer in the transaction `tx`, without a savepoint of its own: a refused transfer already
 * writes nothing but its key's release (`runTransfers`), and callers go on after a refusal only, so
 * a savepoint would cost two round trips and undo nothing.
 */
async function transferIn(tx: Db, clock: Clock, request: TransferRequest): Promise<TransferResult> {
  const [outcome] = await runTransfers(tx, clock, [request]);
  if (!outcome?.ok) throw outcome?.error;
  return outcome.result;
}

/** One transfer in a transaction of its own (a savepoint when `db` is already a transaction). */
export function transferAlone(db: Db, clock: Clock, request: TransferRequest): Promise<TransferResult> {
  return withTransaction(db, (tx) => transferIn(tx, clock, request));
}

/**
 * Transfers that stand or fall together, in a transaction of their own (a savepoint when `db` is
 * already a transaction): they share one key claim, one lock and one write, and if any is refused
 * none is kept.
 */
export function transferAll(db: Db, clock: Clock, requests: TransferRequest[]): Promise<TransferResult[]> {
  return withTransaction(db, async (tx) =>
    (await runTransfers(tx, clock, requests)).map((outcome) => {
      if (!outcome.ok) throw outcome.error;
      return outcome.result;
    }),
  );
}

export type TransferOutcome = { ok: true; result: TransferResult } | { ok: false; error: unknown };

/**
 * Runs transfers in the transaction `tx`, each with its own outcome: the keys are claimed in one
 * statement (in key order, so two concurrent groups wait for each other's keys one way only), the
 * players' accounts locked in one (in id order), each transfer planned and checked in turn against
 * the balances the ones before it left, and everything written in one statement. A refused
 * transfer writes nothing and gives its key back. The keys must differ.
 */
export async function runTransfers(
  tx: Db,
  clock: Clock,
  requests: TransferRequest[],
): Promise<TransferOutcome[]> {
  const now = clock.now();
  const keys = requests.map((request) => request.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new Error("one group of transfers may not repeat a key");
  const digests = requests.map(digestOf);
  const order = requests.map((_, index) => index).sort((a, b) => compareText(keys[a] ?? "", keys[b] ?? ""));
  const claimed = await repo.claimTransactions(
    tx,
    order.map((index) => {
      const request = requests[index] as TransferRequest;
      return {
        idempotencyKey: request.idempotencyKey,
        requestDigest: digests[index] as string,
        kind: request.kind,
        playerId: request.playerId,
      };
    }),
    now,
  );
  const outcomes: TransferOutcome[] = new Array(requests.length);

  const replays = order.filter((index) => !claimed.has(keys[index] ?? ""));
  if (replays.length > 0) {
    const stored = await repo.findTransactionsByKeys(
      tx,
      replays.map((index) => keys[index] ?? ""),
    );
    for (const index of replays)
      outcomes[index] = replayTransfer(stored.get(keys[index] ?? ""), digests[index] ?? "");
  }

  const fresh = order.filter((index) => claimed.has(keys[index] ?? ""));
  if (fresh.length === 0) return outcomes;
  const accounts = new Map(
    (
      await repo.lockPlayerAccounts(
        tx,
        fresh.map((index) => requests[index]?.playerId ?? ""),
        now,
      )
    ).map((row) => [row.id, row]),
  );
  const changedAccounts = new Set<string>();
  const written: repo.TransferWrite[] = [];
  const refused: number[] = [];
  for (const index of fresh) {
    const request = requests[index] as TransferRequest;
    const transactionId = claimed.get(request.idempotencyKey) as number;
    try {
      const own = [...accounts.values()].filter((row) => row.playerId === request.playerId);
      const locked = new LockedAccounts(request.playerId, own);
      const movement = await request.plan(locked, tx);
      checkPostings(movement.postings, locked);
      const after = applyToBalances(own, movement);
      for (const row of after.changed) {
        accounts.set(row.id, row);
        changedAccounts.add(row.id);
      }
      const result: TransferResult = {
        transactionId,
        kind: request.kind,
        playerId: request.playerId,
        balances: balancesOf(after.rows),
      };
      written.push({
        transactionId,
        postings: movement.postings.map((posting) => ({
          account: accountKey(posting.account),
          playerId: posting.account.kind === "player" ? posting.account.playerId : null,
          currency: posting.currency,
          amount: posting.amount,
        })),
        result: JSON.stringify(result),
        metadata: movement.metadata ?? {},
        event: outboxRow(WalletTransaction, {
          playerId: request.playerId,
          payload: transactionEvent(result, movement, request.params),
        }),
      });
      outcomes[index] = { ok: true, result };
    } catch (error) {
      refused.push(transactionId);
      outcomes[index] = { ok: false, error };
    }
  }
  await repo.writeTransfers(tx, {
    now,
    accounts: [...changedAccounts].map((id) => accounts.get(id) as repo.WalletAccountRow),
    transfers: written,
    refused,
  });
  return outcomes;
}

export interface SystemTransferRequest<Kind extends TransactionKind = TransactionKind> {
  kind: Kind;
  idempotencyKey: string;
  params: Record<string, unknown>;
  postings: Posting[];
  metadata: TransferMetadata[Kind];
}

/**
 * A transfer between system accounts only (a jackpot pool's first seed): no player's accounts to
 * lock and no player to tell, so it claims its key, checks its postings and writes them, in a
 * transaction of its own (a savepoint inside another's). A replay answers the first transfer.
 */
export function systemTransfer(
  db: Db,
  clock: Clock,
  request: SystemTransferRequest,
): Promise<{ transactionId: number }> {
  const { kind, idempotencyKey, params, postings, metadata } = request;
  if (postings.some((posting) => posting.account.kind !== "system")) {
    throw new Error(`a ${kind} transfer may only move system accounts`);
  }
  return withTransaction(db, async (tx) => {
    const digest = requestDigest({ kind, playerId: null, params });
    const claimed = await repo.claimTransactions(
      tx,
      [{ idempotencyKey, requestDigest: digest, kind, playerId: null }],
      clock.now(),
    );
    const transactionId = claimed.get(idempotencyKey);
    if (transactionId === undefined) {
      const first = await repo.findTransactionByKey(tx, idempotencyKey);
      const answer = first?.result;
      if (!first || !answer) throw idempotencyKeyReused();
      return replayed(replay(first, digest, () => JSON.parse(answer) as { transactionId: number }));
    }
    checkPostings(postings, new LockedAccounts("", []));
    const result = { transactionId };
    await repo.writeSystemTransfer(tx, {
      transactionId,
      postings: postings.map((posting) => ({
        account: accountKey(posting.account),
        currency: posting.currency,
        amount: posting.amount,
      })),
      result: JSON.stringify(result),
      metadata,
    });
    return result;
  });
}

/** The first answer for a key, when it was asked with the same parameters and was answered. */
function replayTransfer(first: repo.LedgerTransactionRow | undefined, digest: string): TransferOutcome {
  const result = first?.result;
  if (!first || !result) return { ok: false, error: idempotencyKeyReused() };
  return replay(first, digest, () => JSON.parse(result) as TransferResult);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function digestOf(request: TransferRequest): string {
  return requestDigest({ kind: request.kind, playerId: request.playerId, params: request.params });
}

/** Postings are whole non-zero amounts that sum to zero per currency and touch only locked players. */
/**
 * The outbox event of a transfer: its answer, what it did to the player's own balances, why, and
 * for a bet or a win the round's game and the amount staked or won (what races score), for a
 * refund the bet it gives back (what races take back).
 */
function transactionEvent(
  result: TransferResult,
  { postings, refunds }: Movement,
  params: TransferRequest["params"],
): WalletTransactionEvent {
  const own = postings.filter(
    ({ account }) => account.kind === "player" && account.playerId === result.playerId,
  );
  const changeIn = <C extends Currency>(currency: C) =>
    addMinor(
      minor(currency, 0),
      ...own
        .filter((posting) => posting.currency === currency)
        .map((posting) => minor(currency, posting.amount)),
    );
  const change = { coins: changeIn("coins"), entries: changeIn("entries") };
  const { reason, gameId, roundId, theme, currency, amount } = params;
  const roundCurrency: Currency | null = currency === "coins" || currency === "entries" ? currency : null;
  const round =
    typeof gameId === "string" && typeof roundId === "string" && roundCurrency && typeof amount === "number"
      ? {
          round: {
            gameId,
            roundId,
            ...(typeof theme === "string" ? { theme } : {}),
            currency: roundCurrency,
            amount,
          },
        }
      : {};
  return {
    ...result,
    change,
    ...(typeof reason === "string" ? { reason } : {}),
    ...(refunds === undefined ? {} : { refunds }),
    ...round,
  };
}

function checkPostings(postings: Posting[], locked: LockedAccounts): void {
  const sums = new Map<Currency, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(
        `posting of ${posting.amount} to ${accountKey(posting.account)} is not a whole non-zero amount`,
      );
    }
    if (posting.account.kind === "player" && !locked.has(posting.account)) {
      throw new Error(`posting to ${accountKey(posting.account)}, which this transfer did not lock`);
    }
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`postings in ${currency} sum to ${sum}, not zero`);
  }
}

/**
 * The rows after the movement, as copies (the locked rows stay as they were if it is refused),
 * and the ones it changed. Refuses to go below zero.
 */
function applyToBalances(
  locked: repo.WalletAccountRow[],
  movement: Movement,
): { rows: repo.WalletAccountRow[]; changed: repo.WalletAccountRow[] } {
  const rows = locked.map((row) => ({ ...row }));
  const changed = new Set<repo.WalletAccountRow>();
  for (const posting of movement.postings) {
    const id = accountKey(posting.account);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) continue;
    const balance = row.balance + posting.amount;
    if (balance < 0) throw insufficientFunds();
    if (!Number.isSafeInteger(balance)) throw new AppError("CONFLICT", { key: "balanceTooLarge" });
    row.balance = balance;
    changed.add(row);
  }
  if (movement.playThroughLeft !== undefined) {
    const promotional = rows.find((row) => row.bucket === "promotional");
    if (promotional && promotional.playThroughLeft !== movement.playThroughLeft) {
      promotional.playThroughLeft = Math.max(0, movement.playThroughLeft);
      changed.add(promotional);
    }
  }
  return { rows, changed: [...changed] };
}

export function insufficientFunds(): AppError {
  return new AppError("CONFLICT", { key: "insufficientFunds" }, { reason: "INSUFFICIENT_FUNDS" });
}

export function balancesOf(rows: repo.WalletAccountRow[]): WalletBalances {
  const find = (currency: Currency, bucket: Bucket) =>
    rows.find((row) => row.currency === currency && row.bucket === bucket);
  const promotionalRow = find("entries", "promotional");
  const promotional = minor("entries", promotionalRow?.balance ?? 0);
  const redeemable = minor("entries", find("entries", "redeemable")?.balance ?? 0);
  return {
    coins: minor("coins", find("coins", "main")?.balance ?? 0),
    entries: {
      total: addMinor(promotional, redeemable),
      promotional,
      redeemable,
      playThroughLeft: minor("entries", promotionalRow?.playThroughLeft ?? 0),
    },
  };
}
