/** Queries on deposit streak's own tables; each takes the handle it is given. */
import type { DepositStreakPrize } from "@reelhouse/contract";
import { and, count, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { depositStreakClaims, depositStreakPurchases } from "./schema.ts";

/** How many purchase days are read back (ten years): the whole run, however long, to place today in it. */
const DAYS_READ = 3_660;

/** Records a completed purchase on the player's local day; false when it was recorded already. */
export async function insertPurchase(
  db: Db,
  purchase: { paymentId: string; playerId: string; day: string; completedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(depositStreakPurchases)
    .values(purchase)
    .onConflictDoNothing()
    .returning({ paymentId: depositStreakPurchases.paymentId });
  return inserted.length > 0;
}

/** Marks a purchase refunded, answering its day; null when it is unknown or was marked already. */
export async function markRefunded(db: Db, paymentId: string, at: Date): Promise<string | null> {
  const updated = await db
    .update(depositStreakPurchases)
    .set({ refundedAt: at })
    .where(and(eq(depositStreakPurchases.paymentId, paymentId), isNull(depositStreakPurchases.refundedAt)))
    .returning({ day: depositStreakPurchases.day });
  return updated[0]?.day ?? null;
}

/** The player's local days with a purchase that stands, newest first. */
export async function purchaseDays(db: Db, playerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: depositStreakPurchases.day })
    .from(depositStreakPurchases)
    .where(and(eq(depositStreakPurchases.playerId, playerId), isNull(depositStreakPurchases.refundedAt)))
    .orderBy(desc(depositStreakPurchases.day))
    .limit(DAYS_READ);
  return rows.map((row) => row.day);
}

/** How many purchases that stand the player made before `day`. */
export async function purchasesBefore(db: Db, playerId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ purchases: count() })
    .from(depositStreakPurchases)
    .where(
      and(
        eq(depositStreakPurchases.playerId, playerId),
        isNull(depositStreakPurchases.refundedAt),
        lt(depositStreakPurchases.day, day),
      ),
    );
  return row?.purchases ?? 0;
}

export interface Claim {
  day: string;
  prize: DepositStreakPrize;
  link: string | null;
}

const claimColumns = {
  day: depositStreakClaims.day,
  prize: depositStreakClaims.prize,
  link: depositStreakClaims.link,
};

/** The player's claims for the given purchase days. */
export async function findClaims(db: Db, playerId: string, days: readonly string[]): Promise<Claim[]> {
  if (days.length === 0) return [];
  const rows = await db
    .select(claimColumns)
    .from(depositStreakClaims)
    .where(and(eq(depositStreakClaims.playerId, playerId), inArray(depositStreakClaims.day, [...days])));
  return rows as Claim[];
}

/** Records a claim; false when the day's step was claimed already (a second tab, a retry). */
export async function insertClaim(
  db: Db,
  claim: Claim & {
    playerId: string;
    streakStart: string;
    step: number;
    group: string;
    theme: string;
    claimedAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(depositStreakClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ day: depositStreakClaims.day });
  return inserted.length > 0;
}

/** Writes what the claim paid once it is known (entries are left out where they may not be played). */
export async function setClaimPaid(
  db: Db,
  playerId: string,
  day: string,
  paid: { prize: DepositStreakPrize; link: string | null },
): Promise<void> {
  await db
    .update(depositStreakClaims)
    .set(paid)
    .where(and(eq(depositStreakClaims.playerId, playerId), eq(depositStreakClaims.day, day)));
}
