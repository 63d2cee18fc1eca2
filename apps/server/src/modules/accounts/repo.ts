import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  playerRewards,
  players,
  sessions,
  signInFailures,
  signIns,
  socialIdentities,
  termsVersions,
  verificationTokens,
} from "../../db/schema/index.ts";

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;
export type VerificationPurpose = VerificationTokenRow["purpose"];
export type RewardKind = "email" | "phone" | "profile";

// Players

export async function findPlayerById(db: Db, id: string): Promise<PlayerRow | undefined> {
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return rows[0];
}

/**
 * What other modules may know of a player's account: whether it may play (its status, and a break
 * from play the player chose, until when), and in which mode.
 */
export interface PlayerStanding {
  accountStatus: string;
  gameMode: string;
  playBreakUntil: Date | null;
  /** When the account was opened (popup ads for new players). */
  joinedAt: Date;
}

export async function findStanding(
  db: Db,
  id: string,
  { lock = false } = {},
): Promise<PlayerStanding | undefined> {
  const query = db
    .select({
      accountStatus: players.accountStatus,
      gameMode: players.gameMode,
      playBreakUntil: players.playBreakUntil,
      joinedAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.id, id));
  // `no key update`: writers of the player's purchase state queue on it, while other modules'
  // rows that merely reference the player (ledger postings, limit history) are still written.
  const [row] = await (lock ? query.for("no key update") : query);
  return row;
}

/**
 * How to reach the given players and what they confirmed, in no order; players that do not exist
 * are left out.
 */
export async function findContacts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: players.id,
      email: players.email,
      name: players.name,
      surname: players.surname,
      locale: players.locale,
      emailConfirmedAt: players.emailConfirmedAt,
      phoneConfirmedAt: players.phoneConfirmedAt,
    })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

/** The players' postal addresses as they gave them (all null until the profile has one). */
export async function findAddresses(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: players.id,
      address: players.address,
      address2: players.address2,
      city: players.city,
      state: players.state,
      zip: players.zip,
    })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

/** Every address and browser the player has signed in from, each pair once, latest first. */
export async function findSignInDevices(db: Db, playerId: string) {
  const lastAt = sql<Date>`max(${signIns.at})`;
  return db
    .select({ ip: signIns.ip, userAgent: signIns.userAgent })
    .from(signIns)
    .where(eq(signIns.playerId, playerId))
    .groupBy(signIns.ip, signIns.userAgent)
    .orderBy(desc(lastAt));
}

/** The names of the given players, in no order; players that do not exist are left out. */
export async function findNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: players.id, name: players.name, surname: players.surname })
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  const rows = await db.select().from(players).where(eq(players.email, email)).limit(1);
  return rows[0];
}

export async function findPlayerByConfirmedPhone(db: Db, phone: string): Promise<PlayerRow | undefined> {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.phone, phone), isNotNull(players.phoneConfirmedAt)))
    .limit(1);
  return rows[0];
}

export async function isPhoneConfirmedByOther(db: Db, phone: string, playerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phone, phone), isNotNull(players.phoneConfirmedAt), ne(players.id, playerId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the player unless the email is taken; returns whether it was inserted. */
export async function insertPlayer(db: Db, player: NewPlayer): Promise<boolean> {
  const inserted = await db
    .insert(players)
    .values(player)
    .onConflictDoNothing()
    .returning({ id: players.id });
  return inserted.length === 1;
}

export async function updatePlayer(db: Db, id: string, patch: Partial<NewPlayer>): Promise<void> {
  await db.update(players).set(patch).where(eq(players.id, id));
}

/** The player's unsubscribe signing key: the one stored, or `fresh` stored now when there is none. */
export async function ensureUnsubscribeKey(db: Db, playerId: string, fresh: string): Promise<string> {
  const [row] = await db
    .update(players)
    .set({ unsubscribeKey: sql`coalesce(${players.unsubscribeKey}, ${fresh})` })
    .where(eq(players.id, playerId))
    .returning({ key: players.unsubscribeKey });
  return row?.key ?? fresh;
}

// Social identities

export async function findSocialPlayerId(
  db: Db,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ playerId: socialIdentities.playerId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.playerId;
}

export async function linkSocialIdentity(db: Db, row: typeof socialIdentities.$inferInsert): Promise<void> {
  await db.insert(socialIdentities).values(row).onConflictDoNothing();
}

/** The provider accounts linked to a player, oldest first. */
export function findSocialIdentitiesOfPlayer(db: Db, playerId: string) {
  return db
    .select({ provider: socialIdentities.provider, email: socialIdentities.email })
    .from(socialIdentities)
    .where(eq(socialIdentities.playerId, playerId))
    .orderBy(socialIdentities.createdAt);
}

/** Unlinks every account of `provider` from the player (never another player's); how many were. */
export async function deleteSocialIdentitiesOf(db: Db, playerId: string, provider: string): Promise<number> {
  const deleted = await db
    .delete(socialIdentities)
    .where(and(eq(socialIdentities.playerId, playerId), eq(socialIdentities.provider, provider)))
    .returning({ subject: socialIdentities.subject });
  return deleted.length;
}

// Sessions

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes the session; answers whose it was, or null when there was none. */
export async function deleteSession(db: Db, tokenHash: string): Promise<string | null> {
  const [deleted] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ playerId: sessions.playerId });
  return deleted?.playerId ?? null;
}

export async function deleteSessionsOfPlayer(db: Db, playerId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.playerId, playerId));
}

/** The player's live sessions (not yet expired), most recently used first. */
export async function findSessionsOfPlayer(db: Db, playerId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Deletes the player's sessions of `tokenHashes` (only theirs); answers how many ended. */
export async function deleteSessionsOf(
  db: Db,
  playerId: string,
  tokenHashes: readonly string[],
): Promise<number> {
  if (tokenHashes.length === 0) return 0;
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.playerId, playerId), inArray(sessions.tokenHash, [...tokenHashes])))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

export async function recordSignIn(db: Db, signIn: Omit<typeof signIns.$inferInsert, "id">): Promise<void> {
  await db.insert(signIns).values(signIn);
}

export async function findLatestSignIns(db: Db, playerId: string, limit: number) {
  return db
    .select()
    .from(signIns)
    .where(eq(signIns.playerId, playerId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(limit);
}

/**
 * Starts a break from play, or keeps the one in force when it ends later: a break is never
 * shortened. Answers the break in force afterwards.
 */
export async function extendPlayBreak(
  db: Db,
  playerId: string,
  playBreak: { kind: string; until: Date },
  now: Date,
): Promise<{ kind: string; until: Date }> {
  await db
    .update(players)
    .set({ playBreakKind: playBreak.kind, playBreakUntil: playBreak.until, updatedAt: now })
    .where(
      and(
        eq(players.id, playerId),
        or(isNull(players.playBreakUntil), lt(players.playBreakUntil, playBreak.until)),
      ),
    );
  const [row] = await db
    .select({ kind: players.playBreakKind, until: players.playBreakUntil })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row?.kind || !row.until) throw new Error(`player ${playerId} has no break after starting one`);
  return { kind: row.kind, until: row.until };
}

// Sign-in throttling

export type ThrottleRow = typeof signInFailures.$inferSelect;

/**
 * The throttle rows of `keys`, created empty where missing and locked until the transaction ends,
 * so attempts on the same account or IP are counted one after another.
 */
export async function lockThrottles(db: Db, keys: string[], now: Date): Promise<ThrottleRow[]> {
  await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: now, blockedUntil: now })))
    .onConflictDoNothing();
  return db
    .select()
    .from(signInFailures)
    .where(inArray(signInFailures.key, keys))
    .orderBy(asc(signInFailures.key))
    .for("update");
}

export async function saveThrottle(db: Db, row: ThrottleRow): Promise<void> {
  const { key, ...counts } = row;
  await db.update(signInFailures).set(counts).where(eq(signInFailures.key, key));
}

/** Puts a throttle row back as it was, unless another attempt counted since (its count moved on). */
export async function restoreThrottle(db: Db, before: ThrottleRow, countedAs: number): Promise<void> {
  const { key, ...counts } = before;
  await db
    .update(signInFailures)
    .set(counts)
    .where(and(eq(signInFailures.key, key), eq(signInFailures.failures, countedAs)));
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
}

// Verification tokens and codes

export async function insertVerificationToken(
  db: Db,
  row: typeof verificationTokens.$inferInsert,
): Promise<void> {
  await db.insert(verificationTokens).values(row);
}

/** Voids the unused secrets of a purpose, so only the newest one sent works. */
export async function voidOpenTokens(db: Db, playerId: string, purpose: VerificationPurpose, now: Date) {
  await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationTokens.playerId, playerId),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.usedAt),
      ),
    );
}

export async function findOpenTokenBySecret(
  db: Db,
  purpose: VerificationPurpose,
  secretHash: string,
  now: Date,
): Promise<VerificationTokenRow | undefined> {
  const rows = await db
    .select()
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.purpose, purpose),
        eq(verificationTokens.secretHash, secretHash),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The newest secret of a purpose sent to `target` (for codes, which are checked against one player). */
export async function findLatestToken(
  db: Db,
  purpose: VerificationPurpose,
  target: string,
): Promise<VerificationTokenRow | undefined> {
  const rows = await db
    .select()
    .from(verificationTokens)
    .where(and(eq(verificationTokens.purpose, purpose), eq(verificationTokens.target, target)))
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  return rows[0];
}

/** The newest secret of a purpose sent for a player (the phone number they are confirming). */
export async function findLatestTokenOfPlayer(
  db: Db,
  playerId: string,
  purpose: VerificationPurpose,
): Promise<VerificationTokenRow | undefined> {
  const rows = await db
    .select()
    .from(verificationTokens)
    .where(and(eq(verificationTokens.playerId, playerId), eq(verificationTokens.purpose, purpose)))
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  return rows[0];
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
    .returning({ id: verificationTokens.id });
  return used.length === 1;
}

/**
 * Counts one guess of a code, atomically and only while fewer than `max` were made; answers the
 * new count, or null when the code has no guesses left.
 */
export async function countGuess(db: Db, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(verificationTokens)
    .set({ attempts: sql`${verificationTokens.attempts} + 1` })
    .where(and(eq(verificationTokens.id, id), lt(verificationTokens.attempts, max)))
    .returning({ attempts: verificationTokens.attempts });
  return row?.attempts ?? null;
}

/** The secrets of a purpose a player was sent since `since`, oldest first, with their guesses. */
export async function listSecretsSince(db: Db, playerId: string, purpose: VerificationPurpose, since: Date) {
  return db
    .select({ createdAt: verificationTokens.createdAt, attempts: verificationTokens.attempts })
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.playerId, playerId),
        eq(verificationTokens.purpose, purpose),
        gt(verificationTokens.createdAt, since),
      ),
    )
    .orderBy(asc(verificationTokens.createdAt));
}

// Rewards

/** Records the reward unless the player has it already; answers whether this call recorded it. */
export async function recordReward(
  db: Db,
  playerId: string,
  kind: RewardKind,
  coins: number,
  now: Date,
): Promise<boolean> {
  const recorded = await db
    .insert(playerRewards)
    .values({ playerId, kind, coins, earnedAt: now })
    .onConflictDoNothing()
    .returning({ kind: playerRewards.kind });
  return recorded.length > 0;
}

export async function markRewardPaid(db: Db, playerId: string, kind: RewardKind, now: Date): Promise<void> {
  await db
    .update(playerRewards)
    .set({ paidAt: now })
    .where(
      and(eq(playerRewards.playerId, playerId), eq(playerRewards.kind, kind), isNull(playerRewards.paidAt)),
    );
}

export async function listRewardKinds(db: Db, playerId: string): Promise<RewardKind[]> {
  const rows = await db
    .select({ kind: playerRewards.kind })
    .from(playerRewards)
    .where(eq(playerRewards.playerId, playerId));
  return rows.map((row) => row.kind as RewardKind);
}

// Terms versions

export async function findCurrentTermsVersion(db: Db): Promise<number | undefined> {
  const rows = await db
    .select({ version: termsVersions.version })
    .from(termsVersions)
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return rows[0]?.version;
}

export async function findCurrentTermsPublishedAt(db: Db): Promise<Date | undefined> {
  const rows = await db
    .select({ publishedAt: termsVersions.publishedAt })
    .from(termsVersions)
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return rows[0]?.publishedAt;
}

export async function insertTermsVersion(db: Db, row: typeof termsVersions.$inferInsert): Promise<void> {
  await db.insert(termsVersions).values(row).onConflictDoNothing();
}

/** The player's time zone and when it last changed; undefined for no such player. */
export async function findTimeZone(db: Db, id: string) {
  const [row] = await db
    .select({ timeZone: players.timeZone, setAt: players.timeZoneSetAt })
    .from(players)
    .where(eq(players.id, id));
  return row;
}

export async function setTimeZone(db: Db, id: string, timeZone: string, at: Date): Promise<void> {
  await db.update(players).set({ timeZone, timeZoneSetAt: at }).where(eq(players.id, id));
}
