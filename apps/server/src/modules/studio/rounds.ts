/**
 * Rounds, server-authoritative: each step is played and paid in one database transaction with
 * its ledger transfers, so a round is stored exactly when its money moved.
 *
 * - A spin locks the player's active seed pair (a player's spins take turns there; a player with
 *   no seeds yet gets them made and committed first, in a statement of their own), looks for the
 *   round its `Idempotency-Key` already made (a resend, or a concurrent twin that got the lock
 *   first, gets that round's first answer back, balances included, whatever was played since; the
 *   key with another request is refused), refuses a currency other than the player's game mode's,
 *   and looks for an open round of the game, then plays step 0 with the pair's next nonce, takes
 *   the bet and pays its win in one ledger group, and stores the round with its answer.
 * - A free spin (`freeSpinsId`) is such a spin whose stake the granting promotion pays: after the
 *   checks above it locks its grant (free-spins.ts says when one is refused), the stake moves from
 *   the promotion's budget to the house with the round's first win, and the grant loses one spin,
 *   all in the round's transaction; a resent free spin answers its first answer and takes no more.
 * - A later step locks its round, plays the step with the round's pair, nonce and the step's index
 *   under the maths version the round started with (a release in between changes nothing for it)
 *   and pays it; a step already played answers the stored round, any other is refused. A free
 *   spin's round that ends there adds its win to its grant's.
 */
import { randomUUID } from "node:crypto";
import type { Currency, FreeSpins, GameBalances, Minor, Round } from "@reelhouse/contract";
import { playStep, type Title } from "@reelhouse/games";
import { fairDraw } from "@reelhouse/games/node";
import type { Db } from "../../db/client.ts";
import { writeEvent } from "../../db/outbox.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/errors.ts";
import { replay, replayed, requestDigest } from "../../lib/idempotency.ts";
import { assertMayPlay } from "../accounts/service.ts";
import { sharesFor, tierWon } from "../jackpots/service.ts";
import { type BetOrder, costOf, playCurrency, titleOrThrow, winOf } from "./bets.ts";
import type { StudioContext } from "./context.ts";
import { FreeSpinPlayed } from "./events.ts";
import { lockFreeSpinFor, toFreeSpins } from "./free-spins.ts";
import * as repo from "./repo.ts";
import { ensureSeedPair, lockActivePair, NoSeedPairYet, roundInProgress } from "./seeds.ts";
import { titleForRound } from "./sheets.ts";
import { toBalances, toRound } from "./views.ts";

export interface SpinOrder extends BetOrder {
  gameId: string;
  idempotencyKey: string;
  /** The brand the spin was made on: races count the round in that brand's races only. */
  theme?: string | undefined;
  /** One of the player's free spins of the game: the promotion that granted it pays the stake. */
  freeSpinsId?: string | undefined;
}

export interface PlayedRound {
  round: Round;
  balance: GameBalances;
  /** A free spin's answer: its grant as the spin left it. */
  freeSpins?: FreeSpins;
}

/**
 * A spin's or step's answer, as just played or as first given to a request now resent; or the
 * round a resent request made before answers were kept, answered as it stands.
 */
type Played = { answer: PlayedRound } | { replayOf: string };

/** A spin checked against its title: the game exists, the bet is offered, and what it costs. */
export interface PricedSpin extends SpinOrder {
  title: Title;
  cost: Minor<Currency>;
}

export function priceSpin(order: SpinOrder): PricedSpin {
  const title = titleOrThrow(order.gameId);
  if (order.freeSpinsId !== undefined && (order.buy || order.ante || order.buyTier !== undefined)) {
    throw new AppError("VALIDATION_FAILED", { key: "freeSpinsWithBuy" });
  }
  return { ...order, title, cost: costOf(title, order) };
}

/**
 * A round's first step. A player with no seeds yet (one from before seeds came with the player)
 * has them made and committed first, in a statement of their own, then the spin plays: a pair is
 * never made inside a spin's transaction.
 */
export async function spin(ctx: StudioContext, playerId: string, order: PricedSpin): Promise<PlayedRound> {
  try {
    return await playFirstStep(ctx, playerId, order);
  } catch (error) {
    if (!(error instanceof NoSeedPairYet)) throw error;
  }
  await ensureSeedPair(ctx, playerId);
  return playFirstStep(ctx, playerId, order);
}

async function playFirstStep(ctx: StudioContext, playerId: string, order: PricedSpin): Promise<PlayedRound> {
  const { gameId, currency, bet, buy, ante, idempotencyKey, freeSpinsId, title, cost } = order;
  const buyTier = buy ? (order.buyTier ?? "standard") : null;
  const digest = digestOf(order);
  const now = ctx.clock.now();
  // A paid round feeds the jackpot pools and may win one; a free spin's stake is a promotion's.
  const jackpotRules = freeSpinsId ? [] : await ctx.jackpots.rulesFor(currency);
  const played = await withTransaction(ctx.db, async (tx): Promise<Played> => {
    const pair = await lockActivePair(tx, playerId);
    const inTheWay = await repo.findRoundsInTheWay(tx, playerId, idempotencyKey, gameId);
    const made = inTheWay.find((round) => round.idempotencyKey === idempotencyKey);
    if (made) {
      return replayed(
        replay(made, digest, (round) => (round.answer ? { answer: round.answer } : { replayOf: round.id })),
      );
    }
    const standing = await ctx.accounts.within(tx).standing(playerId);
    if (standing) assertMayPlay(standing, now);
    if (standing && playCurrency(standing.gameMode) !== currency) throw currencyNotInGameMode(currency);
    if (inTheWay.length > 0) throw roundInProgress();
    const grant = freeSpinsId ? await lockFreeSpinFor(tx, playerId, { ...order, freeSpinsId }, now) : null;

    const roundId = randomUUID();
    const ref = { gameId, roundId, ...(order.theme ? { theme: order.theme } : {}) };
    const draw = fairDraw({
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: pair.nextNonce,
      step: 0,
    });
    const outcome = playStep(
      title,
      { state: null, buy, ...(buyTier ? { buyTier } : {}), ...(ante ? { ante } : {}) },
      draw,
    );
    const win = winOf(title, currency, bet, outcome);
    const stake = { amount: cost, idempotencyKey: `studio:${roundId}:bet` };
    const paid = win > 0 ? { amount: win, idempotencyKey: `studio:${roundId}:step:0` } : null;
    const wallet = ctx.wallet.within(tx);
    const shares = sharesFor(jackpotRules, cost);
    const afterBet = grant
      ? await wallet.freeSpinBetAndWin(
          playerId,
          currency,
          { ...stake, budget: grant.budget, freeSpinsId: grant.id },
          paid,
          ref,
        )
      : await wallet.betAndWin(playerId, currency, { ...stake, jackpot: shares }, paid, ref);
    const jackpotRound = {
      playerId,
      currency,
      stake: cost,
      round: ref,
      seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
      rules: jackpotRules,
      shares,
    };
    const jackpotTier = tierWon(jackpotRound);
    const jackpot = jackpotTier ? await ctx.jackpots.within(tx).payWin(jackpotRound, jackpotTier) : null;
    const { balances } = jackpot ?? afterBet;
    const spent = grant ? await takeFreeSpin(tx, grant, outcome.state ? 0 : win, now) : null;
    const round: repo.RoundRow = {
      id: roundId,
      playerId,
      gameId,
      currency,
      bet,
      cost,
      buy,
      buyTier,
      ante,
      freeSpinsId: grant?.id ?? null,
      totalWin: win,
      status: outcome.state ? "open" : "complete",
      steps: 1,
      seedPairId: pair.id,
      nonce: pair.nextNonce,
      mathsVersion: title.info.mathsVersion,
      state: outcome.state,
      idempotencyKey,
      requestDigest: digest,
      createdAt: now,
      completedAt: outcome.state ? null : now,
    };
    const step: repo.StepRow = { roundId, index: 0, win, outcome, playedAt: now };
    const first: PlayedRound = {
      round: toRound(round, pair, [step]),
      balance: toBalances(balances),
      ...(spent ? { freeSpins: toFreeSpins(spent) } : {}),
    };
    await repo.insertRound(tx, { ...round, answer: first }, step);
    // The pools stay locked from this statement to the commit: the round's last, so rounds of the
    // currency wait for each other the least.
    if (!jackpotTier) await ctx.jackpots.within(tx).feed(jackpotRound);
    return { answer: first };
  });
  return answer(ctx, playerId, played);
}

/**
 * One spin of the locked `grant` played (a round that ended at once adds its `win`), with the
 * `used` event in the round's transaction. Answers the grant after it.
 */
async function takeFreeSpin(
  tx: Db,
  grant: repo.FreeSpinGrantRow,
  win: number,
  now: Date,
): Promise<repo.FreeSpinGrantRow> {
  const spent = await repo.takeFreeSpin(tx, grant.id, { win, at: now });
  // The grant is locked and was checked to have a spin left.
  if (!spent) throw new Error(`free spins ${grant.id} had no spin left under its lock`);
  await writeEvent(
    tx,
    FreeSpinPlayed,
    {
      playerId: grant.playerId,
      payload: { spinsId: grant.id, gameId: grant.gameId, spinsRemain: spent.spinsRemain },
    },
    now,
  );
  return spent;
}

/**
 * Plays step `index` of the player's open round `roundId`; a step already played answers what it
 * first answered (steps kept before answers were answer the round as it stands).
 */
export async function playNextStep(
  ctx: StudioContext,
  playerId: string,
  roundId: string,
  index: number,
): Promise<PlayedRound> {
  const now = ctx.clock.now();
  const played = await withTransaction(ctx.db, async (tx): Promise<Played> => {
    const found = await repo.findRound(tx, playerId, roundId, { lock: true });
    if (!found) throw roundNotFound();
    const { round, pair } = found;
    if (index < round.steps) {
      const first = index > 0 ? await repo.findStepAnswer(tx, roundId, index) : null;
      return first ? { answer: first } : { replayOf: round.id };
    }
    if (round.status === "complete") {
      throw new AppError("CONFLICT", { key: "roundComplete" }, { reason: "ROUND_COMPLETE" });
    }
    if (index > round.steps) {
      throw new AppError(
        "CONFLICT",
        { key: "stepNotNext", values: { step: index, next: round.steps } },
        { reason: "STEP_NOT_NEXT" },
      );
    }
    const title = titleForRound(round.gameId, round.mathsVersion);
    const draw = fairDraw({
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: round.nonce,
      step: index,
    });
    const outcome = playStep(title, { state: round.state, buy: false }, draw);
    const win = winOf(title, round.currency, round.bet, outcome);
    const ref = { gameId: round.gameId, roundId };
    const paid =
      win > 0
        ? await ctx.wallet
            .within(tx)
            .win(playerId, round.currency, win, `studio:${roundId}:step:${index}`, ref)
        : null;
    const next: repo.RoundRow = {
      ...round,
      steps: round.steps + 1,
      totalWin: round.totalWin + win,
      status: outcome.state ? "open" : "complete",
      state: outcome.state,
      completedAt: outcome.state ? null : now,
    };
    const step: repo.StepRow = { roundId, index, win, outcome, playedAt: now };
    if (round.freeSpinsId && !outcome.state) await repo.addFreeSpinsWin(tx, round.freeSpinsId, next.totalWin);
    const steps = [...(await repo.listSteps(tx, roundId)), step];
    // The balances as this step left them, read under the round's locks: what its resend answers too.
    const balances = paid?.balances ?? (await ctx.wallet.within(tx).balances(playerId));
    const first: PlayedRound = { round: toRound(next, pair, steps), balance: toBalances(balances) };
    await repo.appendStep(tx, next, { ...step, answer: first });
    return { answer: first };
  });
  return answer(ctx, playerId, played);
}

/** One of the player's rounds with its steps and seeds; another player's is not found. */
export async function findPlayerRound(ctx: StudioContext, playerId: string, roundId: string): Promise<Round> {
  const found = await repo.findRound(ctx.db, playerId, roundId);
  if (!found) throw roundNotFound();
  return toRound(found.round, found.pair, await repo.listSteps(ctx.db, roundId));
}

/** The answer played or kept; else the round as it stands with the player's balances now. */
async function answer(ctx: StudioContext, playerId: string, played: Played): Promise<PlayedRound> {
  if ("answer" in played) return played.answer;
  const [round, balances] = await Promise.all([
    findPlayerRound(ctx, playerId, played.replayOf),
    ctx.wallet.balances(playerId),
  ]);
  return { round, balance: toBalances(balances) };
}

/** Spec §4: entries belong to SweepStakes mode, coins to TournamentPoints mode. */
function currencyNotInGameMode(currency: Currency): AppError {
  return new AppError(
    "FORBIDDEN",
    { key: currency === "entries" ? "entriesNeedSweepStakes" : "coinsNeedTournamentPoints" },
    { reason: "CURRENCY_NOT_IN_GAME_MODE" },
  );
}

function roundNotFound(): AppError {
  return new AppError("NOT_FOUND", { key: "roundNotFound" }, { reason: "ROUND_NOT_FOUND" });
}

/**
 * The ante, a super buy and a free spin's grant join the digest only when asked, so earlier
 * rounds' digests still match.
 */
function digestOf({ gameId, currency, bet, buy, buyTier, ante, freeSpinsId }: SpinOrder): string {
  const tier = buy ? (buyTier ?? "standard") : null;
  const extras = ante || tier === "super" ? [tier, ante] : [];
  const grant = freeSpinsId ? [{ freeSpinsId }] : [];
  return requestDigest([gameId, currency, bet, buy, ...extras, ...grant]);
}
