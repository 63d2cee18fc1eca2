/**
 * The wallet (spec §1, §3 playerBalance): the ledger every later module moves coins and entries
 * through, and the balances it keeps. Other modules call these functions; none writes a balance.
 */
import {
  type CoinsMinor,
  type Currency,
  type EntriesMinor,
  type Minor,
  minor,
  TRANSACTION_PAGE_SIZE,
  type TransactionKind,
} from "@reelhouse/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { accountKey, type SystemAccount, systemAccount } from "./accounts.ts";
import { auditLedger } from "./audit.ts";
import { type BatchingSettings, createTransferBatcher } from "./batcher.ts";
import { balancesOf, type WalletBalances } from "./ledger.ts";
import { createOperations, type WalletSettings } from "./operations.ts";
import * as repo from "./repo.ts";

export { PROMOTION_BUDGETS, type PromotionBudget } from "./accounts.ts";
export type { WalletBalances } from "./ledger.ts";
export type { JackpotShares, RoundRef } from "./metadata.ts";
export type { Credit, FreeSpinStake, WalletResult } from "./operations.ts";

/** Stakes (less the ones given back) and wins over a span, in minor units of one currency. */
export interface PlayTotals<C extends Currency = Currency> {
  staked: Minor<C>;
  won: Minor<C>;
}

export interface PlayerPlayTotals {
  playerId: string;
  coins: PlayTotals<"coins">;
  entries: PlayTotals<"entries">;
}

function totalsIn<C extends Currency>(rows: readonly repo.PlayTotalsRow[], currency: C): PlayTotals<C> {
  const row = rows.find((candidate) => candidate.currency === currency);
  return { staked: minor(currency, row?.staked ?? 0), won: minor(currency, row?.won ?? 0) };
}

/** A system account's balance on `db`: the sum of its postings (a jackpot pool's, for its audit). */
export async function systemBalance<C extends Currency>(
  db: Db,
  name: SystemAccount,
  currency: C,
): Promise<Minor<C>> {
  return minor(currency, await repo.sumPostings(db, accountKey(systemAccount(name, currency))));
}

export interface WalletDeps {
  db: Db;
  clock: Clock;
  settings: WalletSettings & { welcomeGrant: { coins: CoinsMinor; entries: EntriesMinor } };
  /** How the wallet's own transfers are grouped into commits (ADR 075). */
  batching?: BatchingSettings;
}

export function createWallet({ db, clock, settings, batching }: WalletDeps) {
  const batcher = createTransferBatcher(db, clock, batching);
  const operations = createOperations({ db, clock, batcher }, settings);

  /** The player's balances as `handle` sees them. */
  const balancesOn = async (handle: Db, playerId: string): Promise<WalletBalances> =>
    balancesOf(await repo.findPlayerAccounts(handle, playerId));

  return {
    ...operations,

    /**
     * The wallet inside another module's transaction `tx` (a sign-up, a payment, a round): its
     * transfers and reads join it, unbatched, and commit or roll back with it.
     */
    within(tx: Db) {
      const joined = createOperations({ db: tx, clock }, settings);
      return {
        ...joined,
        /** The welcome grant, given once per player, in the transaction that creates the player. */
        async welcome(playerId: string): Promise<void> {
          const { coins, entries } = settings.welcomeGrant;
          if (coins === 0 && entries === 0) return;
          await joined.grant(playerId, { coins, entries }, `welcome:${playerId}`, "welcome");
        },
        balances: (playerId: string) => balancesOn(tx, playerId),
      };
    },

    /**
     * What a new player is offered: the welcome grant, and the coins each onboarding step earns
     * (the accounts module records the steps, the promotions module pays them: `onboardingReward`).
     */
    welcomeOffer(onboardingRewardCoins: Readonly<Record<"email" | "phone" | "profile", number>>) {
      const { email, phone, profile } = onboardingRewardCoins;
      return { signUp: { ...settings.welcomeGrant }, onboarding: { email, phone, profile } };
    },

    /** The player's balances. */
    balances: (playerId: string) => balancesOn(db, playerId),

    /**
     * What the player staked (less stakes given back) and won at play in each currency in
     * `[from, to)`: the ledger's bets, wins and refunds.
     */
    async playTotals(playerId: string, from: Date, to: Date): Promise<Omit<PlayerPlayTotals, "playerId">> {
      const rows = await repo.playTotals(db, { from, to }, { playerId });
      return { coins: totalsIn(rows, "coins"), entries: totalsIn(rows, "entries") };
    },

    /**
     * The same for every player who played in `[from, to)`, a page at a time in player id order:
     * up to `limit` players after `afterPlayerId` (start from ""), each with both currencies.
     */
    async playTotalsByPlayer(
      from: Date,
      to: Date,
      page: { afterPlayerId: string; limit: number },
    ): Promise<PlayerPlayTotals[]> {
      const rows = await repo.playTotals(db, { from, to }, page);
      const players = [...new Set(rows.map((row) => row.playerId))];
      return players.map((playerId) => {
        const own = rows.filter((row) => row.playerId === playerId);
        return { playerId, coins: totalsIn(own, "coins"), entries: totalsIn(own, "entries") };
      });
    },

    /** How many purchases the player has made (popup ads for players who have not bought). */
    purchaseCount: (playerId: string) => repo.countPurchases(db, playerId),

    /** The wallet's part of app init (spec §3): balances and deposits. */
    async appInit(playerId: string) {
      const [balances, depositsCount] = await Promise.all([
        balancesOn(db, playerId),
        repo.countPurchases(db, playerId),
      ]);
      return {
        hasDeposits: depositsCount > 0,
        depositsCount,
        playerInfo: {
          playerBalance: { coins: balances.coins, entries: balances.entries.total },
          redeemableEntries: balances.entries.redeemable,
          playThroughLeft: balances.entries.playThroughLeft,
        },
      };
    },

    /** A page of the player's history (newest first) and the cursor of the next one. */
    async history(
      playerId: string,
      query: { currency?: Currency; kind?: TransactionKind; limit?: number; before?: number },
    ) {
      const limit = query.limit ?? TRANSACTION_PAGE_SIZE;
      const { page, changes } = await repo.listPlayerTransactions(db, playerId, { ...query, limit });
      const shown = page.slice(0, limit);
      const change = <C extends Currency>(id: number, currency: C) =>
        minor(
          currency,
          Number(changes.find((row) => row.transactionId === id && row.currency === currency)?.change ?? 0),
        );
      return {
        transactions: shown.map((row) => ({
          id: row.id,
          kind: row.kind as TransactionKind,
          createdAt: row.createdAt.toISOString(),
          coins: change(row.id, "coins"),
          entries: change(row.id, "entries"),
        })),
        nextCursor: page.length > limit ? (shown.at(-1)?.id ?? null) : null,
      };
    },

    audit: () => auditLedger(db),
  };
}

export type Wallet = ReturnType<typeof createWallet>;
