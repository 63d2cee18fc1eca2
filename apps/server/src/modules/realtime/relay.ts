/**
 * The outbox relay: publishes outbox events after the transactions that wrote them commit, at
 * least once and in order per player, and marks them delivered (ADR 080). Every instance runs one;
 * they share the work through row locks (`repo.claimUndelivered`). An event is published before
 * its batch is marked delivered, so a crash in between sends it again rather than never.
 *
 * What each event becomes is registered by the modules on `app.events` (plugins/events.ts): its
 * subscribers run in the batch's transaction, so what they write is written exactly once with the
 * delivery mark; its realtime messages go to its player's channel, or to the broadcast channel for
 * an event without a player (an event for several players addresses each of its messages), each
 * checked against the contract's union first.
 */
import {
  BROADCAST_CHANNEL,
  playerChannel,
  RealtimeMessage as RealtimeMessageSchema,
} from "@reelhouse/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import type { StoredEvent } from "../../lib/domain-events.ts";
import type { DeliveredEvent, EventRegistry, InvalidEventReport } from "../../plugins/events.ts";
import type { Fanout, Publication } from "./fanout.ts";
import * as repo from "./repo.ts";

const BATCH_SIZE = 500;
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const MAX_BACKOFF_MS = 10_000;

export interface RelayDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  fanout: Fanout;
  events: Pick<EventRegistry, "deliver">;
  intervalMs: number;
}

export interface OutboxRelay {
  start(): void;
  /** Relays until nothing is left that this instance may send; answers how many events it sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function createOutboxRelay({ db, clock, log, fanout, events, intervalMs }: RelayDeps): OutboxRelay {
  const reportInvalid: InvalidEventReport = (event, error) =>
    log.error(
      { err: error, eventId: event.id, topic: event.topic },
      "outbox event made no valid realtime message",
    );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let isStopped = true;
  let failures = 0;
  let lastCleanup = 0;

  const relayBatch = () =>
    withTransaction(db, async (tx) => {
      const batch = await repo.claimUndelivered(tx, BATCH_SIZE);
      if (batch.length === 0) return 0;
      const delivered = await events.deliver(tx, batch, reportInvalid);
      await fanout.publish(publicationsOf(delivered, reportInvalid));
      for (const { controls } of delivered) for (const control of controls) await fanout.control(control);
      await repo.markDelivered(
        tx,
        batch.map((event) => event.id),
        clock.now(),
      );
      return batch.length;
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

/**
 * The publications of a batch, in event order. A message the contract refuses is a bug in its
 * module's mapping: it is reported and left out, so one bad event cannot hold up the rest.
 */
export function publicationsOf(
  delivered: readonly DeliveredEvent[],
  onInvalid: InvalidEventReport,
): Publication[] {
  const publications: Publication[] = [];
  const publish = (event: StoredEvent, channel: string, message: unknown) => {
    const checked = RealtimeMessageSchema.safeParse(message);
    if (checked.success) publications.push({ channel, data: checked.data });
    else onInvalid(event, checked.error);
  };
  for (const { event, messages, playerMessages } of delivered) {
    const channel = event.playerId ? playerChannel(event.playerId) : BROADCAST_CHANNEL;
    for (const message of messages) publish(event, channel, message);
    for (const { playerId, message } of playerMessages) publish(event, playerChannel(playerId), message);
  }
  return publications;
}
