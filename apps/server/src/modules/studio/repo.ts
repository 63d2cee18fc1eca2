/** The studio's SQL. Every function takes the handle it is given (a transaction, for the writes). */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  freeSpinGrants,
  gameRoundSteps,
  gameRounds,
  gameSeedPairs,
  promotionDraws,
} from "../../db/schema/index.ts";
import { BIG_WIN_MULTIPLIER } from "./schema.ts";

export type SeedPairRow = typeof gameSeedPairs.$inferSelect;
/** A round as read to show or play it: every column but the first answer, which only a resent spin reads. */
export type RoundRow = Omit<typeof gameRounds.$inferSelect, "answer">;
const { answer, ...roundColumns } = getTableColumns(gameRounds);
/** A step as read to show or replay it: every column but its first answer. */
export type StepRow = Omit<typeof gameRoundSteps.$inferSelect, "answer">;
const { answer: _stepAnswer, ...stepColumns } = getTableColumns(gameRoundSteps);
export type NewSeedPair = Omit<typeof gameSeedPairs.$inferInsert, "id">;

/**
 * Holds the player's seeds until the transaction ends: a player's spins and rotations take their
 * turns here. A lock on the player, not on the pair's row: a rotation replaces the row, and a spin
 * that waited on the old one would find no active pair in what it can see.
 */
export async function lockPlayerSeeds(db: Db, playerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`studio-seeds/${playerId}`}, 0))`);
}

/** The player's active seed pair, locked until the transaction ends (its nonce moves on). */
export async function lockActivePair(db: Db, playerId: string): Promise<SeedPairRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.playerId, playerId), isNull(gameSeedPairs.revealedAt)))
    .for("update");
  return row;
}

export async function findActivePair(db: Db, playerId: string): Promise<SeedPairRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.playerId, playerId), isNull(gameSeedPairs.revealedAt)));
  return row;
}

/** Adds a pair unless the player already has an active one (a concurrent first use made it). */
export async function insertPairIfNoneActive(db: Db, pair: NewSeedPair): Promise<void> {
  await db.insert(gameSeedPairs).values(pair).onConflictDoNothing();
}

/** Reveals the pair; its committed next server seed moves into the pair that follows it. */
export async function revealPair(db: Db, pairId: number, at: Date): Promise<void> {
  await db
    .update(gameSeedPairs)
    .set({ revealedAt: at, nextServerSeed: null, nextServerSeedHash: null })
    .where(eq(gameSeedPairs.id, pairId));
}

export async function listRevealedPairs(db: Db, playerId: string, limit: number): Promise<SeedPairRow[]> {
  return db
    .select()
    .from(gameSeedPairs)
    .where(and(eq(gameSeedPairs.playerId, playerId), isNotNull(gameSeedPairs.revealedAt)))
    .orderBy(desc(gameSeedPairs.revealedAt), desc(gameSeedPairs.id))
    .limit(limit);
}

/**
 * The player's pair whose server seed hashes to `serverSeedHash`, with the nonce of each round
 * played with it, in one statement so the count and the rounds are of one moment.
 */
export async function findPairNonces(
  db: Db,
  playerId: string,
  serverSeedHash: string,
): Promise<
  | {
      rounds: number;
      played: { roundId: string; nonce: number; gameId: string; mathsVersion: number | null }[];
      draws: {
        drawId: string;
        nonce: number;
        purpose: string;
        weights: number[];
        pick: number;
        createdAt: string;
      }[];
    }
  | undefined
> {
  const rows = await db
    .select({
      rounds: gameSeedPairs.nextNonce,
      roundId: gameRounds.id,
      nonce: gameRounds.nonce,
      gameId: gameRounds.gameId,
      mathsVersion: gameRounds.mathsVersion,
    })
    .from(gameSeedPairs)
    .leftJoin(gameRounds, eq(gameRounds.seedPairId, gameSeedPairs.id))
    .where(and(eq(gameSeedPairs.playerId, playerId), eq(gameSeedPairs.serverSeedHash, serverSeedHash)))
    .orderBy(gameRounds.nonce, gameRounds.id);
  const [first] = rows;
  if (!first) return undefined;
  const draws = await db
    .select({
      drawId: promotionDraws.id,
      nonce: promotionDraws.nonce,
      purpose: promotionDraws.purpose,
      weights: promotionDraws.weights,
      pick: promotionDraws.pick,
      createdAt: promotionDraws.createdAt,
    })
    .from(promotionDraws)
    .innerJoin(gameSeedPairs, eq(gameSeedPairs.id, promotionDraws.seedPairId))
    .where(
      and(
        eq(promotionDraws.playerId, playerId),
        eq(gameSeedPairs.playerId, playerId),
        eq(gameSeedPairs.serverSeedHash, serverSeedHash),
      ),
    )
    .orderBy(promotionDraws.nonce);
  return {
    rounds: first.rounds,
    draws: draws.map((draw) => ({ ...draw, createdAt: draw.createdAt.toISOString() })),
    played: rows.flatMap(({ roundId, nonce, gameId, mathsVersion }) =>
      roundId === null || nonce === null || gameId === null ? [] : [{ roundId, nonce, gameId, mathsVersion }],
    ),
  };
}

/** The rounds a new spin must look at: the one made with this key, and an open round of the game. */
export async function findRoundsInTheWay(
  db: Db,
  playerId: string,
  idempotencyKey: string,
  gameId: string,
): Promise<(RoundRow & Pick<typeof gameRounds.$inferSelect, "answer">)[]> {
  return db
    .select({ ...roundColumns, answer })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        or(
          eq(gameRounds.idempotencyKey, idempotencyKey),
          and(eq(gameRounds.gameId, gameId), eq(gameRounds.status, "open")),
        ),
      ),
    );
}

export async function hasOpenRound(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, "open")))
    .limit(1);
  return row !== undefined;
}

export async function findOpenRoundId(db: Db, playerId: string, gameId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId), eq(gameRounds.status, "open")),
    );
  return row?.id;
}

/** The pair's part a round shows: its hash and client seed, and the server seed once revealed. */
const roundPair = {
  serverSeed: gameSeedPairs.serverSeed,
  serverSeedHash: gameSeedPairs.serverSeedHash,
  clientSeed: gameSeedPairs.clientSeed,
  revealedAt: gameSeedPairs.revealedAt,
};
export type RoundPair = { [K in keyof typeof roundPair]: SeedPairRow[K] };

/** One of the player's rounds with its seed pair; with `lock`, held until the transaction ends. */
export async function findRound(
  db: Db,
  playerId: string,
  roundId: string,
  { lock = false } = {},
): Promise<{ round: RoundRow; pair: RoundPair } | undefined> {
  const query = db
    .select({ round: roundColumns, pair: roundPair })
    .from(gameRounds)
    .innerJoin(gameSeedPairs, eq(gameSeedPairs.id, gameRounds.seedPairId))
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)));
  const [row] = await (lock ? query.for("update", { of: gameRounds }) : query);
  return row;
}

export async function listSteps(db: Db, roundId: string): Promise<StepRow[]> {
  return db
    .select(stepColumns)
    .from(gameRoundSteps)
    .where(eq(gameRoundSteps.roundId, roundId))
    .orderBy(gameRoundSteps.index);
}

/**
 * A page of the player's rounds, newest first, after the round `before` (another player's round
 * as a cursor finds nothing): `limit + 1` are read, so the caller knows whether a page follows.
 */
export async function listRounds(
  db: Db,
  playerId: string,
  filter: { gameId?: string; before?: string; limit: number },
): Promise<RoundRow[]> {
  const cursor = filter.before
    ? sql`(${gameRounds.createdAt}, ${gameRounds.id}) < (select created_at, id from game_rounds
        where id = ${filter.before} and player_id = ${playerId})`
    : undefined;
  return db
    .select(roundColumns)
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        filter.gameId ? eq(gameRounds.gameId, filter.gameId) : undefined,
        cursor,
      ),
    )
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(filter.limit + 1);
}

/** A new round's first step, as one statement: the pair's nonce taken, the round and its step stored. */
export async function insertRound(
  db: Db,
  round: typeof gameRounds.$inferInsert,
  step: StepRow,
): Promise<void> {
  await db.execute(sql`
    with pair as (
      update game_seed_pairs set next_nonce = next_nonce + 1 where id = ${round.seedPairId}),
    round as (
      insert into game_rounds (id, player_id, game_id, currency, bet, cost, buy, buy_tier, ante, free_spins_id,
        total_win, status, steps, seed_pair_id, nonce, maths_version, state, idempotency_key, request_digest,
        answer, created_at, completed_at)
      values (${round.id}, ${round.playerId}, ${round.gameId}, ${round.currency}, ${round.bet}, ${round.cost},
        ${round.buy}, ${round.buyTier ?? null}, ${round.ante ?? false}, ${round.freeSpinsId ?? null}::uuid,
        ${round.totalWin}, ${round.status},
        ${round.steps}, ${round.seedPairId}, ${round.nonce}, ${round.mathsVersion ?? null},
        ${jsonOrNull(round.state)}::jsonb, ${round.idempotencyKey}, ${round.requestDigest},
        ${jsonOrNull(round.answer)}::json,
        ${round.createdAt.toISOString()}::timestamptz, ${round.completedAt?.toISOString() ?? null}::timestamptz))
    ${insertStep(step)}`);
}

/** A later step of an open round, as one statement: the round moved on and the step stored. */
export async function appendStep(
  db: Db,
  round: Pick<RoundRow, "id" | "status" | "state" | "completedAt">,
  step: typeof gameRoundSteps.$inferInsert,
): Promise<void> {
  await db.execute(sql`
    with round as (
      update game_rounds set steps = steps + 1, total_win = total_win + ${step.win}, status = ${round.status},
        state = ${jsonOrNull(round.state)}::jsonb, completed_at = ${round.completedAt?.toISOString() ?? null}::timestamptz
      where id = ${round.id})
    ${insertStep(step)}`);
}

/** The answer step `index` of the round was first given; null if none was kept. */
export async function findStepAnswer(db: Db, roundId: string, index: number) {
  const [row] = await db
    .select({ answer: gameRoundSteps.answer })
    .from(gameRoundSteps)
    .where(and(eq(gameRoundSteps.roundId, roundId), eq(gameRoundSteps.index, index)));
  return row?.answer ?? null;
}

function insertStep(step: typeof gameRoundSteps.$inferInsert) {
  return sql`insert into game_round_steps (round_id, index, win, outcome, played_at, answer)
    values (${step.roundId}, ${step.index}, ${step.win}, ${JSON.stringify(step.outcome)}::jsonb,
      ${step.playedAt.toISOString()}::timestamptz, ${jsonOrNull(step.answer)}::json)`;
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * The latest big wins of all players, newest first. The multiplier is
 * written into the statement as the index's predicate has it, so the partial index serves it.
 */
export async function listBigWins(db: Db, limit: number) {
  return db
    .select({
      roundId: gameRounds.id,
      gameId: gameRounds.gameId,
      currency: gameRounds.currency,
      bet: gameRounds.bet,
      totalWin: gameRounds.totalWin,
      completedAt: gameRounds.completedAt,
      playerId: gameRounds.playerId,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.status, "complete"),
        sql`${gameRounds.totalWin} >= ${gameRounds.bet} * ${sql.raw(String(BIG_WIN_MULTIPLIER))}`,
      ),
    )
    .orderBy(desc(gameRounds.completedAt), desc(gameRounds.id))
    .limit(limit);
}

export type FreeSpinGrantRow = typeof freeSpinGrants.$inferSelect;

/** The grant made under `idempotencyKey`, whoever it was for. */
export async function findGrantByKey(db: Db, idempotencyKey: string): Promise<FreeSpinGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeSpinGrants)
    .where(eq(freeSpinGrants.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Stores a grant unless its key is taken: a concurrent grant with the same key waits here until
 * the first commits, then stores nothing. Answers the row stored, or undefined.
 */
export async function insertGrant(
  db: Db,
  grant: typeof freeSpinGrants.$inferInsert,
): Promise<FreeSpinGrantRow | undefined> {
  const [row] = await db
    .insert(freeSpinGrants)
    .values(grant)
    .onConflictDoNothing({ target: freeSpinGrants.idempotencyKey })
    .returning();
  return row;
}

/** The player's grant `id`, locked until the transaction ends: a player's spins of it take turns. */
export async function lockPlayerGrant(
  db: Db,
  playerId: string,
  id: string,
): Promise<FreeSpinGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeSpinGrants)
    .where(and(eq(freeSpinGrants.id, id), eq(freeSpinGrants.playerId, playerId)))
    .for("update");
  return row;
}

/**
 * One spin of the grant played: one fewer left, what a round that ended at once won added, and
 * the grant finished with its last spin. Takes a spin only if one is left.
 */
export async function takeFreeSpin(
  db: Db,
  id: string,
  { win, at }: { win: number; at: Date },
): Promise<FreeSpinGrantRow | undefined> {
  const [row] = await db
    .update(freeSpinGrants)
    .set({
      spinsRemain: sql`${freeSpinGrants.spinsRemain} - 1`,
      totalWin: sql`${freeSpinGrants.totalWin} + ${win}`,
      finishedAt: sql`case when ${freeSpinGrants.spinsRemain} = 1 then ${at.toISOString()}::timestamptz end`,
    })
    .where(and(eq(freeSpinGrants.id, id), gt(freeSpinGrants.spinsRemain, 0)))
    .returning();
  return row;
}

/** A free spin's round ended on a later step: what it won counts for its grant. */
export async function addFreeSpinsWin(db: Db, id: string, win: number): Promise<void> {
  if (win === 0) return;
  await db
    .update(freeSpinGrants)
    .set({ totalWin: sql`${freeSpinGrants.totalWin} + ${win}` })
    .where(eq(freeSpinGrants.id, id));
}

/** The player's grants with spins left before their end date, soonest ending first; of one game if given. */
export async function listPlayableGrants(
  db: Db,
  playerId: string,
  now: Date,
  gameId?: string,
): Promise<FreeSpinGrantRow[]> {
  return db
    .select()
    .from(freeSpinGrants)
    .where(
      and(
        eq(freeSpinGrants.playerId, playerId),
        isNull(freeSpinGrants.finishedAt),
        gt(freeSpinGrants.endDate, now),
        gt(freeSpinGrants.spinsRemain, 0),
        gameId ? eq(freeSpinGrants.gameId, gameId) : undefined,
      ),
    )
    .orderBy(asc(freeSpinGrants.endDate), asc(freeSpinGrants.id));
}

/**
 * Up to `limit` grants whose end date has passed with spins left, marked finished at `at`; a grant
 * another instance (or a spin) holds is skipped, for the next sweep. Answers the grants marked.
 */
export async function finishExpiredGrants(db: Db, at: Date, limit: number): Promise<FreeSpinGrantRow[]> {
  const due = db
    .select({ id: freeSpinGrants.id })
    .from(freeSpinGrants)
    .where(and(isNull(freeSpinGrants.finishedAt), lte(freeSpinGrants.endDate, at)))
    .orderBy(asc(freeSpinGrants.endDate), asc(freeSpinGrants.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(freeSpinGrants).set({ finishedAt: at }).where(inArray(freeSpinGrants.id, due)).returning();
}

/** Records a promotion's draw and moves its pair's nonce on, as a round does. */
export async function insertPromotionDraw(db: Db, draw: typeof promotionDraws.$inferInsert): Promise<void> {
  await db.insert(promotionDraws).values(draw);
  await db
    .update(gameSeedPairs)
    .set({ nextNonce: sql`${gameSeedPairs.nextNonce} + 1` })
    .where(eq(gameSeedPairs.id, draw.seedPairId));
}

/** The player's draws among `drawIds`, with their pair's seeds. */
export function findPromotionDraws(db: Db, playerId: string, drawIds: readonly string[]) {
  return db
    .select({
      id: promotionDraws.id,
      pick: promotionDraws.pick,
      nonce: promotionDraws.nonce,
      serverSeed: gameSeedPairs.serverSeed,
      serverSeedHash: gameSeedPairs.serverSeedHash,
      clientSeed: gameSeedPairs.clientSeed,
      revealedAt: gameSeedPairs.revealedAt,
    })
    .from(promotionDraws)
    .innerJoin(gameSeedPairs, eq(gameSeedPairs.id, promotionDraws.seedPairId))
    .where(and(eq(promotionDraws.playerId, playerId), inArray(promotionDraws.id, [...drawIds])));
}
