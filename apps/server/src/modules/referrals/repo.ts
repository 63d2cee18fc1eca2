/** Referrals' rows. Every function takes the handle it is given. */
import { and, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { referralCodes, referralRewards, referrals } from "./schema.ts";

export type ReferralRow = typeof referrals.$inferSelect;
export type RewardRow = typeof referralRewards.$inferSelect;

export async function findCode(db: Db, playerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.playerId, playerId));
  return row?.code;
}

/** Stores the player's code; false when the player has one already or the code is taken. */
export async function insertCode(db: Db, playerId: string, code: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values({ playerId, code, createdAt: at })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return rows.length > 0;
}

export async function findInviterByCode(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ playerId: referralCodes.playerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.playerId;
}

export async function insertReferral(db: Db, referral: typeof referrals.$inferInsert): Promise<void> {
  await db.insert(referrals).values(referral).onConflictDoNothing();
}

/** The friend's referral, locked until `db`'s transaction ends so milestones take turns. */
export async function lockReferral(db: Db, friendId: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId)).for("update");
  return row;
}

export async function findReferral(db: Db, friendId: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row;
}

export async function holdBack(db: Db, friendId: string, reason: string): Promise<void> {
  await db
    .update(referrals)
    .set({ heldBack: reason })
    .where(and(eq(referrals.friendId, friendId), isNull(referrals.heldBack)));
}

/** Records a milestone's rewards; false when the milestone was reached before. */
export async function insertReward(db: Db, reward: typeof referralRewards.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(referralRewards)
    .values(reward)
    .onConflictDoNothing()
    .returning({ friendId: referralRewards.friendId });
  return rows.length > 0;
}

/** The friends whose rewards paid the inviter since `since` (the monthly limit counts them). */
export async function countRewardedFriendsSince(db: Db, inviterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ friends: sql<number>`count(distinct ${referralRewards.friendId})`.mapWith(Number) })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.inviterId, inviterId),
        gte(referralRewards.reachedAt, since),
        isNull(referralRewards.inviterHeldBack),
      ),
    );
  return row?.friends ?? 0;
}

/** The inviter's friends, newest first, with their milestones. */
export async function listFriends(db: Db, inviterId: string, limit: number) {
  const friends = await db
    .select()
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId))
    .orderBy(desc(referrals.joinedAt))
    .limit(limit);
  const ids = friends.map((friend) => friend.friendId);
  const rewards =
    ids.length === 0
      ? []
      : await db.select().from(referralRewards).where(inArray(referralRewards.friendId, ids));
  return { friends, rewards };
}

export async function countFriends(db: Db, inviterId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.inviterId, inviterId));
  return row?.n ?? 0;
}

/** Whether one of the friend's milestones already paid the inviter (the friend counts once a month). */
export async function hasRewardedInviter(db: Db, friendId: string): Promise<boolean> {
  const [row] = await db
    .select({ friendId: referralRewards.friendId })
    .from(referralRewards)
    .where(and(eq(referralRewards.friendId, friendId), isNull(referralRewards.inviterHeldBack)))
    .limit(1);
  return row !== undefined;
}

type Paid = { coins: number; entries: number };

/** What the milestone paid each player, after the eligibility rules. */
export async function setRewardPaid(
  db: Db,
  friendId: string,
  milestone: string,
  paid: { inviter: Paid; friend: Paid },
): Promise<void> {
  await db
    .update(referralRewards)
    .set({
      inviterCoins: paid.inviter.coins,
      inviterEntries: paid.inviter.entries,
      friendCoins: paid.friend.coins,
      friendEntries: paid.friend.entries,
    })
    .where(and(eq(referralRewards.friendId, friendId), eq(referralRewards.milestone, milestone)));
}

/** Everything the inviter has earned from friends, minor units. */
export async function inviterTotals(db: Db, inviterId: string): Promise<Paid> {
  const [row] = await db
    .select({
      coins: sql<number>`coalesce(sum(${referralRewards.inviterCoins}), 0)`.mapWith(Number),
      entries: sql<number>`coalesce(sum(${referralRewards.inviterEntries}), 0)`.mapWith(Number),
    })
    .from(referralRewards)
    .where(eq(referralRewards.inviterId, inviterId));
  return { coins: row?.coins ?? 0, entries: row?.entries ?? 0 };
}
