/** The notification centre's rows. Every function takes the handle it is given. */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, "id" | "readAt">;

/** Writes each notification once: a row whose source event already made one is skipped. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows).onConflictDoNothing({ target: notifications.sourceEventId });
}

/** The player's newest `limit` notifications, newest first. */
export async function listLatest(db: Db, playerId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.playerId, playerId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks the player's unread notifications read: those of `ids` (ids of other players' or unknown
 * ones match nothing), or all of them when `ids` is undefined.
 */
export async function markRead(db: Db, playerId: string, ids: number[] | undefined, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.playerId, playerId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
