/**
 * Group commit for the wallet's own transfers (ADR 075). Each transfer from the wallet's pool
 * waits in a queue; while a group is being committed, the next ones gather, and each group runs
 * as one database transaction (`runTransfers`): one statement to claim the keys, one to lock the
 * accounts, one to write, one commit, however many transfers it holds. Every transfer still gets
 * its own outcome, answered once the group has committed.
 *
 * A group closes when the one in progress commits, or when a full group (`maxBatch`) is waiting:
 * it starts on the event loop's next turn after a transfer arrives at an idle wallet or a group
 * ends, with whatever has gathered by then. There is no fixed wait, so an idle wallet answers at
 * once. Further groups (up to `concurrency`) start beside the one in progress only while a full
 * group's worth waits: below that, one large group commits more cheaply than several small ones
 * would, and the transfers wait less for it.
 *
 * A group holds up to `maxBatch` transfers, at most one per idempotency key and one per player.
 * A repeated key waits for the next group, where it finds the first one's answer. A player's
 * next transfer waits too, so that what an operation reads through its transaction (the bet a
 * refund gives back, the hold a redemption settles) is what it would read alone: committed
 * transfers, never a neighbour's claim that is not written yet. (A player's transfers queue on
 * the player's accounts anyway.)
 *
 * Failures: a transfer refused by the ledger (insufficient funds, a key reused with other
 * parameters, a bad amount) is answered with its error and its neighbours commit. A statement
 * that fails inside the group (a player without a row, a dropped connection) undoes the group's
 * transaction before anything was answered; its transfers are then run again one by one, each in
 * a transaction of its own, so each gets exactly the outcome it would have had alone. A failed
 * COMMIT rejects every transfer of the group with that error and runs nothing again: the
 * commit's fate may be unknown (a lost connection), and the keys make a caller's retry safe.
 *
 * `concurrency` groups run at once, each on its own connection; they cannot deadlock, because
 * each claims its keys in key order and locks its accounts in id order in one statement before
 * it waits for anything else (ADR 075).
 */
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { runTransfers, type TransferRequest, type TransferResult, transferAlone } from "./ledger.ts";

export interface BatchingSettings {
  /** Groups committing at once; one on the embedded database, which has one connection. */
  concurrency: number;
  maxBatch: number;
}

export const DEFAULT_BATCHING: BatchingSettings = { concurrency: 1, maxBatch: 100 };

interface Waiting {
  request: TransferRequest;
  resolve(result: TransferResult): void;
  reject(error: unknown): void;
}

export interface TransferBatcher {
  submit(request: TransferRequest): Promise<TransferResult>;
}

export function createTransferBatcher(
  db: Db,
  clock: Clock,
  { concurrency, maxBatch }: BatchingSettings = DEFAULT_BATCHING,
): TransferBatcher {
  let queue: Waiting[] = [];
  let running = 0;
  let isScheduled = false;

  /** The next group: the oldest transfers, one per key and per player; the rest keep their place. */
  function nextGroup(): Waiting[] {
    const keys = new Set<string>();
    const players = new Set<string>();
    const group: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      const { idempotencyKey, playerId } = waiting.request;
      if (group.length < maxBatch && !keys.has(idempotencyKey) && !players.has(playerId)) {
        keys.add(idempotencyKey);
        players.add(playerId);
        group.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return group;
  }

  async function commit(group: Waiting[]): Promise<void> {
    let failedStatement = false;
    try {
      const outcomes = await withTransaction(db, (tx) =>
        runTransfers(
          tx,
          clock,
          group.map(({ request }) => request),
        ).catch((error: unknown) => {
          failedStatement = true;
          throw error;
        }),
      );
      group.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) waiting.resolve(outcome.result);
        else waiting.reject(outcome?.error);
      });
    } catch (error) {
      if (failedStatement) await oneByOne(group);
      else for (const waiting of group) waiting.reject(error);
    }
  }

  /** After a group's statement failed (and its transaction was undone): each transfer alone. */
  async function oneByOne(group: Waiting[]): Promise<void> {
    for (const waiting of group) {
      await transferAlone(db, clock, waiting.request).then(waiting.resolve, waiting.reject);
    }
  }

  /**
   * Starts groups on the next turn of the event loop rather than at once, so transfers whose
   * callers are waking up in this turn (timers, sockets) join the group. On the embedded database
   * a whole commit can run without giving timers a turn, so without this every transfer would
   * commit alone.
   */
  function pump(): void {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      startGroups();
    });
  }

  function startGroups(): void {
    while (running < concurrency && queue.length > 0 && (running === 0 || queue.length >= maxBatch)) {
      const group = nextGroup();
      running++;
      void commit(group).finally(() => {
        running--;
        pump();
      });
    }
  }

  return {
    submit(request) {
      return new Promise<TransferResult>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        pump();
      });
    },
  };
}
