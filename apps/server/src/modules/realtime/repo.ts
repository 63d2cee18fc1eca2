import { and, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outboxEvents, realtimeSecrets } from "../../db/schema/index.ts";
import type { StoredEvent } from "../../lib/domain-events.ts";

/**
 * The oldest undelivered events this relay may send now, locked until its transaction ends. Rows
 * another instance has locked are skipped (`SKIP LOCKED`), and so is any event whose player (or,
 * for broadcasts, the broadcast stream) still has an earlier undelivered event outside this batch:
 * that one is in flight elsewhere, and sending the later one first would break the player's order.
 */
export async function claimUndelivered(tx: Db, limit: number): Promise<StoredEvent[]> {
  // Both drivers answer `{ rows }`; node-postgres reads a bigint as a string, PGlite as a number.
  const claimed = await tx.execute<{
    id: string | number;
    topic: string;
    player_id: string | null;
    payload: unknown;
    created_at: string | Date;
  }>(sql`
    with batch as (
      select id from outbox_events where delivered_at is null
      order by id limit ${limit} for update skip locked)
    select e.id, e.topic, e.player_id, e.payload, e.created_at
    from outbox_events e join batch using (id)
    where not exists (
      select 1 from outbox_events earlier
      where earlier.delivered_at is null and earlier.id < e.id
        and earlier.player_id is not distinct from e.player_id
        and earlier.id not in (select id from batch))
    order by e.id`);
  return claimed.rows.map((row) => ({
    id: Number(row.id),
    topic: row.topic,
    playerId: row.player_id,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(row.created_at),
  }));
}

export async function markDelivered(tx: Db, ids: number[], at: Date): Promise<void> {
  await tx.update(outboxEvents).set({ deliveredAt: at }).where(inArray(outboxEvents.id, ids));
}

/** Delivered events are kept a while for inspection, then removed. */
export async function deleteDeliveredBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(outboxEvents)
    .where(and(isNotNull(outboxEvents.deliveredAt), lt(outboxEvents.deliveredAt, before)))
    .returning({ id: outboxEvents.id });
  return removed.length;
}

/** The secret stored under `name`, made with `make` the first time; every instance reads the same. */
export async function findOrCreateSecret(
  db: Db,
  name: string,
  make: () => string,
  at: Date,
): Promise<string> {
  await db.insert(realtimeSecrets).values({ name, value: make(), createdAt: at }).onConflictDoNothing();
  const [row] = await db
    .select({ value: realtimeSecrets.value })
    .from(realtimeSecrets)
    .where(sql`${realtimeSecrets.name} = ${name}`);
  if (!row) throw new Error(`realtime secret ${name} could not be stored`);
  return row.value;
}
