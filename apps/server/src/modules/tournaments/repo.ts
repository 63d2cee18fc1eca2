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

/** Races not finished whose window meets [from, to] (a relay batch's times): a late start job loses nothing. */
export async function listScoringBetween(db: Db, from: Date, to: Date) {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        inArray(tournaments.status, ["scheduled", "running"]),
        lte(tournaments.startsAt, to),
        gt(tournaments.endsAt, from),
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

// Scoring, a relay batch at a time.

/** What scoring reads of a locked entry. */
export type LockedEntry = Pick<EntryRow, "tournamentId" | "playerId" | "teamId" | "points" | "minAlerts">;

/**
 * The entries of these races and players, locked in key order (so two batches never deadlock), with
 * only what scoring reads of them. The ids travel as two arrays, so the statement's text is the same
 * for any batch.
 */
export async function lockEntries(
  db: Db,
  tournamentIds: readonly number[],
  playerIds: readonly string[],
): Promise<LockedEntry[]> {
  return db
    .select({
      tournamentId: tournamentEntries.tournamentId,
      playerId: tournamentEntries.playerId,
      teamId: tournamentEntries.teamId,
      points: tournamentEntries.points,
      minAlerts: tournamentEntries.minAlerts,
    })
    .from(tournamentEntries)
    .where(
      and(
        sql`${tournamentEntries.tournamentId} = any(${sql.param([...tournamentIds])}::int[])`,
        sql`${tournamentEntries.playerId} = any(${sql.param([...playerIds])}::text[])`,
      ),
    )
    .orderBy(asc(tournamentEntries.tournamentId), asc(tournamentEntries.playerId))
    .for("update");
}

/**
 * What the races already kept of these rounds, read in one statement: the transactions scored
 * (`<race>:<transaction>`) and what each round's qualifying bets staked so far, refunds deducted
 * (`<race>:<round>`). A transaction is kept under its own round (a refund under its bet's), so the
 * rounds of a batch's transactions find every one of them already kept.
 */
export async function keptOf(db: Db, tournamentIds: readonly number[], roundIds: readonly string[]) {
  const rows = await db.execute<{
    tournament_id: number;
    transaction_id: string | number;
    round_id: string;
    kind: string;
    amount: string | number;
  }>(sql`
    select tournament_id, transaction_id, round_id, kind, amount from tournament_scores
    where tournament_id = any(${sql.param([...tournamentIds])}::int[])
      and round_id = any(${sql.param([...roundIds])}::text[])`);
  const scored = new Set<string>();
  const stakes = new Map<string, number>();
  for (const row of rows.rows) {
    scored.add(`${row.tournament_id}:${row.transaction_id}`);
    if (row.kind !== "bet" && row.kind !== "refund") continue;
    // A refund gives its bet's stake back: the round stakes that much less.
    const key = `${row.tournament_id}:${row.round_id}`;
    const amount = Number(row.amount) * (row.kind === "refund" ? -1 : 1);
    stakes.set(key, (stakes.get(key) ?? 0) + amount);
  }
  return { scored, stakes };
}

export type NewScore = typeof tournamentScores.$inferInsert;

/** The scored bets among these wallet transactions, in races not finished (a refund takes them back). */
export async function scoredBets(db: Db, transactionIds: readonly number[]) {
  return db
    .select({
      tournamentId: tournamentScores.tournamentId,
      transactionId: tournamentScores.transactionId,
      playerId: tournamentScores.playerId,
      roundId: tournamentScores.roundId,
      amount: tournamentScores.amount,
      points: tournamentScores.points,
    })
    .from(tournamentScores)
    .innerJoin(tournaments, eq(tournaments.id, tournamentScores.tournamentId))
    .where(
      and(
        inArray(tournamentScores.transactionId, [...transactionIds]),
        eq(tournamentScores.kind, "bet"),
        inArray(tournaments.status, ["scheduled", "running"]),
      ),
    )
    .orderBy(asc(tournamentScores.tournamentId), asc(tournamentScores.transactionId));
}

export interface EntryChange {
  tournamentId: number;
  playerId: string;
  points: number;
  rounds: number;
  minAlerts: number;
  at: Date;
}

/**
 * A batch's scoring written as one statement: the scores kept, each change added to its entry (the
 * entries are locked already), and the batch's messages. The scores are new: the batch read what
 * is kept with the entries locked, so a transaction already kept is never among them (and, were
 * it there, the key would refuse the batch rather than let its points count twice).
 */
export async function writeScoring(
  db: Db,
  scores: readonly NewScore[],
  changes: readonly EntryChange[],
  outbox: SQL | null,
) {
  if (scores.length + changes.length === 0 && !outbox) return;
  const of = <R, T>(rows: readonly R[], pick: (row: R) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    with kept as (
      insert into tournament_scores
        (tournament_id, transaction_id, player_id, round_id, kind, amount, points, created_at)
      select * from unnest(${of(scores, (s) => s.tournamentId)}::int[], ${of(scores, (s) => s.transactionId)}::bigint[],
        ${of(scores, (s) => s.playerId)}::text[], ${of(scores, (s) => s.roundId)}::text[],
        ${of(scores, (s) => s.kind)}::text[], ${of(scores, (s) => s.amount)}::bigint[],
        ${of(scores, (s) => s.points)}::bigint[], ${of(scores, (s) => s.createdAt.toISOString())}::timestamptz[])),
    changed as (
      update tournament_entries e set
        points = e.points + c.points,
        rounds_played = e.rounds_played + c.rounds,
        min_alerts = e.min_alerts + c.min_alerts,
        last_scored_at = case when c.points <> 0 or c.rounds <> 0 then c.at else e.last_scored_at end
      from unnest(${of(changes, (c) => c.tournamentId)}::int[], ${of(changes, (c) => c.playerId)}::text[],
        ${of(changes, (c) => c.points)}::bigint[], ${of(changes, (c) => c.rounds)}::int[],
        ${of(changes, (c) => c.minAlerts)}::int[], ${of(changes, (c) => c.at.toISOString())}::timestamptz[])
        as c(tournament_id, player_id, points, rounds, min_alerts, at)
      where e.tournament_id = c.tournament_id and e.player_id = c.player_id)
    ${outbox ? sql`, messages as (${outbox}) ` : sql``}select 1`);
}

export async function addTeamPoints(db: Db, teamId: number, points: number) {
  await db
    .update(tournamentTeams)
    .set({ points: sql`${tournamentTeams.points} + ${points}` })
    .where(eq(tournamentTeams.id, teamId));
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
 * The place of a player with `points` (> 0): one more than the entries ranked above (more points; as
 * many points and a later id), counted over the race's entries (no index holds points: schema.ts).
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

/** The ranked entries, best first. */
const rankedRows = (db: Db, tournamentId: number) =>
  db
    .select({ playerId: tournamentEntries.playerId, points: tournamentEntries.points })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), ranked))
    .orderBy(desc(tournamentEntries.points), sql`${tournamentEntries.playerId} collate "C" desc`);

/** Ranked entries from place `from` (1-based), `count` of them. */
export async function rankRange(db: Db, tournamentId: number, from: number, count: number) {
  return rankedRows(db, tournamentId)
    .limit(count)
    .offset(from - 1);
}

/** Every ranked entry's points, best first (the Redis store's rebuild, the standings in memory). */
export async function allRanked(db: Db, tournamentId: number) {
  return rankedRows(db, tournamentId);
}

// A finished race read by the places frozen when it stopped (the final-place index).

const frozen = (tournamentId: number) =>
  and(eq(tournamentEntries.tournamentId, tournamentId), sql`${tournamentEntries.finalPlace} is not null`);

export async function countFrozen(db: Db, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(frozen(tournamentId));
  return row?.count ?? 0;
}

export async function frozenPlaceOf(db: Db, tournamentId: number, playerId: string) {
  const [row] = await db
    .select({ place: tournamentEntries.finalPlace })
    .from(tournamentEntries)
    .where(and(frozen(tournamentId), eq(tournamentEntries.playerId, playerId)));
  return row?.place ?? null;
}

/** Final places `from`… (1-based), `count` of them. */
export async function frozenRange(db: Db, tournamentId: number, from: number, count: number) {
  return db
    .select({ playerId: tournamentEntries.playerId, points: tournamentEntries.points })
    .from(tournamentEntries)
    .where(
      and(frozen(tournamentId), sql`${tournamentEntries.finalPlace} between ${from} and ${from + count - 1}`),
    )
    .orderBy(asc(tournamentEntries.finalPlace));
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
