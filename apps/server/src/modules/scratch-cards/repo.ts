/** Queries on the scratch-card lottery's own table; each takes the handle it is given. */
import { and, count, desc, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { scratchCards } from "./schema.ts";

export type CardRow = typeof scratchCards.$inferSelect;
export type NewCard = typeof scratchCards.$inferInsert;

/** Issues a card; false when its occasion already gave one (a redelivered event, a second read). */
export async function insertCard(db: Db, card: NewCard): Promise<boolean> {
  const inserted = await db
    .insert(scratchCards)
    .values(card)
    .onConflictDoNothing({ target: [scratchCards.playerId, scratchCards.occasion] })
    .returning({ id: scratchCards.id });
  return inserted.length > 0;
}

/** The player's latest cards, newest first. */
export async function listCards(db: Db, playerId: string, limit: number): Promise<CardRow[]> {
  return db
    .select()
    .from(scratchCards)
    .where(eq(scratchCards.playerId, playerId))
    .orderBy(desc(scratchCards.issuedAt), desc(scratchCards.id))
    .limit(limit);
}

/** How many cards play gave the player on a local date. */
export async function countPlayCards(db: Db, playerId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ cards: count() })
    .from(scratchCards)
    .where(and(eq(scratchCards.playerId, playerId), like(scratchCards.occasion, `play:${date}:%`)));
  return row?.cards ?? 0;
}

/** The player's card, locked until the transaction ends, so a card is opened once. */
export async function lockCard(db: Db, playerId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(scratchCards)
    .where(and(eq(scratchCards.id, id), eq(scratchCards.playerId, playerId)))
    .for("update");
  return row;
}

export async function markOpened(
  db: Db,
  id: string,
  opened: { openedAt: Date; paidCoins: number; paidEntries: number },
): Promise<CardRow> {
  const [row] = await db.update(scratchCards).set(opened).where(eq(scratchCards.id, id)).returning();
  if (!row) throw new Error(`scratch card ${id} vanished while it was being opened`);
  return row;
}
