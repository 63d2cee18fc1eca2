/**
 * Group commit for the wallet's own transfers (ADR 075). Each transfer from the wallet's pool
 * waits in a queue; while a group is being committed, the next ones gather, and each group runs
 * as one database transaction (`runTransfers`): one statement to claim the keys, one to lock the
 * accounts, one to write, one commit, however many transfers it holds. Every transfer still gets
 * its own outcome, answered once the group has committed; if the commit itself fails, every
 * transfer of the group gets that error and none of them happened.
 *
 * A group starts on the event loop's next turn after a transfer arrives or a group ends, with
 * whatever has gathered by then: no fixed wait, so an idle wallet answers at once.
 *
 * A group holds one transfer per idempotency key (a repeated key waits for the next group, where
 * it finds the first one's answer), and up to `maxBatch` transfers. `concurrency` groups run at
 * once, each on its own connection; they cannot deadlock, because each claims its keys in key
 * order and locks its accounts in id order before it waits for anything else.
 */
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { runTransfers, type TransferRequest, type TransferResult } from "./ledger.ts";

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

  /** The next group: the oldest transfers, one per key; the rest keep their place. */
  function nextGroup(): Waiting[] {
    const keys = new Set<string>();
    const group: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const waiting of queue) {
      const key = waiting.request.idempotencyKey;
      if (group.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        group.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return group;
  }

  async function commit(group: Waiting[]): Promise<void> {
    try {
      const outcomes = await withTransaction(db, (tx) =>
        runTransfers(
          tx,
          clock,
          group.map(({ request }) => request),
        ),
      );
      group.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) waiting.resolve(outcome.result);
        else waiting.reject(outcome?.error);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
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
    while (running < concurrency && queue.length > 0) {
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
