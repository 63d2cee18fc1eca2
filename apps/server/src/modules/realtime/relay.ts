/**
 * The outbox relay: publishes outbox events after the transactions that wrote them commit, at
 * least once and in order per player, and marks them delivered (ADR 080). Every instance runs one;
 * they share the work through row locks (`repo.claimUndelivered`). An event is published before
 * its batch is marked delivered, so a crash in between sends it again rather than never.
 *
 * Modules that react to events in the database (the notification centre) add a handler: it runs
 * in the batch's transaction, so what it writes is written exactly once with the delivery mark.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Fanout } from "./fanout.ts";
import { controlsOf, publicationsOf } from "./outbox-messages.ts";
import * as repo from "./repo.ts";

export type OutboxHandler = (tx: Db, events: readonly repo.StoredEvent[]) => Promise<void>;

const BATCH_SIZE = 500;
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const MAX_BACKOFF_MS = 10_000;

export interface RelayDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  fanout: Fanout;
  intervalMs: number;
}

export interface OutboxRelay {
  addHandler(handler: OutboxHandler): void;
  start(): void;
  /** Relays until nothing is left that this instance may send; answers how many events it sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function createOutboxRelay({ db, clock, log, fanout, intervalMs }: RelayDeps): OutboxRelay {
  const handlers: OutboxHandler[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let isStopped = true;
  let failures = 0;
  let lastCleanup = 0;

  const relayBatch = () =>
    withTransaction(db, async (tx) => {
      const events = await repo.claimUndelivered(tx, BATCH_SIZE);
      if (events.length === 0) return 0;
      for (const handler of handlers) await handler(tx, events);
      await fanout.publish(
        publicationsOf(events, (event, error) =>
          log.error(
            { err: error, eventId: event.id, topic: event.topic },
            "outbox event made an invalid realtime message",
          ),
        ),
      );
      for (const control of controlsOf(events)) await fanout.control(control);
      await repo.markDelivered(
        tx,
        events.map((event) => event.id),
        clock.now(),
      );
      return events.length;
    });

  /** Batches back to back while they come full, so a burst drains at once. */
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const count = await relayBatch();
      sent += count;
      if (count < BATCH_SIZE) return sent;
    }
  }

  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    const removed = await repo.deleteDeliveredBefore(db, new Date(clock.now().getTime() - RETENTION_MS));
    if (removed > 0) log.info({ removed }, "delivered outbox events removed");
  }

  /** One drain at a time in this process: the timer's and `drain()`'s calls queue behind each other. */
  function enqueue(): Promise<number> {
    const next = running.catch(() => {}).then(drain);
    running = next;
    return next;
  }

  function schedule(delayMs: number): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      enqueue()
        .then(() => cleanUp())
        .then(() => {
          failures = 0;
          schedule(intervalMs);
        })
        .catch((error: unknown) => {
          failures++;
          log.warn({ err: error, failures }, "outbox relay failed; trying again");
          schedule(Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures));
        });
    }, delayMs);
  }

  return {
    addHandler: (handler) => void handlers.push(handler),
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(0);
    },
    drain: enqueue,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}
