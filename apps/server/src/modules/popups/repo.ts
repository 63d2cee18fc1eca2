/** Popup ads' rows. Every function takes the handle it is given. */
import { and, eq, gt, lt, max, notExists } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { popupActions, popupAds, popupShowings } from "./schema.ts";

export type PopupAdRow = typeof popupAds.$inferSelect;
export type ShowingRow = typeof popupShowings.$inferSelect;

/** A player by id, or a guest by the id their cookie carries. */
export type VisitorKey = { playerId: string; guestId?: never } | { guestId: string; playerId?: never };

export async function activeAdsOf(db: Db, theme: string): Promise<PopupAdRow[]> {
  return db
    .select()
    .from(popupAds)
    .where(and(eq(popupAds.theme, theme), eq(popupAds.isActive, true)));
}

/** The themes that run at least one popup ad. */
export async function themesWithActiveAds(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ theme: popupAds.theme })
    .from(popupAds)
    .where(eq(popupAds.isActive, true));
  return new Set(rows.map((row) => row.theme));
}

const ownedBy = (visitor: VisitorKey) =>
  visitor.playerId !== undefined
    ? eq(popupShowings.playerId, visitor.playerId)
    : eq(popupShowings.guestId, visitor.guestId);

/** When the visitor last saw each popup since `since` (a `view` recorded). */
export async function viewsSince(db: Db, visitor: VisitorKey, since: Date): Promise<Map<string, Date>> {
  const rows = await db
    .select({ popupId: popupShowings.popupId, lastAt: max(popupActions.at) })
    .from(popupShowings)
    .innerJoin(popupActions, eq(popupActions.logId, popupShowings.logId))
    .where(and(ownedBy(visitor), eq(popupActions.action, "view"), gt(popupActions.at, since)))
    .groupBy(popupShowings.popupId);
  return new Map(rows.flatMap((row) => (row.lastAt ? [[row.popupId, row.lastAt] as const] : [])));
}

export async function insertShowings(db: Db, rows: (typeof popupShowings.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(popupShowings).values(rows);
}

export async function findShowing(db: Db, logId: string): Promise<ShowingRow | undefined> {
  const [row] = await db.select().from(popupShowings).where(eq(popupShowings.logId, logId));
  return row;
}

/** Records the action once; false when it was recorded before. */
export async function insertAction(db: Db, logId: string, action: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(popupActions)
    .values({ logId, action, at })
    .onConflictDoNothing()
    .returning({ logId: popupActions.logId });
  return rows.length > 0;
}

/** Adds the ads that are not there yet (an operator's edits to seeded ones are kept). */
export async function insertMissingAds(db: Db, rows: (typeof popupAds.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(popupAds).values(rows).onConflictDoNothing().returning({ id: popupAds.id });
  return added.length;
}

/**
 * The visitor's showings older than `before` that were never seen: no rule reads them, so each new
 * request deletes its visitor's, which keeps the table to about a day of showings.
 */
export async function deleteUnseenShowings(db: Db, visitor: VisitorKey, before: Date): Promise<void> {
  await db
    .delete(popupShowings)
    .where(
      and(
        ownedBy(visitor),
        lt(popupShowings.servedAt, before),
        notExists(db.select().from(popupActions).where(eq(popupActions.logId, popupShowings.logId))),
      ),
    );
}
