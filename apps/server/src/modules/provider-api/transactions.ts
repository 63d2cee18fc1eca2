/**
 * Bets, wins and rollbacks. Each runs in one database transaction that moves the money through
 * the wallet and records the provider's `transaction_uuid` with the answer given, so neither ever
 * exists without the other.
 *
 * - Once per `transaction_uuid` (per provider): a replay answers what the first call answered; the
 *   same id with other fields answers DUPLICATE_MISMATCH and changes nothing. Refusals are
 *   answers too and are kept, except where the player is unknown (nothing to keep them against).
 * - Every call of one round waits for the round's lock, so copies of one call, or a rollback and
 *   the bet it cancels, take turns. A copy that names another round (a mismatch) does not wait:
 *   the transaction's primary key stops it, and it answers as a replay of the one recorded first.
 * - A win or rollback must name an accepted bet of the same player and round. Once a win closes
 *   the round (`round_closed`), nothing more is staked, paid or rolled back in it.
 * - Once a win is paid in a round, open or not, none of its bets is rolled back
 *   (BET_ALREADY_CLOSED): the win was paid against the stakes, and a player must not keep the win
 *   and get a stake back. A bet placed after that win is settled by a later win, as Hub88 has it.
 * - A rollback of a bet never seen is kept: if that bet comes later, it is refused (BET_ROLLED_BACK),
 *   as the provider has already cancelled it.
 * - A bet, where money is put at stake, is checked against the launch token (its player, game and
 *   currency), the currency of the player's game mode (spec §4: entries only in SweepStakes mode,
 *   coins only in TournamentPoints mode), a blocked account, the geo rules at the address the game was launched from and the
 *   provider's maximum stake. No responsible-play limit applies to bets (purchase limits are
 *   checked at purchase). A win or a rollback is never refused for any of these, nor for an
 *   expired token.
 */
import {
  type Currency,
  minor,
  type ProviderApiStatus,
  type ProviderBetRequest,
  type ProviderRollbackRequest,
  type ProviderWinRequest,
  toProviderCurrency,
  toWalletCurrency,
} from "@reelhouse/contract";
import type { ProviderSettings } from "../../config/provider-api.ts";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { isAppError } from "../../lib/errors.ts";
import { replay, requestDigest } from "../../lib/idempotency.ts";
import { isOnPlayBreak } from "../accounts/service.ts";
import { playCurrency } from "../studio/service.ts";
import type { RoundRef, WalletBalances } from "../wallet/service.ts";
import { type Answer, balanceIn, type ProviderApiContext } from "./context.ts";
import * as repo from "./repo.ts";
import { extendSession, findLiveSession } from "./sessions.ts";

type Kind = "bet" | "win" | "rollback";

/**
 * What an operation decided: its answer, and the record of what moved (an amount of zero for a
 * refusal); no record when the player is unknown, as a record belongs to a player.
 */
interface Decision {
  answer: Answer;
  record: { playerId: string; currency: Currency | null; amount: number } | null;
}

/** Thrown to undo a transaction whose `transaction_uuid` a concurrent call recorded first. */
class RecordedMeanwhile extends Error {}

export async function bet(
  ctx: ProviderApiContext,
  provider: ProviderSettings,
  request: ProviderBetRequest,
): Promise<Answer> {
  const currency = toWalletCurrency(request.currency);
  const now = ctx.clock.now();
  // Read before the transaction: the geo rules are read on the pool, which would wait for an
  // embedded database's one connection that the transaction holds.
  const session = await findLiveSession(ctx.db, provider, request.token, now);
  const access = session ? await ctx.restrictions.checkPlayerAccess(session.ip, session.playerId) : null;

  return once(ctx, provider, "bet", request, async (tx) => {
    const player = await ctx.accounts.within(tx).standing(request.user);
    if (!player) return unknownUser();
    const refuse = (status: ProviderApiStatus) => unmovedAnswer(ctx, tx, status, request.user, currency);
    if (!session || session.playerId !== request.user || session.gameCode !== request.game) {
      return refuse("INVALID_TOKEN");
    }
    // The token fixes the currency of the mode the game was launched in; the player's mode now decides.
    if (session.currency !== currency || playCurrency(player.gameMode) !== currency) {
      return refuse("WRONG_CURRENCY");
    }
    // A break from play the player chose stops bets like a closed account does.
    if (player.accountStatus === "BLOCKED" || isOnPlayBreak(player, now)) return refuse("PLAYER_BLOCKED");
    if (!access?.currencies[currency]) return refuse("GEO_RESTRICTED");
    if (request.amount > provider.maxStake[currency]) return refuse("LIMIT_EXCEEDED");

    const round = await repo.findRound(tx, provider.slug, request.round);
    if (
      round &&
      (round.playerId !== request.user || round.gameCode !== request.game || round.currency !== currency)
    ) {
      return refuse("INVALID_REQUEST");
    }
    if (round?.status === "closed") return refuse("BET_ALREADY_CLOSED");
    if (await repo.isRolledBackAhead(tx, provider.slug, request.round, request.transaction_uuid)) {
      return refuse("BET_ROLLED_BACK");
    }

    let balances: WalletBalances;
    try {
      ({ balances } = await ctx.wallet
        .within(tx)
        .bet(
          request.user,
          currency,
          minor(currency, request.amount),
          ledgerKey(provider, request.transaction_uuid),
          {
            ...roundRef(provider, request.round, request.game),
            ...(session.theme ? { theme: session.theme } : {}),
          },
        ));
    } catch (error) {
      if (isAppError(error) && error.reason === "INSUFFICIENT_FUNDS") return refuse("INSUFFICIENT_FUNDS");
      throw error;
    }
    if (!round) {
      await repo.insertRound(tx, {
        provider: provider.slug,
        round: request.round,
        playerId: request.user,
        gameCode: request.game,
        currency,
        status: "open",
        openedAt: now,
        closedAt: null,
      });
    }
    await extendSession(ctx, tx, session, now);
    return {
      answer: answered("OK", request.user, currency, balances),
      record: { playerId: request.user, currency, amount: request.amount },
    };
  });
}

export async function win(
  ctx: ProviderApiContext,
  provider: ProviderSettings,
  request: ProviderWinRequest,
): Promise<Answer> {
  const currency = toWalletCurrency(request.currency);
  return once(ctx, provider, "win", request, async (tx, now) => {
    if (!(await ctx.accounts.within(tx).standing(request.user))) return unknownUser();
    const refuse = (status: ProviderApiStatus) => unmovedAnswer(ctx, tx, status, request.user, currency);
    const stake = await findAcceptedBet(tx, provider, request);
    if (!stake) return refuse("BET_NOT_FOUND");
    if (stake.currency !== currency) return refuse("WRONG_CURRENCY");
    const round = await repo.findRound(tx, provider.slug, request.round);
    if (!round || round.status === "closed") return refuse("BET_ALREADY_CLOSED");
    if (stake.rolledBackAt) return refuse("BET_ROLLED_BACK");

    // A lost round is settled with a win of zero: nothing moves, the round closes.
    const balances =
      request.amount > 0
        ? (
            await ctx.wallet
              .within(tx)
              .win(
                request.user,
                currency,
                minor(currency, request.amount),
                ledgerKey(provider, request.transaction_uuid),
                roundRef(provider, request.round, round.gameCode),
              )
          ).balances
        : await ctx.wallet.within(tx).balances(request.user);
    if (request.round_closed) await repo.closeRound(tx, provider.slug, request.round, now);
    return {
      answer: answered("OK", request.user, currency, balances),
      record: { playerId: request.user, currency, amount: request.amount },
    };
  });
}

export async function rollback(
  ctx: ProviderApiContext,
  provider: ProviderSettings,
  request: ProviderRollbackRequest,
): Promise<Answer> {
  return once(ctx, provider, "rollback", request, async (tx, now) => {
    if (!(await ctx.accounts.within(tx).standing(request.user))) return unknownUser();
    const stake = await findAcceptedBet(tx, provider, request);
    if (!stake) {
      // Kept all the same: the bet, should it come after its rollback, is refused.
      return { answer: { status: "BET_NOT_FOUND", user: request.user }, record: unmoved(request.user, null) };
    }
    const currency = stake.currency as Currency;
    const current = (status: ProviderApiStatus) => unmovedAnswer(ctx, tx, status, request.user, currency);
    // Another rollback gave this stake back already: done, without paying it twice.
    if (stake.rolledBackAt) return current("OK");
    const round = await repo.findRound(tx, provider.slug, request.round);
    if (!round || round.status === "closed") return current("BET_ALREADY_CLOSED");
    if (await repo.hasAcceptedWin(tx, provider.slug, request.round)) return current("BET_ALREADY_CLOSED");

    const { balances } = await ctx.wallet
      .within(tx)
      .refund(request.user, ledgerKey(provider, stake.transactionUuid));
    await repo.markRolledBack(tx, provider.slug, stake.transactionUuid, now);
    return {
      answer: answered("OK", request.user, currency, balances),
      record: { playerId: request.user, currency, amount: stake.amount },
    };
  });
}

/**
 * Runs `decide` for a transaction the provider has not sent before, in one database transaction
 * with the record of it; answers a replay from the record.
 */
async function once(
  ctx: ProviderApiContext,
  provider: ProviderSettings,
  kind: Kind,
  request: { transaction_uuid: string; round: string; reference_transaction_uuid?: string },
  decide: (tx: Db, now: Date) => Promise<Decision>,
): Promise<Answer> {
  const digest = digestOf(kind, request);
  try {
    return await withTransaction(ctx.db, async (tx) => {
      await repo.lockRound(tx, provider.slug, request.round);
      const recorded = await repo.findTransaction(tx, provider.slug, request.transaction_uuid);
      if (recorded) return replayAnswer(recorded, digest);
      const now = ctx.clock.now();
      const { answer, record } = await decide(tx, now);
      if (!record) return answer;
      const isFirst = await repo.insertTransaction(tx, {
        provider: provider.slug,
        transactionUuid: request.transaction_uuid,
        kind,
        playerId: record.playerId,
        round: request.round,
        currency: record.currency,
        amount: record.amount,
        referenceTransactionUuid: request.reference_transaction_uuid ?? null,
        requestDigest: digest,
        response: answer,
        rolledBackAt: null,
        createdAt: now,
      });
      if (!isFirst) throw new RecordedMeanwhile();
      return answer;
    });
  } catch (error) {
    // Whatever undid this transaction (the key taken meanwhile, or the ledger refusing the same
    // idempotency key asked differently), a record made meanwhile is the answer.
    const recorded = await repo.findTransaction(ctx.db, provider.slug, request.transaction_uuid);
    if (recorded) return replayAnswer(recorded, digest);
    throw error;
  }
}

/** The recorded answer; the same transaction sent with other fields is the protocol's mismatch. */
function replayAnswer(recorded: repo.TransactionRow, digest: string): Answer {
  const replayed = replay(recorded, digest, (row) => row.response as Answer);
  return replayed.ok ? replayed.result : { status: "DUPLICATE_MISMATCH" };
}

/**
 * What identifies a transaction: its kind and every field but `request_uuid` (new for each try of
 * a call) and `token` (a retry may carry a renewed one).
 */
function digestOf(kind: Kind, request: object): string {
  const fields = Object.entries(request)
    .filter(([name]) => name !== "request_uuid" && name !== "token")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return requestDigest([kind, fields]);
}

/** The bet a win or rollback names, if it was accepted for the same player and round. */
async function findAcceptedBet(
  tx: Db,
  provider: ProviderSettings,
  request: { reference_transaction_uuid: string; user: string; round: string },
): Promise<repo.TransactionRow | undefined> {
  const found = await repo.findTransaction(tx, provider.slug, request.reference_transaction_uuid);
  const isAccepted =
    found?.kind === "bet" &&
    (found.response as Answer).status === "OK" &&
    found.playerId === request.user &&
    found.round === request.round;
  return isAccepted ? found : undefined;
}

function answered(
  status: ProviderApiStatus,
  user: string,
  currency: Currency,
  balances: WalletBalances,
): Answer {
  return { status, user, currency: toProviderCurrency(currency), balance: balanceIn(balances, currency) };
}

function unknownUser(): Decision {
  return { answer: { status: "INVALID_USER" }, record: null };
}

/** An answer that moved no money, with the player's balance as it stands. */
async function unmovedAnswer(
  ctx: ProviderApiContext,
  tx: Db,
  status: ProviderApiStatus,
  user: string,
  currency: Currency,
): Promise<Decision> {
  return {
    answer: answered(status, user, currency, await ctx.wallet.within(tx).balances(user)),
    record: unmoved(user, currency),
  };
}

/** The record of an answer that moved no money. */
function unmoved(playerId: string, currency: Currency | null): Decision["record"] {
  return { playerId, currency, amount: 0 };
}

/** The wallet's idempotency key of a provider's transaction (a refund derives its own from it). */
function ledgerKey(provider: ProviderSettings, transactionUuid: string): string {
  return `provider:${provider.slug}:${transactionUuid}`;
}

function roundRef(provider: ProviderSettings, round: string, gameCode: string): RoundRef {
  return { gameId: gameCode, roundId: `${provider.slug}:${round}` };
}
