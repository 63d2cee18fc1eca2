/** The module's rows. Every function takes the handle it is given. */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  playerVerifications,
  verificationDocuments,
  verificationSessions,
  verificationWebhookEvents,
} from "./schema.ts";

export type StatusRow = typeof playerVerifications.$inferSelect;
export type SessionRow = typeof verificationSessions.$inferSelect;
export type DocumentRow = typeof verificationDocuments.$inferSelect;

export async function findStatus(db: Db, playerId: string): Promise<StatusRow | null> {
  const [row] = await db.select().from(playerVerifications).where(eq(playerVerifications.playerId, playerId));
  return row ?? null;
}

/** The player's row, locked until the transaction ends, so two changes apply one after the other. */
export async function lockStatus(db: Db, playerId: string): Promise<StatusRow | null> {
  const [row] = await db
    .select()
    .from(playerVerifications)
    .where(eq(playerVerifications.playerId, playerId))
    .for("update");
  return row ?? null;
}

export async function saveStatus(db: Db, row: StatusRow): Promise<void> {
  await db
    .insert(playerVerifications)
    .values(row)
    .onConflictDoUpdate({
      target: playerVerifications.playerId,
      set: { status: row.status, reason: row.reason, updatedAt: row.updatedAt },
    });
}

export async function insertSession(db: Db, row: typeof verificationSessions.$inferInsert): Promise<void> {
  await db.insert(verificationSessions).values(row);
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(verificationSessions).where(eq(verificationSessions.id, sessionId));
  return row ?? null;
}

export async function lockSessionByProviderId(
  db: Db,
  provider: string,
  providerSessionId: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(verificationSessions)
    .where(
      and(
        eq(verificationSessions.provider, provider),
        eq(verificationSessions.providerSessionId, providerSessionId),
      ),
    )
    .for("update");
  return row ?? null;
}

export async function decideSession(
  db: Db,
  sessionId: string,
  decided: Pick<SessionRow, "decision" | "reason" | "providerReason" | "decidedAt">,
): Promise<void> {
  await db.update(verificationSessions).set(decided).where(eq(verificationSessions.id, sessionId));
}

/** Records a delivery; false when it was recorded before (a redelivery or a replay). */
export async function claimWebhookEvent(
  db: Db,
  row: typeof verificationWebhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(verificationWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: verificationWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function insertDocument(db: Db, row: DocumentRow): Promise<void> {
  await db.insert(verificationDocuments).values(row);
}

export async function listDocuments(db: Db, playerId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.playerId, playerId))
    .orderBy(desc(verificationDocuments.uploadedAt));
}

/** The player's own document only: anyone else's is not found. */
export async function findOwnDocument(
  db: Db,
  playerId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.id, documentId), eq(verificationDocuments.playerId, playerId)));
  return row ?? null;
}

/** Documents no operator has judged yet, oldest first: the review queue. */
export async function listDocumentsAwaitingReview(db: Db, limit: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(isNull(verificationDocuments.review))
    .orderBy(asc(verificationDocuments.uploadedAt))
    .limit(limit);
}

/** Any player's document, for operators. */
export async function findDocument(db: Db, documentId: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, documentId));
  return row ?? null;
}

/** Records the operator's judgement on every waiting document of the player; answers how many. */
export async function reviewWaitingDocuments(
  db: Db,
  playerId: string,
  review: { review: "verified" | "rejected"; reviewedBy: string; reviewedAt: Date },
): Promise<number> {
  const reviewed = await db
    .update(verificationDocuments)
    .set(review)
    .where(and(eq(verificationDocuments.playerId, playerId), isNull(verificationDocuments.review)))
    .returning({ id: verificationDocuments.id });
  return reviewed.length;
}
