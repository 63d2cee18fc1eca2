/**
 * The transactional outbox: a domain event written in the same database transaction as the change
 * it reports, so it exists exactly when the change does. The realtime module delivers them.
 */
import type { Db } from "./client.ts";
import { outboxEvents } from "./schema/index.ts";

export interface OutboxEvent {
  topic: string;
  playerId: string | null;
  payload: Record<string, unknown>;
}

export async function writeOutboxEvent(tx: Db, event: OutboxEvent, at: Date): Promise<void> {
  await tx.insert(outboxEvents).values({ ...event, createdAt: at });
}
