import { DEV_OUTBOX_DEFAULT_LIMIT, type MessageChannel } from "@reelhouse/contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { devOutboxMessages } from "../../db/schema/index.ts";

export type OutboxRow = typeof devOutboxMessages.$inferSelect;
export type NewOutboxRow = Omit<OutboxRow, "id">;

export interface OutboxFilter {
  /** Matched whole; email addresses in any case. */
  to?: string;
  channel?: MessageChannel;
  limit?: number;
}

export async function insertOutboxMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(devOutboxMessages).values(row).returning();
  if (!inserted) throw new Error("insert into dev_outbox_messages returned no row");
  return inserted;
}

/** Newest first; the id breaks ties between messages stored in the same millisecond. */
export async function listOutboxMessages(db: Db, filter: OutboxFilter): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(sql`lower(${devOutboxMessages.recipient}) = lower(${filter.to})`);
  if (filter.channel) conditions.push(eq(devOutboxMessages.channel, filter.channel));
  return db
    .select()
    .from(devOutboxMessages)
    .where(and(...conditions))
    .orderBy(desc(devOutboxMessages.createdAt), desc(devOutboxMessages.id))
    .limit(filter.limit ?? DEV_OUTBOX_DEFAULT_LIMIT);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const rows = await db.select().from(devOutboxMessages).where(eq(devOutboxMessages.id, id)).limit(1);
  return rows[0];
}
