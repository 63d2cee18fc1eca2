/**
 * Promotion draws: a promotion's outcome (the daily wheel's segment) drawn from the player's seed
 * pair like a round's first step, in the promotion's own transaction. The draw locks the player's
 * seeds and the active pair as a spin does, takes the pair's next nonce, and is recorded beside the
 * rounds, so the pair's nonces stay one unbroken sequence and the fairness page lists it. A player
 * replays a draw once the pair is revealed: `pickWeighted` over the recorded weights.
 */
import { randomUUID } from "node:crypto";
import { pickWeighted } from "@reelhouse/games";
import { fairDraw } from "@reelhouse/games/node";
import type { Db } from "../../db/client.ts";
import type { StudioContext } from "./context.ts";
import * as repo from "./repo.ts";
import { lockActivePair } from "./seeds.ts";

export interface PromotionDrawOrder {
  playerId: string;
  /** The promotion drawing (`dailyWheel`). */
  purpose: string;
  /** The published weights, in order; the answer is the index drawn. */
  weights: readonly number[];
}

/** A draw as the player may check it: the pair's committed hash, client seed and nonce. */
export interface PromotionDraw {
  drawId: string;
  pick: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The pair's server seed once the player has rotated it; null while it is active. */
  serverSeed: string | null;
}

/** Draws in `tx`; `NoSeedPairYet` when the player has no seeds (make them first: `ensureSeedPair`). */
export async function drawForPromotion(
  ctx: StudioContext,
  tx: Db,
  order: PromotionDrawOrder,
): Promise<PromotionDraw> {
  const pair = await lockActivePair(tx, order.playerId);
  const pick = pickWeighted(
    fairDraw({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce, step: 0 }),
    order.weights,
  );
  const drawId = randomUUID();
  await repo.insertPromotionDraw(tx, {
    id: drawId,
    playerId: order.playerId,
    seedPairId: pair.id,
    nonce: pair.nextNonce,
    purpose: order.purpose,
    weights: [...order.weights],
    pick,
    createdAt: ctx.clock.now(),
  });
  return {
    drawId,
    pick,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nextNonce,
    serverSeed: null,
  };
}

/** The player's draws by id, with each pair's server seed once revealed; others' are left out. */
export async function promotionDraws(
  ctx: StudioContext,
  playerId: string,
  drawIds: readonly string[],
): Promise<PromotionDraw[]> {
  if (drawIds.length === 0) return [];
  const rows = await repo.findPromotionDraws(ctx.db, playerId, drawIds);
  return rows.map((row) => ({
    drawId: row.id,
    pick: row.pick,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: row.revealedAt ? row.serverSeed : null,
  }));
}
