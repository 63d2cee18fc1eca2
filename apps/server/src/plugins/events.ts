/**
 * `app.events`: who reacts to each domain event, registered by the modules themselves, so the
 * relay that delivers the outbox knows no feature module. Each producing module maps its own
 * events to realtime messages (`toRealtime`, to the event's player or to everyone; `toPlayers`, an
 * event that speaks to several players, each message addressed) and connection controls
 * (`toControls`); any module subscribes to another's events (`on`). The relay hands every claimed batch to `deliver`, inside
 * the transaction that marks the batch delivered:
 *
 * - subscribers run there, in event order: what they write commits exactly with the delivery
 *   mark, and a subscriber that throws rolls the whole batch back, so the relay sends it again
 *   later (subscribers write idempotently, keyed by the occurrence's id); a batch subscriber
 *   (`onBatch`) gets all of a batch's occurrences of its event at once, in order, after the
 *   others, so it can write them in a few statements instead of a few per event;
 * - a stored payload its schema refuses, or a mapping that throws, is a bug in one event: it is
 *   reported and that event's messages are left out, so it cannot hold up the rest.
 */
import type { RealtimeMessage } from "@reelhouse/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import type { DomainEvent, EventOccurrence, Payload, StoredEvent } from "../lib/domain-events.ts";

/** What an event does to the open connections of a player (on every instance). */
export interface ConnectionControl {
  disconnect: { userId: string; code: number; reason: string };
}

export type EventSubscriber<P> = (tx: Db, occurrence: EventOccurrence<P>) => Promise<void>;
export type BatchSubscriber<P> = (tx: Db, occurrences: EventOccurrence<P>[]) => Promise<void>;
export type OccurrenceMapper<P, Output> = (occurrence: EventOccurrence<P>) => Output[];

/** A message of an event for several players (one outbox row for many): to `playerId`'s channel. */
export interface PlayerMessage {
  playerId: string;
  message: RealtimeMessage;
}

/** One event of a batch and what it becomes for the relay to send. */
export interface DeliveredEvent {
  event: StoredEvent;
  /** To the event's player's channel, or to everyone's for an event without one. */
  messages: RealtimeMessage[];
  /** Each to the player it names. */
  playerMessages: PlayerMessage[];
  controls: ConnectionControl[];
}

export type InvalidEventReport = (event: StoredEvent, error: unknown) => void;

interface TopicEntry {
  event: DomainEvent;
  subscribers: ((tx: Db, stored: StoredEvent) => Promise<void>)[];
  batchSubscribers: ((tx: Db, stored: StoredEvent[]) => Promise<void>)[];
  messages: ((stored: StoredEvent) => RealtimeMessage[])[];
  playerMessages: ((stored: StoredEvent) => PlayerMessage[])[];
  controls: ((stored: StoredEvent) => ConnectionControl[])[];
}

export function createEventRegistry() {
  const topics = new Map<string, TopicEntry>();

  function entryOf(event: DomainEvent): TopicEntry {
    const known = topics.get(event.topic);
    if (known && known.event !== event) throw new Error(`the event topic "${event.topic}" is defined twice`);
    const entry = known ?? {
      event,
      subscribers: [],
      batchSubscribers: [],
      messages: [],
      playerMessages: [],
      controls: [],
    };
    topics.set(event.topic, entry);
    return entry;
  }

  /** The stored event typed by its schema (checked once per event in `deliver` before this runs). */
  function occurrenceOf<P extends Payload>(event: DomainEvent<string, P>, stored: StoredEvent) {
    const { id, playerId, createdAt } = stored;
    return { id, playerId, createdAt, payload: event.schema.parse(stored.payload) };
  }

  return {
    /** Runs `subscriber` for every committed `event`, in the relay's transaction. */
    on<P extends Payload>(event: DomainEvent<string, P>, subscriber: EventSubscriber<P>): void {
      entryOf(event).subscribers.push((tx, stored) => subscriber(tx, occurrenceOf(event, stored)));
    },

    /** Runs `subscriber` once per delivered batch with its occurrences of `event`, in the relay's transaction. */
    onBatch<P extends Payload>(event: DomainEvent<string, P>, subscriber: BatchSubscriber<P>): void {
      entryOf(event).batchSubscribers.push((tx, stored) =>
        subscriber(
          tx,
          stored.map((one) => occurrenceOf(event, one)),
        ),
      );
    },

    /** The realtime messages `event` becomes (to its player's channel, or the broadcast). */
    toRealtime<P extends Payload>(
      event: DomainEvent<string, P>,
      mapper: OccurrenceMapper<P, RealtimeMessage>,
    ): void {
      entryOf(event).messages.push((stored) => mapper(occurrenceOf(event, stored)));
    },

    /**
     * The realtime messages of an event written once for several players (a race's scoring of a
     * relay batch), each to the channel of the player it names. Such an event is written without a
     * player, so the relay keeps it in order with the other events without one.
     */
    toPlayers<P extends Payload>(
      event: DomainEvent<string, P>,
      mapper: OccurrenceMapper<P, PlayerMessage>,
    ): void {
      entryOf(event).playerMessages.push((stored) => mapper(occurrenceOf(event, stored)));
    },

    /** What `event` does to connections (sessions ended: the player's tabs are disconnected). */
    toControls<P extends Payload>(
      event: DomainEvent<string, P>,
      mapper: OccurrenceMapper<P, ConnectionControl>,
    ): void {
      entryOf(event).controls.push((stored) => mapper(occurrenceOf(event, stored)));
    },

    /** For the relay: runs the subscribers of a batch on `tx` and answers what each event becomes. */
    async deliver(
      tx: Db,
      events: readonly StoredEvent[],
      onInvalid: InvalidEventReport,
    ): Promise<DeliveredEvent[]> {
      const delivered: DeliveredEvent[] = [];
      const batched = new Map<TopicEntry, StoredEvent[]>();
      for (const event of events) {
        const entry = topics.get(event.topic);
        if (!entry) continue;
        const checked = entry.event.schema.safeParse(event.payload);
        if (!checked.success) {
          onInvalid(event, checked.error);
          continue;
        }
        for (const subscriber of entry.subscribers) await subscriber(tx, event);
        if (entry.batchSubscribers.length > 0) {
          const gathered = batched.get(entry) ?? [];
          gathered.push(event);
          batched.set(entry, gathered);
        }
        try {
          delivered.push({
            event,
            messages: entry.messages.flatMap((map) => map(event)),
            playerMessages: entry.playerMessages.flatMap((map) => map(event)),
            controls: entry.controls.flatMap((map) => map(event)),
          });
        } catch (error) {
          onInvalid(event, error);
        }
      }
      for (const [entry, stored] of batched) {
        for (const subscriber of entry.batchSubscribers) await subscriber(tx, stored);
      }
      return delivered;
    },
  };
}

export type EventRegistry = ReturnType<typeof createEventRegistry>;

declare module "fastify" {
  interface FastifyInstance {
    events: EventRegistry;
  }
}

async function eventsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate("events", createEventRegistry());
}

export default fp(eventsPlugin, { name: "events" });
