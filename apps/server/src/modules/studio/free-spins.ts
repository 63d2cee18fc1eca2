/**
 * Free spins (spec §3): a promotion grants a player a number of rounds of a house title at one of
 * its bet levels, in coins or entries, for a lifetime. Nothing moves when they are granted: each
 * spin's stake moves when it is played, from the promotion's wallet budget to the house, in the
 * round's own transaction (rounds.ts), so spins never played cost nothing.
 *
 * - A grant is made once per idempotency key (the promotion's own key for the prize): the key again
 *   with the same grant answers the grant as it stands, with another grant is refused.
 * - A grant is played only by its player, in its game, currency and bet, with no buy and no ante,
 *   before its end date and while spins remain; the spin takes its turn on the grant's row.
 * - A grant past its end date is neither listed nor playable, whether or not the sweep has marked
 *   it finished yet; the sweep only tells the player's tabs.
 */
import { randomUUID } from "node:crypto";
import { CURRENCIES, type Currency, type FreeSpins } from "@reelhouse/contract";
import { findTitle } from "@reelhouse/games";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError, type FieldProblem } from "../../lib/errors.ts";
import { replay, replayed, requestDigest } from "../../lib/idempotency.ts";
import { PROMOTION_BUDGETS, type PromotionBudget } from "../wallet/service.ts";
import type { StudioContext } from "./context.ts";
import { FreeSpinsExpired, FreeSpinsGranted } from "./events.ts";
import * as repo from "./repo.ts";
import { FREE_SPINS_MAX } from "./schema.ts";

/** What a promotion gives: `count` spins of `gameId` at `betLevel`, for `lifetimeMs`. */
export interface FreeSpinGrant {
  playerId: string;
  /** A house title's id (`TITLES`). */
  gameId: string;
  currency: Currency;
  /** The stake of each spin, minor units: one of the title's bet levels in `currency`. */
  betLevel: number;
  /** Spins, 1 … 500. */
  count: number;
  /** The grant ends this long after it is made. */
  lifetimeMs: number;
  /** The wallet budget the stakes are paid from (`dailyLogin` pays from `promotions:dailyLogin`). */
  budget: PromotionBudget;
  /** The same key answers the same grant and makes nothing new. */
  idempotencyKey: string;
  /** Why it is given, for the history and the back office (`daily-login:day-3`). */
  source: string;
}

/** A grant as its maker reads it back. */
export interface GrantedFreeSpins {
  spinsId: string;
  gameId: string;
  spinsTotal: number;
  spinsRemain: number;
  /** ISO 8601. */
  endDate: string;
  betLevel: number;
  currency: Currency;
}

/** The longest lifetime a grant may have: a year and a day. */
export const FREE_SPINS_LIFETIME_MAX_MS = 366 * 24 * 60 * 60 * 1000;
const KEY_MAX = 200;
const SOURCE_MAX = 100;

/** Grants the spins in `tx`, the granting promotion's transaction, with their `granted` event. */
export async function grantFreeSpins(
  ctx: StudioContext,
  tx: Db,
  grant: FreeSpinGrant,
): Promise<GrantedFreeSpins> {
  checkGrant(grant);
  const { playerId, gameId, currency, betLevel, count, lifetimeMs, budget, idempotencyKey, source } = grant;
  const title = findTitle(gameId);
  if (!title) throw new AppError("NOT_FOUND", { key: "gameNotFound" }, { reason: "GAME_NOT_FOUND" });
  if (!title.info.betLevels[currency].includes(betLevel)) {
    throw new AppError("VALIDATION_FAILED", { key: "betNotOffered" }, { reason: "BET_NOT_OFFERED" });
  }
  const digest = requestDigest({ playerId, gameId, currency, betLevel, count, lifetimeMs, budget, source });
  const made = await repo.findGrantByKey(tx, idempotencyKey);
  if (made) return replayed(replay(made, digest, toGranted));
  if (!(await ctx.accounts.within(tx).standing(playerId))) {
    throw new AppError("NOT_FOUND", { key: "playerNotFound" });
  }
  const now = ctx.clock.now();
  const row = await repo.insertGrant(tx, {
    id: randomUUID(),
    playerId,
    gameId,
    currency,
    betLevel,
    spinsTotal: count,
    spinsRemain: count,
    budget,
    source,
    idempotencyKey,
    requestDigest: digest,
    createdAt: now,
    endDate: new Date(now.getTime() + lifetimeMs),
  });
  if (!row) {
    // A concurrent grant with the key committed first: its answer, or the reuse error.
    const first = await repo.findGrantByKey(tx, idempotencyKey);
    if (!first) throw new Error(`free spins key ${idempotencyKey} taken by no grant`);
    return replayed(replay(first, digest, toGranted));
  }
  await writeEvent(
    tx,
    FreeSpinsGranted,
    { playerId, payload: { spinsId: row.id, gameId, spinsTotal: count } },
    now,
  );
  return toGranted(row);
}

/** The player's free spins that can be played now, soonest ending first; of one game if given. */
export async function playableFreeSpins(
  ctx: StudioContext,
  playerId: string,
  gameId?: string,
): Promise<FreeSpins[]> {
  const rows = await repo.listPlayableGrants(ctx.db, playerId, ctx.clock.now(), gameId);
  return rows.map(toFreeSpins);
}

/**
 * Marks up to `limit` grants whose end date passed with spins left finished, each with its
 * `expired` event, in one transaction; several instances may sweep at once (each skips the grants
 * another holds). Answers how many it marked: a full batch means more may be waiting. `fence` runs
 * first in the transaction (a job's lease check).
 */
export async function finishExpiredFreeSpins(
  ctx: StudioContext,
  limit: number,
  fence?: (tx: Db) => Promise<void>,
): Promise<number> {
  const now = ctx.clock.now();
  return withTransaction(ctx.db, async (tx) => {
    await fence?.(tx);
    const expired = await repo.finishExpiredGrants(tx, now, limit);
    for (const row of expired) {
      await writeEvent(
        tx,
        FreeSpinsExpired,
        {
          playerId: row.playerId,
          payload: { spinsId: row.id, gameId: row.gameId, spinsRemain: row.spinsRemain },
        },
        now,
      );
    }
    return expired.length;
  });
}

/**
 * The grant a spin of `order` plays, locked until the round's transaction ends: refused when it is
 * not the player's, not for this game, currency and bet, past its end date or used up.
 */
export async function lockFreeSpinFor(
  tx: Db,
  playerId: string,
  order: { freeSpinsId: string; gameId: string; currency: Currency; bet: number },
  now: Date,
): Promise<repo.FreeSpinGrantRow> {
  const grant = await repo.lockPlayerGrant(tx, playerId, order.freeSpinsId);
  if (!grant) throw new AppError("NOT_FOUND", { key: "freeSpinsNotFound" });
  if (grant.gameId !== order.gameId || grant.currency !== order.currency || grant.betLevel !== order.bet) {
    throw new AppError("VALIDATION_FAILED", { key: "freeSpinsMismatch" });
  }
  if (grant.spinsRemain === 0) throw new AppError("CONFLICT", { key: "freeSpinsUsedUp" });
  if (grant.endDate.getTime() <= now.getTime()) throw new AppError("CONFLICT", { key: "freeSpinsExpired" });
  return grant;
}

export function toFreeSpins(row: repo.FreeSpinGrantRow): FreeSpins {
  return {
    spinsId: row.id,
    gameId: row.gameId,
    gameName: findTitle(row.gameId)?.info.name ?? row.gameId,
    currency: row.currency,
    betLevel: row.betLevel,
    spinsTotal: row.spinsTotal,
    spinsRemain: row.spinsRemain,
    endDate: row.endDate.toISOString(),
    totalWin: row.totalWin,
  };
}

function toGranted(row: repo.FreeSpinGrantRow): GrantedFreeSpins {
  return {
    spinsId: row.id,
    gameId: row.gameId,
    spinsTotal: row.spinsTotal,
    spinsRemain: row.spinsRemain,
    endDate: row.endDate.toISOString(),
    betLevel: row.betLevel,
    currency: row.currency,
  };
}

/** Refuses a grant whose fields are out of bounds, naming each one. */
function checkGrant(grant: FreeSpinGrant): void {
  const problems: FieldProblem[] = [];
  const problem = (path: keyof FreeSpinGrant, message: string) => problems.push({ path, message });
  const isText = (value: unknown, max: number) =>
    typeof value === "string" && value.trim().length > 0 && value.length <= max;
  if (!isText(grant.playerId, 64)) problem("playerId", "a player id");
  if (!isText(grant.gameId, 64)) problem("gameId", "a house title's id");
  if (!(CURRENCIES as readonly unknown[]).includes(grant.currency)) problem("currency", "coins or entries");
  if (!Number.isSafeInteger(grant.betLevel) || grant.betLevel <= 0) {
    problem("betLevel", "a whole number of minor units above 0");
  }
  if (!Number.isInteger(grant.count) || grant.count < 1 || grant.count > FREE_SPINS_MAX) {
    problem("count", `a whole number from 1 to ${FREE_SPINS_MAX}`);
  }
  if (
    !Number.isInteger(grant.lifetimeMs) ||
    grant.lifetimeMs < 1 ||
    grant.lifetimeMs > FREE_SPINS_LIFETIME_MAX_MS
  ) {
    problem("lifetimeMs", `a whole number of milliseconds from 1 to ${FREE_SPINS_LIFETIME_MAX_MS}`);
  }
  if (!(PROMOTION_BUDGETS as readonly unknown[]).includes(grant.budget)) {
    problem("budget", `one of ${PROMOTION_BUDGETS.join(", ")}`);
  }
  if (!isText(grant.idempotencyKey, KEY_MAX)) problem("idempotencyKey", `1 to ${KEY_MAX} characters`);
  if (!isText(grant.source, SOURCE_MAX)) problem("source", `1 to ${SOURCE_MAX} characters`);
  if (problems.length > 0) {
    throw new AppError("VALIDATION_FAILED", { key: "freeSpinsGrantInvalid" }, { fields: problems });
  }
}
