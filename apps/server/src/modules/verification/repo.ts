/** The module's rows. Every function takes the handle it is given. */
import { and, desc, eq } from "drizzle-orm";
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
