/**
 * A domain event: a topic and the zod schema of its payload, declared once in the producing
 * module's `events.ts`. The one writer (`db/outbox.ts`) refuses a payload its schema does not
 * accept, and the relay parses every stored payload with the same schema before a subscriber or a
 * mapping sees it, so both ends are typed from one declaration and nothing is cast.
 */
import type { z } from "zod";

/** A payload is a JSON object (the outbox stores it as `jsonb`). */
export type Payload = Record<string, unknown>;

export interface DomainEvent<Topic extends string = string, P extends Payload = Payload> {
  readonly topic: Topic;
  readonly schema: z.ZodType<P>;
}

/** `schema`'s output types the payload: `defineEvent("wallet.transaction", z.object({ … }))`. */
export function defineEvent<const Topic extends string, P extends Payload>(
  topic: Topic,
  schema: z.ZodType<P>,
): DomainEvent<Topic, P> {
  return { topic, schema };
}

export type EventPayload<E> = E extends DomainEvent<string, infer P> ? P : never;

/** One committed event as its subscribers receive it. */
export interface EventOccurrence<P> {
  /** The outbox row's id: unique, so a subscriber can write what it makes exactly once. */
  id: number;
  playerId: string | null;
  payload: P;
  createdAt: Date;
}

/** An outbox row as the relay claims it: the payload as stored, until its event's schema types it. */
export interface StoredEvent extends EventOccurrence<unknown> {
  topic: string;
}
