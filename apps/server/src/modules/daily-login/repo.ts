/** Queries on daily login's own table; each takes the handle it is given. */
import type { DailyLoginPrize } from "@reelhouse/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dailyLoginClaims } from "./schema.ts";

export interface Claim {
  day: string;
  level: number;
  prize: DailyLoginPrize;
}

const claimColumns = {
  day: dailyLoginClaims.day,
  level: dailyLoginClaims.level,
  prize: dailyLoginClaims.prize,
};

/** The player's latest claim, if any. */
export async function findLatestClaim(db: Db, playerId: string): Promise<Claim | undefined> {
  const [row] = await db
    .select(claimColumns)
    .from(dailyLoginClaims)
    .where(eq(dailyLoginClaims.playerId, playerId))
    .orderBy(desc(dailyLoginClaims.day))
    .limit(1);
  return row as Claim | undefined;
}

export async function findClaim(db: Db, playerId: string, day: string): Promise<Claim | undefined> {
  const [row] = await db
    .select(claimColumns)
    .from(dailyLoginClaims)
    .where(and(eq(dailyLoginClaims.playerId, playerId), eq(dailyLoginClaims.day, day)));
  return row as Claim | undefined;
}

/** Records a claim; false when the player already has one for the day (a second tab, a retry). */
export async function insertClaim(
  db: Db,
  claim: Claim & { playerId: string; theme: string; claimedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(dailyLoginClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ day: dailyLoginClaims.day });
  return inserted.length > 0;
}

/** Writes what the claim paid once it is known (entries are left out where they may not be played). */
export async function setClaimPrize(
  db: Db,
  playerId: string,
  day: string,
  prize: DailyLoginPrize,
): Promise<void> {
  await db
    .update(dailyLoginClaims)
    .set({ prize })
    .where(and(eq(dailyLoginClaims.playerId, playerId), eq(dailyLoginClaims.day, day)));
}
