/** The mail-in codes. Every function takes the handle it is given. */
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailInCodes } from "./schema.ts";

export type MailInCodeRow = typeof mailInCodes.$inferSelect;
export type NewMailInCode = Pick<
  MailInCodeRow,
  "code" | "playerId" | "themeId" | "locale" | "origin" | "issuedAt" | "expiresAt"
>;
export type MailInCreditRow = Required<{
  [K in
    | "creditedAt"
    | "postmarkedOn"
    | "cardName"
    | "cardAddress"
    | "creditedBy"
    | "entries"
    | "transactionId"]: NonNullable<MailInCodeRow[K]>;
}>;

/** Inserts the code unless it is taken; answers whether it was. */
export async function insertCode(db: Db, row: NewMailInCode): Promise<boolean> {
  const inserted = await db
    .insert(mailInCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: mailInCodes.code });
  return inserted.length > 0;
}

export async function countWaitingCodes(db: Db, playerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(mailInCodes)
    .where(
      and(eq(mailInCodes.playerId, playerId), isNull(mailInCodes.creditedAt), gt(mailInCodes.expiresAt, now)),
    );
  return row?.waiting ?? 0;
}

/** The player's codes, newest first. */
export function findPlayerCodes(db: Db, playerId: string): Promise<MailInCodeRow[]> {
  return db
    .select()
    .from(mailInCodes)
    .where(eq(mailInCodes.playerId, playerId))
    .orderBy(desc(mailInCodes.issuedAt), desc(mailInCodes.code));
}

export async function findCode(db: Db, code: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(mailInCodes).where(eq(mailInCodes.code, code));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Whether the player already has a credited card postmarked on `day`. */
export async function hasCreditForPostmark(db: Db, playerId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ code: mailInCodes.code })
    .from(mailInCodes)
    .where(and(eq(mailInCodes.playerId, playerId), eq(mailInCodes.postmarkedOn, day)))
    .limit(1);
  return row !== undefined;
}

export async function recordCredit(db: Db, code: string, credit: MailInCreditRow): Promise<MailInCodeRow> {
  const [row] = await db.update(mailInCodes).set(credit).where(eq(mailInCodes.code, code)).returning();
  if (!row) throw new Error(`mail-in code ${code} vanished while locked`);
  return row;
}
