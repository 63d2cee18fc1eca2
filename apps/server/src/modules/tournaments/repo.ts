/** Queries on the races' own tables; each takes the handle (pool or transaction) it is given. */
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tournamentEntries, tournamentScores, tournaments, tournamentTeams } from "./schema.ts";

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type EntryRow = typeof tournamentEntries.$inferSelect;
export type TeamRow = typeof tournamentTeams.$inferSelect;

/** Adds a race with its teams; a race of a schedule slot that already has one is not added again. */
export async function insertTournament(db: Db, row: NewTournament, teamSlugs: readonly string[]) {
  const [made] = await db
    .insert(tournaments)
    .values(row)
    .onConflictDoNothing({ target: tournaments.scheduleKey })
    .returning();
  if (made && teamSlugs.length > 0) {
    await db.insert(tournamentTeams).values(teamSlugs.map((slug) => ({ tournamentId: made.id, slug })));
  }
  return made;
}

export async function findTournament(db: Db, id: number, { lock = false } = {}) {
  const query = db.select().from(tournaments).where(eq(tournaments.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export interface ListFilter {
  theme: string;
  gameMode: string;
  statuses: readonly string[];
  teamMode?: boolean | undefined;
}

function listWhere({ theme, gameMode, statuses, teamMode }: ListFilter): SQL | undefined {
  return and(
    eq(tournaments.theme, theme),
    eq(tournaments.gameMode, gameMode),
    inArray(tournaments.status, [...statuses]),
    teamMode === undefined ? undefined : eq(tournaments.isTeamBased, teamMode),
  );
}

export async function listTournaments(
  db: Db,
  filter: ListFilter,
  page: { limit: number; offset: number; latestFirst: boolean },
): Promise<{ rows: TournamentRow[]; total: number }> {
  const where = listWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tournaments)
      .where(where)
      .orderBy(
        page.latestFirst ? desc(tournaments.endsAt) : asc(tournaments.startsAt),
        page.latestFirst ? desc(tournaments.id) : asc(tournaments.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(tournaments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The running races of a theme and mode, those ending first first. */
export async function listRunning(db: Db, theme: string, gameMode: string) {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.theme, theme),
        eq(tournaments.gameMode, gameMode),
        eq(tournaments.status, "running"),
      ),
    )
    .orderBy(asc(tournaments.endsAt), asc(tournaments.id));
}

/** Races not finished whose window holds `at` (a round's time), in the mode: a late start job loses nothing. */
export async function listScoringAt(db: Db, gameMode: string, at: Date) {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.gameMode, gameMode),
        inArray(tournaments.status, ["scheduled", "running"]),
        lte(tournaments.startsAt, at),
        gt(tournaments.endsAt, at),
      ),
    );
}

export async function listDue(
  db: Db,
  status: "scheduled" | "running",
  column: "startsAt" | "endsAt",
  at: Date,
) {
  return db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, status), lte(tournaments[column], at)))
    .orderBy(asc(tournaments[column]), asc(tournaments.id));
}

/** Moves a race on from `from`; false when another attempt already did. */
export async function moveStatus(db: Db, id: number, from: string, to: string, at: Date): Promise<boolean> {
  const moved = await db
    .update(tournaments)
    .set({ status: to, ...(to === "finished" ? { finishedAt: at } : {}) })
    .where(and(eq(tournaments.id, id), eq(tournaments.status, from)))
    .returning({ id: tournaments.id });
  return moved.length === 1;
}

/** The latest start of a schedule's races (`kind` in `gameMode` of `theme`), for the rolling schedule. */
export async function latestScheduledStart(db: Db, theme: string, kind: string, gameMode: string) {
  const [row] = await db
    .select({ startsAt: sql<Date | string | null>`max(${tournaments.startsAt})` })
    .from(tournaments)
    .where(and(eq(tournaments.theme, theme), eq(tournaments.kind, kind), eq(tournaments.gameMode, gameMode)));
  return row?.startsAt ? new Date(row.startsAt) : null;
}

// Entries and teams.

export async function findEntry(db: Db, tournamentId: number, playerId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function findEntries(db: Db, tournamentIds: readonly number[], playerId: string) {
  if (tournamentIds.length === 0) return [];
  return db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        inArray(tournamentEntries.tournamentId, [...tournamentIds]),
        eq(tournamentEntries.playerId, playerId),
      ),
    );
}

/** Adds the entry; answers it, or undefined when it was there already. */
export async function insertEntry(
  db: Db,
  entry: { tournamentId: number; playerId: string; teamId: number | null; joinedAt: Date },
) {
  const [made] = await db.insert(tournamentEntries).values(entry).onConflictDoNothing().returning();
  if (made && entry.teamId !== null) {
    await db
      .update(tournamentTeams)
      .set({ members: sql`${tournamentTeams.members} + 1` })
      .where(eq(tournamentTeams.id, entry.teamId));
  }
  return made;
}

export async function listTeams(db: Db, tournamentIds: readonly number[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .select()
    .from(tournamentTeams)
    .where(inArray(tournamentTeams.tournamentId, [...tournamentIds]))
    .orderBy(asc(tournamentTeams.id));
}

/** The ids of the upcoming and running races the player joined (app init). */
export async function listSubscriptions(db: Db, playerId: string): Promise<number[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(eq(tournamentEntries.playerId, playerId), inArray(tournaments.status, ["scheduled", "running"])),
    )
    .orderBy(asc(tournaments.id));
  return rows.map((row) => row.id);
}

// Scoring.

/** Keeps a scored transaction once; false when this race already scored it. */
export async function insertScore(db: Db, score: typeof tournamentScores.$inferInsert): Promise<boolean> {
  const kept = await db
    .insert(tournamentScores)
    .values(score)
    .onConflictDoNothing()
    .returning({ id: tournamentScores.transactionId });
  return kept.length === 1;
}

/** What the round's qualifying bets staked in the race (0: none qualified). */
export async function roundStake(db: Db, tournamentId: number, roundId: string): Promise<number> {
  const [row] = await db
    .select({ staked: sql<string>`coalesce(sum(${tournamentScores.amount}), 0)` })
    .from(tournamentScores)
    .where(
      and(
        eq(tournamentScores.tournamentId, tournamentId),
        eq(tournamentScores.roundId, roundId),
        eq(tournamentScores.kind, "bet"),
      ),
    );
  return Number(row?.staked ?? 0);
}

/** Adds points (and a round) to an entry and its team; answers the entry's points after. */
export async function addPoints(
  db: Db,
  entry: EntryRow,
  change: { points: number; rounds: number; at: Date },
): Promise<number> {
  const [row] = await db
    .update(tournamentEntries)
    .set({
      points: sql`${tournamentEntries.points} + ${change.points}`,
      roundsPlayed: sql`${tournamentEntries.roundsPlayed} + ${change.rounds}`,
      lastScoredAt: change.at,
    })
    .where(
      and(
        eq(tournamentEntries.tournamentId, entry.tournamentId),
        eq(tournamentEntries.playerId, entry.playerId),
      ),
    )
    .returning({ points: tournamentEntries.points });
  if (entry.teamId !== null && change.points > 0) {
    await db
      .update(tournamentTeams)
      .set({ points: sql`${tournamentTeams.points} + ${change.points}` })
      .where(eq(tournamentTeams.id, entry.teamId));
  }
  return row?.points ?? 0;
}

/** Counts one more minimum-bet alert while fewer than `limit` were sent; false at the limit. */
export async function countMinAlert(db: Db, entry: EntryRow, limit: number): Promise<boolean> {
  const counted = await db
    .update(tournamentEntries)
    .set({ minAlerts: sql`${tournamentEntries.minAlerts} + 1` })
    .where(
      and(
        eq(tournamentEntries.tournamentId, entry.tournamentId),
        eq(tournamentEntries.playerId, entry.playerId),
        sql`${tournamentEntries.minAlerts} < ${limit}`,
      ),
    )
    .returning({ minAlerts: tournamentEntries.minAlerts });
  return counted.length === 1;
}

// Ranking on PostgreSQL: points first, then the player id (byte order, as Redis orders equal scores).

const ranked = sql`${tournamentEntries.points} > 0`;

export async function countRanked(db: Db, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), ranked));
  return row?.count ?? 0;
}

/**
 * The place of a player with `points` (> 0): one more than the entries ranked above, counted as two
 * index ranges (more points; as many points and a later id), which the rank index answers alone.
 */
export async function placeOf(db: Db, tournamentId: number, playerId: string, points: number) {
  const above = (condition: SQL) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournamentId), condition));
  const [[more], [tied]] = await Promise.all([
    above(sql`${tournamentEntries.points} > ${points}`),
    above(
      sql`${tournamentEntries.points} = ${points} and ${tournamentEntries.playerId} collate "C" > ${playerId} collate "C"`,
    ),
  ]);
  return (more?.count ?? 0) + (tied?.count ?? 0) + 1;
}

/** Ranked entries from place `from` (1-based), `count` of them. */
export async function rankRange(db: Db, tournamentId: number, from: number, count: number) {
  return db
    .select({ playerId: tournamentEntries.playerId, points: tournamentEntries.points })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), ranked))
    .orderBy(desc(tournamentEntries.points), sql`${tournamentEntries.playerId} collate "C" desc`)
    .limit(count)
    .offset(from - 1);
}

/** Every ranked entry's points (the Redis store's rebuild). */
export async function allRanked(db: Db, tournamentId: number) {
  return db
    .select({ playerId: tournamentEntries.playerId, points: tournamentEntries.points })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), ranked));
}

/** Entries that scored after `since` (the next `positions` message), at most `limit`, latest first. */
export async function listScoredSince(db: Db, tournamentId: number, since: Date | null, limit: number) {
  return db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        since
          ? gt(tournamentEntries.lastScoredAt, since)
          : sql`${tournamentEntries.lastScoredAt} is not null`,
      ),
    )
    .orderBy(desc(tournamentEntries.lastScoredAt))
    .limit(limit);
}

/** Takes the race's positions window up to `until`; false when another instance took it first. */
export async function takePositionsWindow(db: Db, race: TournamentRow, until: Date): Promise<boolean> {
  const taken = await db
    .update(tournaments)
    .set({ positionsSentAt: until })
    .where(
      and(
        eq(tournaments.id, race.id),
        race.positionsSentAt
          ? eq(tournaments.positionsSentAt, race.positionsSentAt)
          : sql`${tournaments.positionsSentAt} is null`,
      ),
    )
    .returning({ id: tournaments.id });
  return taken.length === 1;
}

/** Writes every entry's final place (ranked entries) in one statement; answers the entries. */
export async function freezePlaces(db: Db, tournamentId: number): Promise<EntryRow[]> {
  await db.execute(sql`
    update tournament_entries e set final_place = r.place
    from (
      select player_id, row_number() over (order by points desc, player_id collate "C" desc)::int as place
      from tournament_entries where tournament_id = ${tournamentId} and points > 0) r
    where e.tournament_id = ${tournamentId} and e.player_id = r.player_id`);
  return db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId));
}

export async function setPrize(
  db: Db,
  tournamentId: number,
  playerId: string,
  prize: { coins: number; entries: number },
) {
  await db
    .update(tournamentEntries)
    .set({ prize })
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.playerId, playerId)));
}
