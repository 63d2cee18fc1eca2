/**
 * The ledger: the only way money moves (ADR 070). A transfer claims its idempotency key, locks
 * the player's accounts, lets its operation decide the postings from the locked balances, checks
 * that they balance per currency and leave no player account below zero, and writes postings,
 * balances, the answer and an outbox event, all in one database transaction. A replayed key gets
 * the first answer back; the same key asked with other parameters is refused and changes nothing.
 */
import { createHash } from "node:crypto";
import type { TransactionKind } from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { type Bucket, type Currency, isPlayerAccount, playerAccount } from "./accounts.ts";
import * as repo from "./repo.ts";

export interface LedgerContext {
  db: Db;
  clock: Clock;
}

export interface Posting {
  account: string;
  currency: Currency;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

/** A player's balances as every answer and event carries them. */
export interface WalletBalances {
  coins: number;
  entries: { total: number; promotional: number; redeemable: number; playThroughLeft: number };
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
    const row = this.#rows.get(playerAccount(this.playerId, currency, bucket));
    if (!row) throw new Error(`wallet account ${currency}/${bucket} of ${this.playerId} was not locked`);
    return row;
  }

  has(account: string): boolean {
    return this.#rows.has(account);
  }
}

/** What an operation decides, given the locked accounts. */
export interface Movement {
  postings: Posting[];
  /** New play-through requirement of the player's promotional entries, when it changes. */
  playThroughLeft?: number;
  /** Kept with the transaction: what a later refund or report needs to know. */
  metadata?: Record<string, unknown>;
}

export interface TransferRequest {
  kind: TransactionKind;
  idempotencyKey: string;
  playerId: string;
  /** What was asked, compared on a replay. */
  params: Record<string, unknown>;
  /** Decides the postings from the locked accounts; reads go through `tx`, the transfer's transaction. */
  plan(accounts: LockedAccounts, tx: Db): Movement | Promise<Movement>;
}

export async function transfer(
  ctx: LedgerContext,
  request: TransferRequest,
  /** Runs inside the transaction, after the balances are written (the outbox of other modules). */
  alsoWrite?: (tx: Db, result: TransferResult) => Promise<void>,
): Promise<TransferResult> {
  const digest = digestOf(request);
  return withTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const transactionId = await repo.claimTransaction(tx, {
      idempotencyKey: request.idempotencyKey,
      requestDigest: digest,
      kind: request.kind,
      playerId: request.playerId,
      createdAt: now,
    });
    if (transactionId === null) return replay(tx, request.idempotencyKey, digest);

    const rows = await repo.lockPlayerAccounts(tx, [request.playerId], now);
    const locked = new LockedAccounts(request.playerId, rows);
    const movement = await request.plan(locked, tx);
    checkPostings(movement.postings, locked);

    const changed = applyToBalances(rows, movement);
    const result: TransferResult = {
      transactionId,
      kind: request.kind,
      playerId: request.playerId,
      balances: balancesOf(rows),
    };
    await repo.writeTransfer(tx, {
      transactionId,
      now,
      accounts: changed,
      postings: movement.postings,
      result: JSON.stringify(result),
      metadata: movement.metadata ?? {},
      event: { topic: "wallet.transaction", playerId: request.playerId, payload: { ...result } },
    });
    await alsoWrite?.(tx, result);
    return result;
  });
}

/** The first answer for a key, when it was asked with the same parameters. */
async function replay(tx: Db, idempotencyKey: string, digest: string): Promise<TransferResult> {
  const first = await repo.findTransactionByKey(tx, idempotencyKey);
  if (!first?.result || first.requestDigest !== digest) {
    throw new AppError("CONFLICT", { key: "idempotencyKeyReused" }, { reason: "IDEMPOTENCY_KEY_REUSED" });
  }
  return JSON.parse(first.result) as TransferResult;
}

function digestOf(request: TransferRequest): string {
  const asked = { kind: request.kind, playerId: request.playerId, params: request.params };
  return createHash("sha256").update(stableJson(asked)).digest("base64url");
}

/** JSON with object keys in order, so the same parameters always give the same digest. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Postings are whole non-zero amounts that sum to zero per currency and touch only locked players. */
function checkPostings(postings: Posting[], locked: LockedAccounts): void {
  const sums = new Map<Currency, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(`posting of ${posting.amount} to ${posting.account} is not a whole non-zero amount`);
    }
    if (isPlayerAccount(posting.account) && !locked.has(posting.account)) {
      throw new Error(`posting to ${posting.account}, which this transfer did not lock`);
    }
    sums.set(posting.currency, (sums.get(posting.currency) ?? 0) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`postings in ${currency} sum to ${sum}, not zero`);
  }
}

/** Applies the movement to the locked rows; answers the rows it changed. Refuses to go below zero. */
function applyToBalances(rows: repo.WalletAccountRow[], movement: Movement): repo.WalletAccountRow[] {
  const changed = new Set<repo.WalletAccountRow>();
  for (const posting of movement.postings) {
    const row = rows.find((candidate) => candidate.id === posting.account);
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
  return [...changed];
}

export function insufficientFunds(): AppError {
  return new AppError("CONFLICT", { key: "insufficientFunds" }, { reason: "INSUFFICIENT_FUNDS" });
}

export function balancesOf(rows: repo.WalletAccountRow[]): WalletBalances {
  const find = (currency: Currency, bucket: Bucket) =>
    rows.find((row) => row.currency === currency && row.bucket === bucket);
  const promotional = find("entries", "promotional");
  const redeemable = find("entries", "redeemable")?.balance ?? 0;
  return {
    coins: find("coins", "main")?.balance ?? 0,
    entries: {
      total: (promotional?.balance ?? 0) + redeemable,
      promotional: promotional?.balance ?? 0,
      redeemable,
      playThroughLeft: promotional?.playThroughLeft ?? 0,
    },
  };
}
