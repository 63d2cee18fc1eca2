/**
 * The transactional outbox: a domain event written in the same database transaction as the change
 * it reports, so it exists exactly when the change does. The realtime module's relay delivers them.
 * Every event is written through here, typed by its declaration (`defineEvent`), and a payload its
 * schema refuses is refused before anything is written (the transaction rolls back with it).
 */
import { type SQL, sql } from "drizzle-orm";
import type { DomainEvent, Payload } from "../lib/domain-events.ts";
import type { Db } from "./client.ts";
import { outboxEvents } from "./schema/index.ts";

/** What a producer says of one occurrence of an event. */
export interface EventWrite<P extends Payload> {
  playerId: string | null;
  payload: P;
}

/** An outbox row whose payload its event's schema has accepted. */
export interface OutboxRow {
  topic: string;
  playerId: string | null;
  payload: Payload;
}

/** The row of one occurrence, its payload parsed (so only the fields the schema names are kept). */
export function outboxRow<P extends Payload>(
  event: DomainEvent<string, P>,
  { playerId, payload }: EventWrite<P>,
): OutboxRow {
  return { topic: event.topic, playerId, payload: event.schema.parse(payload) };
}

/** Writes one occurrence of `event` on `tx`, the transaction of the change it reports. */
export async function writeEvent<P extends Payload>(
  tx: Db,
  event: DomainEvent<string, P>,
  occurrence: EventWrite<P>,
  at: Date,
): Promise<void> {
  await tx.insert(outboxEvents).values({ ...outboxRow(event, occurrence), createdAt: at });
}

/**
 * The insert of many rows as one data-modifying statement, for a statement that writes them with
 * other changes (the wallet's batched transfers). The rows travel as arrays, so the statement's
 * text is the same however many there are, and they are inserted in the order given.
 */
export function insertOutboxRows(rows: readonly OutboxRow[], at: Date): SQL {
  const column = <T>(pick: (row: OutboxRow) => T) => sql.param(rows.map(pick));
  return sql`insert into outbox_events (topic, player_id, payload, created_at)
      select topic, player_id, payload, ${at.toISOString()}::timestamptz
      from unnest(${column((row) => row.topic)}::text[], ${column((row) => row.playerId)}::text[],
        ${column((row) => JSON.stringify(row.payload))}::jsonb[]) with ordinality as e(topic, player_id, payload, position)
      order by position`;
}
