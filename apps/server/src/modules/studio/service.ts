/**
 * The house game studio: rounds of the studio's titles played on the server through the wallet,
 * with provably fair seeds. Geo rules are checked where money moves, at the bet: a spin in a
 * currency the rules do not offer at the request's place is refused (the round's later steps are
 * already paid for, so they are not).
 */
import {
  type Currency,
  type CurrencyAccess,
  type Fairness,
  type FreeSpins,
  type GameSession,
  ROUND_PAGE_SIZE,
  type RoundSummary,
  type SeedPairRounds,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notSignedIn } from "../../lib/errors.ts";
import type { Restrictions } from "../restrictions/service.ts";
import type { Wallet } from "../wallet/service.ts";
import { playCurrency, titleOrThrow } from "./bets.ts";
import type { StudioContext } from "./context.ts";
import { drawForPromotion, type PromotionDraw, type PromotionDrawOrder, promotionDraws } from "./draws.ts";
import {
  type FreeSpinGrant,
  finishExpiredFreeSpins,
  type GrantedFreeSpins,
  grantFreeSpins,
  playableFreeSpins,
} from "./free-spins.ts";
import * as repo from "./repo.ts";
import {
  findPlayerRound,
  type PlayedRound,
  playNextStep,
  priceSpin,
  type SpinOrder,
  spin,
} from "./rounds.ts";
import {
  activeFairness,
  committedServerSeed,
  ensureSeedPair,
  fairnessOf,
  makeSeedPair,
  pairRounds,
  rotatePair,
} from "./seeds.ts";
import { toBalances, toSummary } from "./views.ts";

export { playCurrency } from "./bets.ts";
export type { PromotionDraw, PromotionDrawOrder } from "./draws.ts";
export type { FreeSpinGrant, GrantedFreeSpins } from "./free-spins.ts";
export type { PlayedRound, SpinOrder } from "./rounds.ts";

/** A big win (at least `BIG_WIN_MULTIPLIER` times the bet) as others may see it. */
export interface RecentWin {
  roundId: string;
  /** First name and last initial ("Maria G."), or a handle that reveals nothing ("#A1B2"); never an email. */
  playerName: string;
  titleId: string;
  currency: Currency;
  bet: number;
  win: number;
  completedAt: Date;
}

export interface StudioDeps {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  jackpots: StudioContext["jackpots"];
  accounts: StudioContext["accounts"];
  restrictions: Restrictions;
}

/**
 * Refuses play in a currency the geo rules do not offer the player where they are; entries off
 * only because the player would not share a location say so, since sharing it may open them.
 */
export function assertCurrencyOffered(
  access: { currencies: CurrencyAccess; entriesNeedLocation: boolean },
  currency: Currency,
): void {
  if (access.currencies[currency]) return;
  if (currency === "coins") {
    throw new AppError("FORBIDDEN", { key: "coinsNotAvailable" }, { reason: "COINS_NOT_AVAILABLE" });
  }
  throw new AppError(
    "FORBIDDEN",
    { key: access.entriesNeedLocation ? "entriesNeedLocation" : "entriesNotAvailable" },
    { reason: "ENTRIES_NOT_AVAILABLE" },
  );
}

export function createStudio({ restrictions, ...ctx }: StudioDeps) {
  const context: StudioContext = ctx;

  async function checkPlace(playerId: string, currency: Currency, ip: string): Promise<void> {
    assertCurrencyOffered(await restrictions.checkPlayerAccess(ip, playerId), currency);
  }

  return {
    /** The studio's part of another module's transaction `tx`. */
    within: (tx: Db) => ({
      /** Commits a new player's seeds (the active pair and the next server seed) with the player. */
      makeSeeds: (playerId: string) => makeSeedPair(tx, playerId, ctx.clock.now()),
      /**
       * Grants free spins of a house title (spec §3), in the granting promotion's transaction:
       * the stakes move from `grant.budget` only as the spins are played. The same idempotency key
       * answers the same grant as it stands; with another grant it is 409 `IDEMPOTENCY_KEY_REUSED`.
       * An unknown title, a bet the title does not offer in the currency, a count outside 1 … 500 or
       * a lifetime outside 1 ms … 366 days is a 4xx `AppError`, and nothing is written.
       */
      grantFreeSpins: (grant: FreeSpinGrant): Promise<GrantedFreeSpins> => grantFreeSpins(context, tx, grant),
      /**
       * A promotion's pick among `weights`, drawn from the player's seed pair at its next nonce and
       * recorded so the fairness page counts it and the player can replay it (draws.ts). The player
       * must have seeds: call `ensureSeeds` before the transaction.
       */
      drawForPromotion: (order: PromotionDrawOrder): Promise<PromotionDraw> =>
        drawForPromotion(context, tx, order),
    }),

    /** Makes the player's seeds, in a statement of their own, if they have none yet. */
    async ensureSeeds(playerId: string): Promise<void> {
      await ensureSeedPair(context, playerId);
    },

    /** The player's promotion draws by id, each with its pair's server seed once revealed. */
    promotionDraws: (playerId: string, drawIds: readonly string[]): Promise<PromotionDraw[]> =>
      promotionDraws(context, playerId, drawIds),

    /** What a game opens with: the player's currency and balances, a round to resume, the seeds, its free spins. */
    async session(playerId: string, gameId: string): Promise<GameSession> {
      titleOrThrow(gameId);
      const standing = await ctx.accounts.standing(playerId);
      if (!standing) throw notSignedIn();
      const [balances, openRoundId, fairness, freeSpins] = await Promise.all([
        ctx.wallet.balances(playerId),
        repo.findOpenRoundId(ctx.db, playerId, gameId),
        activeFairness(context, playerId),
        playableFreeSpins(context, playerId, gameId),
      ]);
      return {
        currency: playCurrency(standing.gameMode),
        balance: toBalances(balances),
        openRound: openRoundId ? await findPlayerRound(context, playerId, openRoundId) : null,
        fairness,
        freeSpins,
      };
    },

    /** The player's free spins that can be played now, soonest ending first (spec §3). */
    freeSpins: (playerId: string): Promise<FreeSpins[]> => playableFreeSpins(context, playerId),

    /**
     * Marks up to `limit` grants whose end date passed with spins left finished and tells their
     * players' tabs, for a scheduled job (safe on several instances at once). They were already
     * neither listed nor playable; no money moves, as their stakes were never taken. Answers how
     * many it marked: as many as `limit` means more may be waiting.
     */
    finishExpiredFreeSpins: (limit = 500, fence?: (tx: Db) => Promise<void>): Promise<number> =>
      finishExpiredFreeSpins(context, limit, fence),

    /** A round's first step, bet and paid; `ip` is where the request comes from (geo rules). */
    async spin(playerId: string, order: SpinOrder, ip: string): Promise<PlayedRound> {
      const priced = priceSpin(order);
      await checkPlace(playerId, order.currency, ip);
      return spin(context, playerId, priced);
    },

    next: (playerId: string, roundId: string, step: number): Promise<PlayedRound> =>
      playNextStep(context, playerId, roundId, step),

    round: (playerId: string, roundId: string) => findPlayerRound(context, playerId, roundId),

    /** A page of the player's rounds, newest first, and the cursor of the next page. */
    async history(
      playerId: string,
      query: { gameId?: string; limit?: number; before?: string },
    ): Promise<{ rounds: RoundSummary[]; nextCursor: string | null }> {
      const limit = query.limit ?? ROUND_PAGE_SIZE;
      const rows = await repo.listRounds(ctx.db, playerId, { ...query, limit });
      const shown = rows.slice(0, limit);
      return {
        rounds: shown.map(toSummary),
        nextCursor: rows.length > limit ? (shown.at(-1)?.id ?? null) : null,
      };
    },

    fairness: (playerId: string): Promise<Fairness> => fairnessOf(context, playerId),

    rotate: (playerId: string, clientSeed?: string): Promise<Fairness> =>
      rotatePair(context, playerId, clientSeed),

    pairRounds: (playerId: string, serverSeedHash: string): Promise<SeedPairRounds> =>
      pairRounds(context, playerId, serverSeedHash),

    /** The next pair's server seed, unrevealed: for test deployments only (test-routes.ts). */
    committedServerSeed: (playerId: string): Promise<{ seed: string; hash: string }> =>
      committedServerSeed(context, playerId),

    /** The latest big wins of all players, newest first (the home page's last winners). */
    async recentWins(limit: number): Promise<RecentWin[]> {
      const rows = await repo.listBigWins(ctx.db, limit);
      const names = await ctx.accounts.names([...new Set(rows.map((row) => row.playerId))]);
      return rows.map((row) => ({
        roundId: row.roundId,
        playerName: winnerName({
          playerId: row.playerId,
          ...names.find((player) => player.id === row.playerId),
        }),
        titleId: row.gameId,
        currency: row.currency,
        bet: row.bet,
        win: row.totalWin,
        // A complete round always has its completion time.
        completedAt: row.completedAt as Date,
      }));
    },
  };
}

/** How a player is named to others (leaders, big wins): first name and initial, or a short id. */
export function winnerName({
  playerId,
  name,
  surname,
}: {
  playerId: string;
  name?: string | null;
  surname?: string | null;
}) {
  const first = name?.trim();
  if (!first) return `#${playerId.slice(-4).toUpperCase()}`;
  const initial = surname?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export type Studio = ReturnType<typeof createStudio>;
