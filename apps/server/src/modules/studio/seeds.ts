/**
 * Provable fairness: each player has one active seed pair, made on first use from the OS CSPRNG.
 * Its server seed is shown only as a hash until the player rotates the pair; rotating reveals it,
 * so every round played with it can be recomputed, and starts a fresh pair at nonce 0. A pair is
 * never rotated while a round is open: the round's later steps still draw from it.
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

function newSeedPair(playerId: string, clientSeed: string | undefined, now: Date): repo.NewSeedPair {
  const serverSeed = newServerSeed();
  return {
    playerId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? newClientSeed(),
    nextNonce: 0,
    createdAt: now,
  };
}

/**
 * The player's active pair, locked for the rest of the transaction `tx`; made first if there is
 * none. The player's seeds are locked first, so a rotation never replaces the pair in between.
 */
export async function lockActivePair(tx: Db, playerId: string, now: Date) {
  await repo.lockPlayerSeeds(tx, playerId);
  const locked = await repo.lockActivePair(tx, playerId);
  if (locked) return locked;
  await repo.insertPairIfNoneActive(tx, newSeedPair(playerId, undefined, now));
  const created = await repo.lockActivePair(tx, playerId);
  if (!created) throw new Error(`no active seed pair for player ${playerId} after creating one`);
  return created;
}

/** The active pair as the player sees it: the server seed's hash, the client seed, the next nonce. */
export async function activeFairness(
  { db, clock }: StudioContext,
  playerId: string,
): Promise<Omit<Fairness, "previous">> {
  let pair = await repo.findActivePair(db, playerId);
  if (!pair) {
    await repo.insertPairIfNoneActive(db, newSeedPair(playerId, undefined, clock.now()));
    pair = await repo.findActivePair(db, playerId);
  }
  if (!pair) throw new Error(`no active seed pair for player ${playerId} after creating one`);
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nextNonce: pair.nextNonce };
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

/** Reveals the active server seed and starts a new pair with `clientSeed` (a random one when absent). */
export async function rotatePair(
  ctx: StudioContext,
  playerId: string,
  clientSeed: string | undefined,
): Promise<Fairness> {
  const now = ctx.clock.now();
  await withTransaction(ctx.db, async (tx) => {
    const pair = await lockActivePair(tx, playerId, now);
    if (await repo.hasOpenRound(tx, playerId)) throw roundInProgress();
    await repo.revealPair(tx, pair.id, now);
    await repo.insertPairIfNoneActive(tx, newSeedPair(playerId, clientSeed, now));
  });
  return fairnessOf(ctx, playerId);
}

export function roundInProgress(): AppError {
  return new AppError("CONFLICT", { key: "roundInProgress" }, { reason: "ROUND_IN_PROGRESS" });
}
