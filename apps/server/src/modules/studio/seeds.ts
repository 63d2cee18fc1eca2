/**
 * Provable fairness, commit before choice: a player's active pair holds its server seed, shown
 * only as a hash, and the server seed of the pair after it, also shown as a hash. Both exist before
 * the player chooses the client seed that will go with them, so no server seed can have been picked
 * against a known client seed.
 *
 * - A player's seeds are made with the player (in the transaction that creates the player); one
 *   made before that gets them on first use (the fairness page, a game's session) in their own
 *   statement, and a spin that finds none makes them in a step of their own before it plays,
 *   never inside the spin's transaction.
 * - Rotating reveals the active server seed, so every round played with it can be recomputed, and
 *   promotes the committed next server seed, with the client seed the player gives (a random one
 *   when absent), to the active pair at nonce 0; a new next server seed is committed in its place.
 *   The client seed is chosen for the next pair, as the leading provably fair casinos do
 *   (ADR 101): a pair's client seed never changes once it is active.
 * - A pair is never rotated while a round is open: the round's later steps still draw from it.
 */
import type { Fairness } from "@reelhouse/contract";
import { hashServerSeed, newClientSeed, newServerSeed } from "@reelhouse/games/node";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/errors.ts";
import type { StudioContext } from "./context.ts";
import * as repo from "./repo.ts";

/** Revealed pairs listed beside the active one, newest first; rounds show their own pair's seed. */
const REVEALED_PAIRS_SHOWN = 20;

/** A server seed and the hash shown for it until it is revealed. */
function committedSeed(): { seed: string; hash: string } {
  const seed = newServerSeed();
  return { seed, hash: hashServerSeed(seed) };
}

/** An active pair around an already committed server seed, committing the seed of the pair after it. */
function newSeedPair(
  playerId: string,
  server: { seed: string; hash: string },
  clientSeed: string,
  now: Date,
): repo.NewSeedPair {
  const next = committedSeed();
  return {
    playerId,
    serverSeed: server.seed,
    serverSeedHash: server.hash,
    nextServerSeed: next.seed,
    nextServerSeedHash: next.hash,
    clientSeed,
    nextNonce: 0,
    createdAt: now,
  };
}

/** Thrown inside a transaction that needs the player's seeds before any were made. */
export class NoSeedPairYet extends Error {
  constructor(playerId: string) {
    super(`player ${playerId} has no seed pair yet`);
  }
}

/** Makes the player's first pair, with its next server seed, unless the player has one. */
export async function makeSeedPair(db: Db, playerId: string, now: Date): Promise<void> {
  await repo.insertPairIfNoneActive(db, newSeedPair(playerId, committedSeed(), newClientSeed(), now));
}

/**
 * The player's active pair, made first if there is none, in a statement of its own: never part of
 * a spin or a rotation.
 */
export async function ensureSeedPair({ db, clock }: StudioContext, playerId: string) {
  const found = await repo.findActivePair(db, playerId);
  if (found) return found;
  await makeSeedPair(db, playerId, clock.now());
  const made = await repo.findActivePair(db, playerId);
  if (!made) throw new Error(`no active seed pair for player ${playerId} after making one`);
  return made;
}

/**
 * The player's active pair, locked for the rest of the transaction `tx`; `NoSeedPairYet` when the
 * player has none. The player's seeds are locked first, so a rotation never replaces the pair in
 * between.
 */
export async function lockActivePair(tx: Db, playerId: string) {
  await repo.lockPlayerSeeds(tx, playerId);
  const locked = await repo.lockActivePair(tx, playerId);
  if (!locked) throw new NoSeedPairYet(playerId);
  return locked;
}

/** The active pair as the player sees it: both committed hashes, the client seed, the next nonce. */
export async function activeFairness(
  ctx: StudioContext,
  playerId: string,
): Promise<Omit<Fairness, "previous">> {
  const pair = await ensureSeedPair(ctx, playerId);
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nextNonce: pair.nextNonce,
    nextServerSeedHash: committedNext(pair).hash,
  };
}

export async function fairnessOf(ctx: StudioContext, playerId: string): Promise<Fairness> {
  const [active, revealed] = await Promise.all([
    activeFairness(ctx, playerId),
    repo.listRevealedPairs(ctx.db, playerId, REVEALED_PAIRS_SHOWN),
  ]);
  return {
    ...active,
    previous: revealed.map((pair) => ({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      rounds: pair.nextNonce,
      revealedAt: (pair.revealedAt as Date).toISOString(),
    })),
  };
}

/**
 * The player's committed next server seed, unrevealed: only for the test deployments' hidden route
 * (test-routes.ts), where a browser test chooses the client seed that goes with it. Shown anywhere
 * else it would let a player pick a client seed against it.
 */
export async function committedServerSeed(ctx: StudioContext, playerId: string) {
  return committedNext(await ensureSeedPair(ctx, playerId));
}

/** The rounds played with one of the player's pairs and their nonces; another's pair is not found. */
export async function pairRounds(ctx: StudioContext, playerId: string, serverSeedHash: string) {
  const found = await repo.findPairNonces(ctx.db, playerId, serverSeedHash);
  if (!found) throw new AppError("NOT_FOUND", { key: "seedPairNotFound" }, { reason: "SEED_PAIR_NOT_FOUND" });
  return { serverSeedHash, ...found };
}

/**
 * Reveals the active server seed and makes the committed next server seed active with
 * `clientSeed` (a random one when absent). A player with no seeds yet gets them made and the
 * rotation refused: the next server seed must have been shown before a client seed is chosen for it.
 */
export async function rotatePair(
  ctx: StudioContext,
  playerId: string,
  clientSeed: string | undefined,
): Promise<Fairness> {
  const now = ctx.clock.now();
  try {
    await withTransaction(ctx.db, async (tx) => {
      const pair = await lockActivePair(tx, playerId);
      if (await repo.hasOpenRound(tx, playerId)) throw roundInProgress();
      await repo.revealPair(tx, pair.id, now);
      await repo.insertPairIfNoneActive(
        tx,
        newSeedPair(playerId, committedNext(pair), clientSeed ?? newClientSeed(), now),
      );
    });
  } catch (error) {
    if (!(error instanceof NoSeedPairYet)) throw error;
    await ensureSeedPair(ctx, playerId);
    throw new AppError("CONFLICT", { key: "seedsJustCommitted" }, { reason: "SEEDS_NOT_SHOWN" });
  }
  return fairnessOf(ctx, playerId);
}

/** An active pair's committed next server seed (the table's check keeps one on every active pair). */
function committedNext(pair: repo.SeedPairRow): { seed: string; hash: string } {
  if (pair.nextServerSeed === null || pair.nextServerSeedHash === null) {
    throw new Error(`active seed pair ${pair.id} has no committed next server seed`);
  }
  return { seed: pair.nextServerSeed, hash: pair.nextServerSeedHash };
}

export function roundInProgress(): AppError {
  return new AppError("CONFLICT", { key: "roundInProgress" }, { reason: "ROUND_IN_PROGRESS" });
}
